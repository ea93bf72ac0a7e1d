// Reviews (issue 17): the demo traveller's Completed booking is asked for its review by the
// queue's review request job (every minute); the mail's link opens the review-by-token page,
// where a review with two photos is added — with scripts, and without them — and shows on the
// tour page. A spent link opened again says the review was received (ADR 221); a link that
// opens nothing leads to /404.
import type { Page } from '@playwright/test';
import { MESSAGES } from '@trails/domain/messages';
import { expect, seriousViolations, test } from './fixtures.ts';

// Both journeys spend one of the demo traveller's two links: one after the other.
test.describe.configure({ mode: 'serial' });

const TRAVELLER = 'traveller@lankatrails.example';
/** A 1×1 PNG and a 1×1 GIF: photos the API takes (type by bytes) and re-encodes. */
const PHOTOS = [
  {
    name: 'ridge.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  },
  {
    name: 'falls.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  },
];

/** The review links mailed to the demo traveller, once the job and the outbox have run. */
async function reviewLinks(page: Page, count: number): Promise<string[]> {
  let links: string[] = [];
  // The request job runs every minute and the outbox sends right after: look again until then.
  await expect(async () => {
    const answer = await page.request.get(`${process.env.E2E_API_URL}/dev/mailbox/messages`);
    const mails = (await answer.json()) as { to: string; links: string[] }[];
    links = mails
      .filter((mail) => mail.to === TRAVELLER)
      .flatMap((mail) => mail.links)
      .filter((link) => /\/tour\/review\/rv_/.test(link));
    expect(links.length).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: 150_000, intervals: [2_000] });
  return links.map((link) => new URL(link).pathname);
}

/** Opens the first link that still opens a review form; answers its path and tour title. */
async function openUnspentLink(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    // A spent link stays on its address and says the review was received (ADR 221): only a
    // page with the form is unspent.
    const form = page.locator('#reviewed-activity');
    if (new URL(page.url()).pathname === path && (await form.count()) > 0) {
      const title = (await form.textContent())!;
      return { path, title };
    }
  }
  throw new Error('every review link is spent');
}

/** Which of the five stars are drawn filled: their shape's computed fill, as the browser draws it. */
function litStars(page: Page) {
  return page
    .getByRole('group', { name: MESSAGES.ratingQuestion })
    .locator('label svg path')
    .evaluateAll((stars) => stars.map((star) => getComputedStyle(star).fill !== 'none'));
}

async function expectReviewOnTour(page: Page, feedback: string) {
  await page.getByRole('link', { name: 'See your review on the tour' }).click();
  await expect(page).toHaveURL(/\/details\/\d+$/);
  const review = page.getByRole('listitem').filter({ hasText: feedback });
  // The site and the API keep catalogue answers a few seconds: look again until they are new.
  await expect(async () => {
    await page.reload();
    await expect(review).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 40_000 });
  await expect(review.getByRole('img', { name: 'Photo from the review' })).toHaveCount(2);
  await expect(review.getByRole('img', { name: /out of 5 stars/ })).toBeVisible();
}

test('a completed booking’s review mail opens the token page; a review with two photos shows on the tour page', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const paths = await reviewLinks(page, 1);
  const { path, title } = await openUnspentLink(page, paths);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review your trip');
  await expect(page.getByText(/^Booking reference: /)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // §5: no stars first.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').first()).toHaveText(MESSAGES.rateYourActivity);

  await page.getByRole('radio', { name: '4 stars' }).check({ force: true });
  expect(await litStars(page)).toEqual([true, true, true, true, false]);
  // A pointer over the stars lights them up to the one under it, then leaves the choice.
  await page.getByRole('radio', { name: '2 stars' }).hover({ force: true });
  expect(await litStars(page)).toEqual([true, true, false, false, false]);
  await page.getByRole('heading', { level: 1 }).hover();
  expect(await litStars(page)).toEqual([true, true, true, true, false]);
  const feedback = `Mist over the ridge, then the whole valley at once (${Date.now()}).`;
  await page.getByLabel('Your review').fill(feedback);
  // The review's own counter (the footer's inquiry form has one too).
  await expect(page.getByTestId('character-counter').filter({ hasText: /\/500$/ })).toHaveText(
    `${feedback.length}/500`,
  );
  await page.getByLabel(/^Photos/).setInputFiles(PHOTOS);
  await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('img')).toHaveCount(2);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toHaveText(MESSAGES.reviewAddedByToken);

  await expectReviewOnTour(page, feedback);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // The link worked once: opened again, it says the review was received (ADR 221) and points to
  // the tour; a link that opens nothing still ends on /404.
  const reviewedTour = page.url();
  await page.goto(path);
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('status')).toHaveText(MESSAGES.reviewAlreadyReceived);
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'See your review on the tour' }).click();
  await expect(page).toHaveURL(reviewedTour);
  await page.goto(`${path.slice(0, -4)}abcd`);
  await expect(page).toHaveURL(/\/404$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the token page’s form adds a review with two photos as a plain form post', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const paths = await reviewLinks(page, 2);
    await openUnspentLink(page, paths);
    // Sent empty, the page comes back saying what each field needs, as the account's dialog does.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByRole('group', {
        name: MESSAGES.ratingQuestion,
        description: MESSAGES.rateYourActivity,
      }),
    ).toBeVisible();
    await expect(
      page.getByRole('textbox', { name: 'Your review', description: MESSAGES.writeYourReview }),
    ).toBeVisible();
    // The star tapped, and those before it, look chosen: no script draws them.
    expect(await litStars(page)).toEqual([false, false, false, false, false]);
    await page.getByRole('radio', { name: '4 stars' }).check({ force: true });
    expect(await litStars(page)).toEqual([true, true, true, true, false]);
    await page.getByRole('radio', { name: '5 stars' }).check({ force: true });
    expect(await litStars(page)).toEqual([true, true, true, true, true]);
    const feedback = `Tea country from the train window, no script needed (${Date.now()}).`;
    await page.getByLabel('Your review').fill(feedback);
    await page.getByLabel(/^Photos/).setInputFiles(PHOTOS);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status')).toHaveText(MESSAGES.reviewAddedByToken);
    // The tour page draws its reviews in a streamed part that needs scripts to show; the API's
    // answer for that page holds the review and its two photos.
    const href = await page
      .getByRole('link', { name: 'See your review on the tour' })
      .getAttribute('href');
    const id = /\/activity\/details\/(\d+)$/.exec(href ?? '')?.[1];
    await expect(async () => {
      const answer = await page.request.get(`/api/activity?id=${id}`);
      const reviews = (
        (await answer.json()) as {
          data: { clientReviews: { review_feedback: string; images: unknown[] }[] };
        }
      ).data.clientReviews;
      const review = reviews.find((entry) => entry.review_feedback === feedback);
      expect(review?.images).toHaveLength(2);
    }).toPass({ timeout: 20_000 });
  });
});
