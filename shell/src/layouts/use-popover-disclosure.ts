import { useEffect, useRef, useState } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
}

const isOpen = (panel: HTMLElement) => panel.matches(':popover-open');

/**
 * A button (`popoverTarget`) and the panel it opens (`popover="auto"`). The browser itself opens and closes the
 * panel, so it works in the server's HTML before hydration and without JavaScript, and Escape and a click
 * outside close it. Once hydrated this adds what the platform leaves out: `aria-expanded` on the button, focus
 * moved into the panel (and, with `trapFocus`, kept there), focus back on the button on Escape, closing when a
 * link in the panel is followed (client-side navigation leaves the page in place), and closing when the layout
 * no longer shows the button (a phone turned sideways into the desktop layout).
 *
 * The server and the first browser render both say closed, so hydration never differs.
 */
export function usePopoverDisclosure<Panel extends HTMLElement>({ trapFocus = false }: { trapFocus?: boolean } = {}) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<Panel>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const panel = panelRef.current;
    const button = buttonRef.current;
    if (!panel || !button || !('showPopover' in panel)) return;
    const hide = () => {
      if (isOpen(panel)) panel.hidePopover();
    };
    // Opened by a tap before the page was hydrated.
    setOpen(isOpen(panel));

    const onToggle = (event: Event) => {
      const opened = (event as ToggleEvent).newState === 'open';
      setOpen(opened);
      if (opened) focusables(panel)[0]?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        hide();
        button.focus();
        return;
      }
      if (!trapFocus || event.key !== 'Tab' || !isOpen(panel)) return;
      const items = focusables(panel);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) hide();
    };
    // The button disappears when the layout no longer needs it (CSS decides, so the breakpoint lives in one place).
    const onResize = () => {
      if (isOpen(panel) && getComputedStyle(button).display === 'none') hide();
    };

    panel.addEventListener('toggle', onToggle);
    panel.addEventListener('keydown', onKeyDown);
    panel.addEventListener('click', onClick);
    window.addEventListener('resize', onResize);
    return () => {
      panel.removeEventListener('toggle', onToggle);
      panel.removeEventListener('keydown', onKeyDown);
      panel.removeEventListener('click', onClick);
      window.removeEventListener('resize', onResize);
    };
  }, [trapFocus]);

  const close = () => {
    const panel = panelRef.current;
    if (panel && isOpen(panel)) panel.hidePopover();
    buttonRef.current?.focus();
  };

  return { open, buttonRef, panelRef, close };
}
