// The deals subscription box (spec §5).

import { MESSAGES } from '../messages.ts';
import { resultOf } from './result.ts';
import type { ValidationResult } from './result.ts';
import { isBlank, looksLikeEmail } from './text.ts';

export interface SubscriptionForm {
  readonly email: string;
}

export type SubscriptionField = 'email';

export function validateSubscription(form: SubscriptionForm): ValidationResult<SubscriptionField> {
  return resultOf<SubscriptionField>([
    ['email', isBlank(form.email) && MESSAGES.emailMandatory],
    ['email', !looksLikeEmail(form.email) && MESSAGES.emailNotValid],
  ]);
}
