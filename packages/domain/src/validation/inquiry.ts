// The footer's inquiry form (spec §5): every field is mandatory, the e-mail an address and the
// phone a number.

import { MESSAGES } from '../messages.ts';
import { resultOf } from './result.ts';
import type { ValidationResult } from './result.ts';
import { isBlank, looksLikeEmail, looksLikePhone } from './text.ts';

export interface InquiryForm {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly message: string;
}

export type InquiryField = keyof InquiryForm;

/** Checks, in order: name, email (given, then an address), phone (given, then a number), message. */
export function validateInquiry(form: InquiryForm): ValidationResult<InquiryField> {
  return resultOf<InquiryField>([
    ['name', isBlank(form.name) && MESSAGES.nameMandatory],
    [
      'email',
      isBlank(form.email)
        ? MESSAGES.emailMandatory
        : !looksLikeEmail(form.email) && MESSAGES.emailNotValid,
    ],
    [
      'phone',
      isBlank(form.phone)
        ? MESSAGES.phoneMandatory
        : !looksLikePhone(form.phone) && MESSAGES.phoneInvalid,
    ],
    ['message', isBlank(form.message) && MESSAGES.messageMandatory],
  ]);
}
