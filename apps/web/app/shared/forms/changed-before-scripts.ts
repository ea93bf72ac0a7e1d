// What a visitor changed in a form before its scripts took over (forms first, ADR 059): a page
// hydrating a controlled field draws the state it started with over what was typed or chosen,
// so a form reads this first and takes it as its state.

/**
 * What the visitor changed in a form before its scripts took over: text that differs from what
 * the page was drawn with, boxes and choices they ticked, and options they chose. At checkout it
 * wins over a saved draft.
 */
export function changedBeforeScripts(
  form: HTMLFormElement | null | undefined,
): Record<string, string> {
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
    } else if (element instanceof HTMLSelectElement && element.name && !element.multiple) {
      // The option the page was drawn with is the one marked selected in its HTML.
      const drawn = Array.from(element.options).find((option) => option.defaultSelected);
      const drawnValue = drawn?.value ?? element.options[0]?.value;
      if (element.value !== drawnValue) changed[element.name] = element.value;
    }
  }
  return changed;
}
