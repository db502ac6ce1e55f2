/**
 * A page's scripts start after its first paint. The server's HTML is the page; the scripts only take it over.
 * Asking for them with the HTML (a deferred entry script and ~15 `<link rel="preload">`s) cost the first paint
 * more than it gained: each request is main-thread work in the browser before anything is drawn, and on this
 * shop's localhost benchmark (4× CPU, 390 px) the first paint of /track-order moved from 1.43 s to 0.98 s without
 * them, while React took the page over no later (2.7 s either way: the files arrive at once, the CPU is the
 * limit). So the entry and the preloads are written into one small inline script that adds them once the
 * document is parsed and the first frame is drawn, or after a second if no frame comes (a tab opened in the
 * background draws none). What a visitor types or sends before then is kept (useTypedBeforeHydration,
 * early-submits.ts).
 */

/** `<link rel="preload">` of a script or a fetch, in either attribute order (rspack writes `as` first). */
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="(script|fetch)")[^>]*>/gi;
const ENTRY_SCRIPT = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/i;

export interface StartFiles {
  /** The shell's entry script. */
  entry: string;
  /** Files the entry will ask for, fetched alongside it: [href, 'script' | 'fetch']. */
  preload: [string, 'script' | 'fetch'][];
}

// The JSON goes into a <script>: '<' escaped so no '</script>' can end it early.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Adds the entry script, then the preloads (a fetch with CORS, as the federation runtime asks for a manifest, so
 * the preloaded answer is the one it uses).
 */
const STARTER =
  '(function(f){var d=document,go=false;function start(){if(go)return;go=true;' +
  "var s=d.createElement('script');s.src=f.entry;d.head.appendChild(s);" +
  "f.preload.forEach(function(p){var l=d.createElement('link');l.rel='preload';l.href=p[0];l.as=p[1];" +
  "if(p[1]==='fetch')l.crossOrigin='anonymous';d.head.appendChild(l)})}" +
  "d.addEventListener('DOMContentLoaded',function(){requestAnimationFrame(function(){setTimeout(start)});" +
  'setTimeout(start,1000)})})';

/** The page with its entry script and script preloads replaced by the starter (unchanged without an entry). */
export function startAfterFirstPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry?.[1]) return html;
  const preload: StartFiles['preload'] = [];
  const rest = html.replace(entry[0], '').replace(SCRIPT_PRELOAD, (tag, as: 'script' | 'fetch') => {
    const href = /\bhref="([^"]+)"/i.exec(tag)?.[1];
    if (href) preload.push([href, as.toLowerCase() as 'script' | 'fetch']);
    return '';
  });
  const files: StartFiles = { entry: entry[1], preload };
  const end = rest.search(/<\/head>/i);
  if (end === -1) return html;
  return `${rest.slice(0, end)}<script>${STARTER}(${scriptJson(files)})</script>${rest.slice(end)}`;
}

/** The files a page's starter adds (tests read a page with it). */
export function startFilesOf(html: string): StartFiles | undefined {
  const json = /<script\b[^>]*>\(function\(f\)[\s\S]*?\}\)\((\{[\s\S]*?\})\)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as StartFiles) : undefined;
}
