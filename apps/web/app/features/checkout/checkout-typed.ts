import type { CheckoutValues } from './checkout-fields.ts';

/**
 * What the visitor changed in a form before its scripts took over: text that differs from what
 * the page was drawn with, and boxes and choices they ticked. It wins over a saved draft.
 */
export function changedBeforeScripts(form: HTMLFormElement | null | undefined): CheckoutValues {
  const changed: Record<string, string> = {};
  if (!form) return changed;
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (!element.name || element.type === 'hidden') continue;
      if (element.type === 'checkbox' || element.type === 'radio') {
        if (element.checked !== element.defaultChecked && element.checked) {
          changed[element.name] = element.value;
        }
      } else if (element.value !== element.defaultValue) {
        changed[element.name] = element.value;
      }
    } else if (element instanceof HTMLTextAreaElement && element.name) {
      if (element.value !== element.defaultValue) changed[element.name] = element.value;
    }
  }
  return changed;
}
