// The login modal and login page (spec §5).

import { MESSAGES } from '../messages.ts';
import { resultOf } from './result.ts';
import type { ValidationResult } from './result.ts';
import { isBlank, looksLikeEmail } from './text.ts';

export interface LoginForm {
  readonly email: string;
  readonly password: string;
  /** Whether the captcha is solved; ignored where the form has no captcha. */
  readonly captchaSolved?: boolean;
}

export type LoginField = 'email' | 'password' | 'captcha';

export interface LoginOptions {
  /** The login page has a captcha; pass `false` for a form without one. Default `true`. */
  readonly requireCaptcha?: boolean;
}

/** Checks, in order: email, password, captcha. */
export function validateLogin(
  form: LoginForm,
  { requireCaptcha = true }: LoginOptions = {},
): ValidationResult<LoginField> {
  return resultOf<LoginField>([
    ['email', isBlank(form.email) && MESSAGES.emailRequired],
    ['password', isBlank(form.password) && MESSAGES.passwordRequired],
    ['captcha', requireCaptcha && form.captchaSolved !== true && MESSAGES.captchaRequired],
  ]);
}

/** The 'Send me new password' link shows only once the username looks like an email. */
export function showsForgotPasswordLink(username: string | null | undefined): boolean {
  return looksLikeEmail(username);
}
