import { EARLY_SUBMITS_KEY, formHydrated } from '@shop/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlySubmits, KEY, releaseEarlySubmits } from './early-submits';

function form(): HTMLFormElement {
  const element = document.createElement('form');
  document.body.append(element);
  return element;
}

function send(element: HTMLFormElement): boolean {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event.defaultPrevented;
}

afterEach(() => {
  releaseEarlySubmits();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('submits before the page is taken over', () => {
  it('meet the shared fields under the same key', () => {
    expect(KEY).toBe(EARLY_SUBMITS_KEY);
  });

  it('are held instead of sent by the browser, and sent again once the form has hydrated', () => {
    const early = form();
    const untouched = form();
    const resent = vi.spyOn(early, 'requestSubmit').mockImplementation(() => undefined);
    holdEarlySubmits();
    expect(send(early)).toBe(true);
    formHydrated(early);
    expect(resent).not.toHaveBeenCalled();
    releaseEarlySubmits();
    expect(resent).toHaveBeenCalledTimes(1);
    // Afterwards React's handlers decide: nothing is held any more.
    expect(send(untouched)).toBe(false);
  });

  it('wait for a form whose fields hydrate after the page', () => {
    vi.useFakeTimers();
    const late = form();
    const resent = vi.spyOn(late, 'requestSubmit').mockImplementation(() => undefined);
    holdEarlySubmits();
    send(late);
    releaseEarlySubmits();
    expect(resent).not.toHaveBeenCalled();
    formHydrated(late);
    vi.runAllTimers();
    expect(resent).toHaveBeenCalledTimes(1);
  });
});
