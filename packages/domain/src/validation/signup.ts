// Customer sign-up (spec §5).

import { MESSAGES } from '../messages.ts';
import { resultOf } from './result.ts';
import type { ValidationResult } from './result.ts';
import { isBlank, looksLikeEmail } from './text.ts';

export interface SignUpForm {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly captchaSolved: boolean;
}

export type SignUpField =
  'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword' | 'captcha';

/**
 * Every field is 'Required'; the email must look like an address; two different passwords give
 * 'Passwords do not match' on both password fields (compared exactly, white space included);
 * the captcha must be solved.
 */
export function validateSignUp(form: SignUpForm): ValidationResult<SignUpField> {
  const mismatch =
    !isBlank(form.password) &&
    !isBlank(form.confirmPassword) &&
    form.password !== form.confirmPassword &&
    MESSAGES.passwordsDoNotMatch;
  return resultOf<SignUpField>([
    ['firstName', isBlank(form.firstName) && MESSAGES.required],
    ['lastName', isBlank(form.lastName) && MESSAGES.required],
    ['email', isBlank(form.email) && MESSAGES.required],
    ['email', !looksLikeEmail(form.email) && MESSAGES.invalidEmailAddress],
    ['password', isBlank(form.password) && MESSAGES.required],
    ['password', mismatch],
    ['confirmPassword', isBlank(form.confirmPassword) && MESSAGES.required],
    ['confirmPassword', mismatch],
    ['captcha', !form.captchaSolved && MESSAGES.captchaRequired],
  ]);
}
