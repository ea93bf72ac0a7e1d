import axe from 'axe-core';

/**
 * Runs axe-core on what a story rendered and returns the violations.
 *
 * It checks `document.body`, not just the render container, so content that radix-ui portals
 * out of the container (dialogs, popovers, toasts, tooltips) is checked too.
 *
 * Rules off, and why:
 * - `color-contrast`: jsdom has no layout or cascade to compute colours from; the theme's
 *   contrast is proven on the tokens instead (`src/theme/contrast.test.ts`), and Storybook's
 *   a11y panel runs the rule in a real browser.
 * - `region`, `landmark-one-main`, `page-has-heading-one`: page-level rules that a single
 *   component cannot meet; the apps' pages are checked with them in their own journeys.
 */
export async function axeViolations(root: Element = document.body): Promise<axe.Result[]> {
  const results = await axe.run(root, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    },
    rules: {
      'color-contrast': { enabled: false },
      region: { enabled: false },
      'landmark-one-main': { enabled: false },
      'page-has-heading-one': { enabled: false },
    },
    resultTypes: ['violations'],
  });
  return results.violations;
}

/** A readable summary of violations for a failing assertion. */
export function describeViolations(violations: axe.Result[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id}: ${violation.help}\n` +
        violation.nodes.map((node) => `  ${node.html}`).join('\n'),
    )
    .join('\n');
}
