import { expect } from '@trails/playwright-config/fixtures';
import type { Page } from '@playwright/test';

// The journey's test (pointed at the site global-setup started) and the axe check are shared
// with the other apps' journeys.
export { expect, seriousViolations, test } from '@trails/playwright-config/fixtures';

export const valid = {
  'First name': 'Kamal',
  'Last name': 'Jayasinghe',
  'Business name': 'Knuckles Ridge Trails',
  Email: 'kamal@example.com',
  Password: 'Horton plains 2200m',
  'Confirm password': 'Horton plains 2200m',
};

export type FieldLabel = keyof typeof valid;

/** The input of the sign-up form labelled so (the label also holds the required mark). */
export function field(page: Page, label: FieldLabel) {
  return page.getByLabel(new RegExp(`^${label}`));
}

/** A unique address per run and test, so reruns never meet an address already taken. */
export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The checkbox of the ALTCHA widget. */
export function captchaCheckbox(page: Page) {
  return page.getByRole('checkbox', { name: "I'm not a robot" });
}

/** Waits for the real ALTCHA proof-of-work to be solved. */
export async function solveCaptcha(page: Page) {
  // The puzzle starts when a field of the form is first focused (ADR 293); moving to the
  // checkbox starts it for a form nothing was typed in yet.
  // Its checkbox is named for the state: 'I'm not a robot', 'Verifying…', 'Verified'.
  await page.locator('altcha-widget').getByRole('checkbox').focus();
  await expect(page.locator('altcha-widget')).toContainText('Verified');
}
