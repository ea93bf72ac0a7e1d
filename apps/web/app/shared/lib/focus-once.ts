// Focus for an element that is not a control (the page's `main`), from script only.

/**
 * Makes `element` focusable until it next loses focus (tabIndex -1, then removed), and answers
 * it: a `main` focusable for good would take focus at every click on its text, and Tab would then
 * start again from its top instead of from where the visitor clicked.
 */
export function focusableOnce(element: HTMLElement | null): HTMLElement | null {
  if (!element || element.hasAttribute('tabindex')) return element;
  element.tabIndex = -1;
  element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  return element;
}
