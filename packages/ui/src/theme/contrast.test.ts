import { describe, expect, it } from 'vitest';
import { color } from './tokens.ts';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// WCAG 2.2 AA: 4.5:1 for text (1.4.3), 3:1 for controls' boundaries and graphics (1.4.11).
const text: [string, string, string][] = [
  ['body text on the page', color.neutral.text, color.neutral.page],
  ['muted text on the page', color.neutral.textMuted, color.neutral.page],
  ['muted text on a sunken surface', color.neutral.textMuted, color.neutral.surfaceSunken],
  ['disabled text on a muted surface', color.neutral.textDisabled, color.neutral.surfaceMuted],
  ['button text on brand', color.brand.onSolid, color.brand.solid],
  ['button text on brand hover', color.brand.onSolid, color.brand.solidHover],
  ['brand text on the page', color.brand.text, color.neutral.page],
  ['brand text on brand subtle', color.brand.text, color.brand.subtle],
  ['inverse text (toasts, tooltips)', color.neutral.onInverse, color.neutral.inverse],
  ['danger text on the page', color.feedback.danger, color.neutral.page],
  ['info message', color.feedback.infoText, color.feedback.infoSurface],
  ['success message', color.feedback.successText, color.feedback.successSurface],
  ['warning message', color.feedback.warningText, color.feedback.warningSurface],
  ['danger message', color.feedback.dangerText, color.feedback.dangerSurface],
  ...(['grey', 'green', 'purple', 'dark', 'teal', 'red'] as const).map(
    (status): [string, string, string] => [
      `${status} status badge`,
      color.status.onStatus,
      color.status[status],
    ],
  ),
];

const graphics: [string, string, string][] = [
  ['input border on the page', color.neutral.border, color.neutral.page],
  ['filled star on the page', color.accent.star, color.neutral.page],
  ['empty star outline on the page', color.accent.starEmpty, color.neutral.page],
  ['focus ring on the page', color.focus, color.neutral.page],
  ['focus ring on brand', color.focus, color.brand.subtle],
];

describe('theme colours meet WCAG 2.2 AA', () => {
  it.each(text)('%s reaches 4.5:1', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });
  it.each(graphics)('%s reaches 3:1', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(3);
  });
});
