import type { Page, Response } from '@playwright/test';
import { expect, test as shared } from '@trails/playwright-config/fixtures';

// The axe check is shared with the other apps' journeys.
export { expect, seriousViolations } from '@trails/playwright-config/fixtures';

/**
 * The journeys' test (pointed at the site global-setup started), whose `page.goto` and
 * `page.reload` of a page of the site resolve once React has taken over the document (its
 * event listeners are on it), as a visitor's taps do from then on (ADR 059). A page sent without
 * scripts resolves as it loads. Every journey fails on a Content Security Policy violation.
 */
export const test = shared.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const cspViolations: string[] = [];
    // The browser's own violation report (the event a `report-to` endpoint would get), said on
    // the console, besides the console error the browser writes for a blocked resource.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `Content Security Policy violation report: ${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        cspViolations.push(message.text());
      }
    });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const untilInteractive = async (response: Response | null) => {
      if (javaScriptEnabled && response?.headers()['content-type']?.startsWith('text/html')) {
        await page.waitForFunction(
          () =>
            !document.querySelector('script[type="module"]') ||
            Object.keys(document).some((key) => key.startsWith('_reactListening')),
        );
      }
      return response;
    };
    // `waitUntil: 'commit'` still returns as soon as the page starts to arrive.
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      return options?.waitUntil === 'commit' ? response : untilInteractive(response);
    };
    page.reload = async (options) => untilInteractive(await reload(options));
    await provide(page);
    expect(cspViolations, 'Content Security Policy violations').toEqual([]);
  },
});

/** The text of the snackbar's latest notice. */
export function notice(page: Page) {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .last();
}

/** The path of the first tour the search lists. */
export async function tourPath(page: Page): Promise<string> {
  const listing = await (await page.request.get('/search?view=list')).text();
  const path = /href="(\/[^"]+\/details\/\d+)"/.exec(listing)?.[1];
  expect(path).toBeTruthy();
  return path!;
}

/** On a tour page: the first pick-up place and its earliest date, until the total is priced. */
export async function priceEarliestDate(page: Page): Promise<void> {
  await page.getByLabel('Pick-up location').selectOption({ index: 1 });
  const earliest = page.getByText(/^Earliest date \d\d\/\d\d\/\d{4}$/);
  await expect(earliest).toBeVisible();
  await page
    .getByLabel('Pick-up date')
    .fill((await earliest.textContent())!.replace('Earliest date ', ''));
  await expect(page.getByTestId('booking-total')).toHaveText(/^\$\d/);
}

/** Opens a tour page and puts the tour in the cart; returns the tour's title. */
export async function addTourToCart(page: Page): Promise<string> {
  await page.goto(await tourPath(page), { waitUntil: 'networkidle' });
  await priceEarliestDate(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  return (await page.getByRole('heading', { level: 1 }).textContent())!;
}
