// On a light page (ADR 058) every filter loads a new document. So that a visitor changing
// filters stays where they were — the folded filters of a phone open, the page scrolled as it
// was, the focus on the control they used — the filter remembers that in the browser session,
// and an inline script in the next page puts it back as that page is parsed: before its script
// arrives, so the panel does not pop open late.

const KEY = 'trails:filters-return';
/** How long a remembered position waits for its page (the next document load, or never). */
const WAITS_MS = 10_000;

/** The id of the search page's filter panel (a <details> folded on phones). */
export const FILTERS_ID = 'filters';

/** Remembers where the visitor is in the filters before they load `target`. */
export function rememberFiltersFor(target: string): void {
  try {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({
        target,
        at: Date.now(),
        y: window.scrollY,
        focus: document.activeElement?.id || null,
      }),
    );
  } catch {
    // Storage off or full: the page loads at its top, as any link does.
  }
}

/**
 * The inline script after the filter panel: for the page the visitor was going to, opens the
 * panel at once, and when the document is parsed scrolls back and focuses the same control.
 */
export const RESTORE_FILTERS_SCRIPT = `(function () {
  try {
    var saved = JSON.parse(sessionStorage.getItem(${JSON.stringify(KEY)}) || 'null');
    sessionStorage.removeItem(${JSON.stringify(KEY)});
    if (!saved || Date.now() - saved.at > ${WAITS_MS}) return;
    if (saved.target !== location.pathname + location.search) return;
    var panel = document.getElementById(${JSON.stringify(FILTERS_ID)});
    if (panel) panel.open = true;
    addEventListener('DOMContentLoaded', function () {
      scrollTo(0, saved.y);
      var control = saved.focus && document.getElementById(saved.focus);
      if (control) control.focus({ preventScroll: true });
    });
  } catch (error) {}
})();`;
