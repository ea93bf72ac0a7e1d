import { expect, test } from 'vitest';
import { HELP_SECTION_LABEL, helpSectionFromSid, HelpSection } from '../src/help-section.ts';

test('help sections are 0 privacy, 1 disclaimers, 2 cookie policy', () => {
  expect(HelpSection).toEqual({ Privacy: 0, Disclaimers: 1, CookiePolicy: 2 });
  expect(HELP_SECTION_LABEL).toEqual({ 0: 'Privacy', 1: 'Disclaimers', 2: 'Cookie policy' });
});

test('a /help/{sid} path names its section; any other sid names none', () => {
  expect(['0', '1', '2'].map(helpSectionFromSid)).toEqual([0, 1, 2]);
  expect(['3', '-1', '01', '1.0', '', 'privacy'].map(helpSectionFromSid)).toEqual([
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
  ]);
});
