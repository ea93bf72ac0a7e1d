// The field a traveller is typing in when the checkout form is drawn again — once its saved
// draft is loaded after the scripts start, or after a login from the page — is handed to the new
// form: its text, caret and focus. The form is keyed and drawn anew then (its fields are
// uncontrolled); without the handover the keys typed while the scripts took over were lost and
// the focus dropped to the page (found by an exploratory tester on a slow connection).
import { useLayoutEffect } from 'react';
import type { RefObject } from 'react';

type Handover = {
  readonly name: string;
  readonly value: string;
  readonly start: number | null;
  readonly end: number | null;
  /** The form's items: a form for another cart takes nothing. */
  readonly items: string;
};

// One checkout form at a time: the old one leaves it as it goes, the new one takes it in the same
// commit.
let handover: Handover | null = null;

type TextLike = HTMLInputElement | HTMLTextAreaElement;

function isTyping(element: Element | null, form: HTMLFormElement): element is TextLike {
  if (element instanceof HTMLTextAreaElement) return form.contains(element) && !!element.name;
  return (
    element instanceof HTMLInputElement &&
    form.contains(element) &&
    !!element.name &&
    ['text', 'email', 'tel', 'search', 'url', 'number'].includes(element.type)
  );
}

/** The caret, where the field has one (e-mail fields answer null or refuse). */
function caretOf(field: TextLike): { start: number | null; end: number | null } {
  try {
    return { start: field.selectionStart, end: field.selectionEnd };
  } catch {
    return { start: null, end: null };
  }
}

export function useTypingHandover(form: RefObject<HTMLFormElement | null>, items: string): void {
  useLayoutEffect(() => {
    const mine = form.current;
    const taken = handover;
    handover = null;
    if (mine && taken && taken.items === items) {
      const field = mine.elements.namedItem(taken.name);
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
        field.value = taken.value;
        field.focus();
        if (taken.start !== null) {
          try {
            field.setSelectionRange(taken.start, taken.end ?? taken.start);
          } catch {
            // No caret to place in this kind of field.
          }
        }
      }
    }
    // Runs while the form is still on the page: a layout effect's cleanup comes before React
    // removes the form's elements.
    return () => {
      const active = document.activeElement;
      if (mine && isTyping(active, mine)) {
        const left: Handover = {
          name: active.name,
          value: active.value,
          ...caretOf(active),
          items,
        };
        handover = left;
        // A new form takes it in this same commit; a form that only went away (the traveller
        // left the page) leaves nothing for a later one.
        queueMicrotask(() => {
          if (handover === left) handover = null;
        });
      }
    };
  }, [form, items]);
}
