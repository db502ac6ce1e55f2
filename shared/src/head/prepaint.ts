/**
 * The server sends some pages with a first paint (#prepaint, see server/src/plugins/prepaint.ts) drawn
 * before the JavaScript runs; the React page renders into a hidden #root meanwhile. The page calls this
 * once it has drawn the same content, and the shell calls it on any other outcome (another page, an
 * error, a timeout), so the real page is never left hidden.
 */
export function prepaintDone(): void {
  if (typeof document === 'undefined') return;
  document.getElementById('prepaint')?.remove();
}
