// What a supplier typed into the sign-up form, kept for the browser session (ADR 261): a reload,
// a phone that drops the tab, or a trip to the terms page and back no longer empties the form.
// The passwords are never kept; the draft goes once the sign-up is sent and taken.
import { EMPTY_FORM } from './supplier-sign-up-form.ts';
import type { SupplierSignUpForm } from './supplier-sign-up-form.ts';

export const SIGN_UP_DRAFT_KEY = 'lanka-trails-supplier-signup';

/** The fields kept: every one but the two passwords. */
const KEPT = ['firstName', 'lastName', 'businessName', 'email'] as const;

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage turned off (a privacy setting): the form works, it only forgets on reload.
    return undefined;
  }
}

/** The form as the draft left it: the kept fields, empty passwords. */
export function readSignUpDraft(): SupplierSignUpForm {
  let saved: unknown;
  try {
    saved = JSON.parse(storage()?.getItem(SIGN_UP_DRAFT_KEY) ?? 'null');
  } catch {
    saved = null;
  }
  const form: { -readonly [F in keyof SupplierSignUpForm]: SupplierSignUpForm[F] } = {
    ...EMPTY_FORM,
  };
  if (saved && typeof saved === 'object') {
    for (const field of KEPT) {
      const value = (saved as Record<string, unknown>)[field];
      if (typeof value === 'string') form[field] = value;
    }
  }
  return form;
}

export function saveSignUpDraft(form: SupplierSignUpForm): void {
  const kept = Object.fromEntries(KEPT.map((field) => [field, form[field]]));
  try {
    storage()?.setItem(SIGN_UP_DRAFT_KEY, JSON.stringify(kept));
  } catch {
    // Full or turned off: nothing is lost but the draft.
  }
}

export function forgetSignUpDraft(): void {
  try {
    storage()?.removeItem(SIGN_UP_DRAFT_KEY);
  } catch {
    // Turned off: there is nothing to forget.
  }
}
