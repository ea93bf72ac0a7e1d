// Account steps shared by journeys: the real proof-of-work captcha and a new customer signed up
// through the sign-up page (logged out afterwards, on /login, as the site leaves them).
import type { Page } from '@playwright/test';
import { uniqueEmail } from './booking-steps.ts';
import { expect } from './fixtures.ts';

/**
 * Waits for the real ALTCHA proof-of-work. It starts when a field of the form is first focused
 * (ADR 293); moving to its checkbox by keyboard starts it for a form nothing was typed in yet.
 */
export async function solveCaptcha(page: Page, scope = page.locator('body')) {
  // Its checkbox is named for the state: 'I'm not a robot', 'Verifying…', 'Verified'.
  await scope.locator('altcha-widget').getByRole('checkbox').focus();
  await expect(scope.locator('altcha-widget')).toContainText('Verified');
}

/** Signs up a customer through the sign-up page; returns the address and password. */
export async function signUp(page: Page, firstName: string) {
  const email = uniqueEmail(firstName.toLowerCase());
  const password = 'Kandy-Lake-Walk-2026';
  await page.goto('/account/signup');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill('Perera');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await solveCaptcha(page, form);
  await form.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  return { email, password };
}
