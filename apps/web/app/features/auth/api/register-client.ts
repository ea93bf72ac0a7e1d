// POST /api/register (user_type 3), through this site's /auth/register, which adds the client
// credentials (ADR 080). `confim_password` is the published spelling.
import { postJson } from './answer.ts';
import type { Outcome } from './answer.ts';

export interface ClientSignUp {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly offers: boolean;
  readonly altcha: string | null;
}

export function registerClient(form: ClientSignUp): Promise<Outcome<{ message?: string }>> {
  return postJson('/auth/register', {
    first_name: form.firstName.trim(),
    last_name: form.lastName.trim(),
    email: form.email.trim(),
    password: form.password,
    confim_password: form.confirmPassword,
    offers: form.offers,
    ...(form.altcha ? { altcha: form.altcha } : {}),
  });
}
