// Reviews with photos (issue 17): the review request job (idempotent, once with two workers),
// the e-mailed token (single use, expiring), the review modal (only the caller's Completed
// booking, once), the photo upload (type by bytes, polyglots refused, metadata stripped, at most
// three) and the review counting in its tour's average.
import { readdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@trails/domain/messages';
import { testDatabaseUrl } from '../src/config.ts';
import { openDatabase, queryRows } from '../src/db/client.ts';
import { requestReviews, reviewRequestJob } from '../src/modules/reviews/request-job.ts';
import {
  REVIEW_TOKEN_LIFETIME_DAYS,
  hashReviewToken,
  mintReviewToken,
} from '../src/modules/reviews/tokens.ts';
import { bearer, logIn, registerAccount } from './support/accounts.ts';
import { insertBooking } from './support/bookings.ts';
import { activeTourIds } from './support/catalogue.ts';
import { expectContract } from './support/contract.ts';
import { countRows, createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

let t: TestApp;
let nimal: string;
let nimalId: number;
let kasun: string;
let tours: number[];
let serial = 0;

beforeAll(async () => {
  t = await createTestApp({ captchaProvider: 'off' });
  nimal = await logIn(t, await registerAccount(t));
  kasun = await logIn(t, await registerAccount(t));
  nimalId = (await get('/api/account/profile', nimal)).json().data.id;
  tours = await activeTourIds(t.db);
});
afterAll(() => t?.close());

function get(url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
}

function post(url: string, payload: object, token?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    ...(token ? { headers: bearer(token) } : {}),
  });
}

/** A paid booking of Nimal's on its own tour (so tour counts are this test's alone). */
async function completedBooking(status = 4) {
  serial += 1;
  const tourId = tours[serial % tours.length]!;
  const id = await insertBooking(t.db, {
    userId: nimalId,
    tourId,
    startDate: '2026-06-01',
    status,
  });
  const [tour] = await queryRows<{
    supplier_user_id: number;
    rating_count: number;
    rating_total: number;
  }>(
    t.db,
    sql`SELECT supplier_user_id, rating_count, rating_total FROM tours WHERE id = ${tourId}`,
  );
  return {
    id,
    tourId,
    supplierId: Number(tour!.supplier_user_id),
    ratingCount: Number(tour!.rating_count),
    ratingTotal: Number(tour!.rating_total),
  };
}

/** Gives a booking a review link as the job would, and answers the token. */
async function linkFor(bookingId: number, now = new Date()): Promise<string> {
  const { token, hash } = mintReviewToken(now);
  await t.db.execute(sql`UPDATE bookings SET review_token_hash = ${hash} WHERE id = ${bookingId}`);
  return token;
}

function tokenReview(
  booking: { id: number; tourId: number; supplierId: number },
  token: string,
  overrides: object = {},
) {
  return {
    user_id: nimalId,
    supplier_user_id: booking.supplierId,
    activity_id: booking.tourId,
    booking_id: booking.id,
    review_rating: 4,
    review_feedback: 'Misty start, clear summit, a guide who knew every bird.',
    token,
    ...overrides,
  };
}

/** A multipart body with one file and the token, as a browser's form sends it. */
function multipart(
  file: Buffer,
  tid: string,
  filename = 'photo.jpg',
  type = 'image/jpeg',
  field = 'tid',
) {
  const boundary = `----trails${Math.random().toString(16).slice(2)}`;
  const head = (name: string, extra = '') =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n`;
  const body = Buffer.concat([
    Buffer.from(`${head(field)}\r\n${tid}\r\n`),
    Buffer.from(`${head('file', `; filename="${filename}"`)}Content-Type: ${type}\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(file: Buffer, tid: string, filename?: string, type?: string) {
  const { payload, headers } = multipart(file, tid, filename, type);
  return t.app.inject({ method: 'POST', url: '/api/review/image/upload', payload, headers });
}

/** A photo as a phone takes it: a JPEG whose EXIF holds where it was taken. */
async function photoWithGps(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 70 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TrailPhone', Model: 'X1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '7/1 17/1 30/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '80/1 38/1 0/1',
      },
    })
    .toBuffer();
}

async function png(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0ffee' } })
    .png()
    .toBuffer();
}

describe('the review request job', () => {
  it('mails each Completed booking once, with a link whose hash alone is stored; a second run sends nothing', async () => {
    const booking = await completedBooking();
    const email = `review-${booking.id}@example.com`;
    await t.db.execute(sql`UPDATE bookings SET contact_email = ${email} WHERE id = ${booking.id}`);
    const upcoming = await completedBooking(1);

    await t.app.jobs.send(reviewRequestJob, {});
    const first = await t.app.jobs.runDue([reviewRequestJob]);
    expect(first.completed).toBe(1);

    const mails = await queryRows<{ text_body: string; subject: string }>(
      t.db,
      sql`SELECT text_body, subject FROM mail_outbox WHERE to_address = ${email}`,
    );
    expect(mails).toHaveLength(1);
    const link = /https?:\/\/\S+\/tour\/review\/(rv_\S+)/.exec(mails[0]!.text_body);
    expect(link).not.toBeNull();
    const [stored] = await queryRows<{ review_token_hash: string | null }>(
      t.db,
      sql`SELECT review_token_hash FROM bookings WHERE id = ${booking.id}`,
    );
    expect(stored!.review_token_hash).toBe(hashReviewToken(link![1]!));
    expect(stored!.review_token_hash).not.toContain(link![1]!);
    const [notAsked] = await queryRows<{ review_token_hash: string | null }>(
      t.db,
      sql`SELECT review_token_hash FROM bookings WHERE id = ${upcoming.id}`,
    );
    expect(notAsked!.review_token_hash).toBeNull();

    // The link opens the token page's data.
    const page = await post('/api/review/booking', { token: link![1]! });
    expectContract(page, 'getReviewByToken');
    expect(page.json().data.booking.id).toBe(booking.id);

    const outbox = await countRows(t.db, 'mail_outbox');
    await t.app.jobs.send(reviewRequestJob, {});
    await t.app.jobs.runDue([reviewRequestJob]);
    expect(await requestReviews(t.db, 'http://site.test', new Date())).toBe(0);
    expect(await countRows(t.db, 'mail_outbox')).toBe(outbox);
  });

  it('asks once when two workers on two connections run at the same moment', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push((await completedBooking()).id);
    const marker = `twice-${Date.now()}`;
    await t.db.execute(
      sql`UPDATE bookings SET contact_email = ${marker} || '-' || id || '@example.com'
        WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    );
    // The second worker is another connection to the same database (PostgreSQL); on PGlite the
    // process has one embedded connection, so both share it, as two workers of one instance do.
    const second = t.engine === 'postgres' ? await secondConnection() : null;
    try {
      const [a, b] = await Promise.all([
        requestReviews(t.db, 'http://site.test', new Date()),
        requestReviews(second?.db ?? t.db, 'http://site.test', new Date()),
      ]);
      expect(a + b).toBeGreaterThanOrEqual(ids.length);
      const rows = await queryRows<{ to_address: string; n: number }>(
        t.db,
        sql`SELECT to_address, count(*)::int AS n FROM mail_outbox
          WHERE to_address LIKE ${`${marker}-%`} GROUP BY to_address`,
      );
      expect(rows).toHaveLength(ids.length);
      for (const row of rows) expect(Number(row.n), row.to_address).toBe(1);
    } finally {
      await second?.close();
    }
  });
});

/** The same database as the test app's, through a pool of its own (PostgreSQL only). */
async function secondConnection() {
  const [row] = await queryRows<{ schema: string }>(t.db, sql`SELECT current_schema() AS schema`);
  return openDatabase({
    engine: 'postgres',
    url: testDatabaseUrl()!,
    schema: row!.schema,
    poolSize: 2,
  });
}

describe('the review token', () => {
  it('adds the review once; the spent token then writes nothing', async () => {
    const booking = await completedBooking();
    const token = await linkFor(booking.id);
    const added = await post('/api/review/add/token', tokenReview(booking, token));
    expectContract(added, 'addReviewByToken');
    expect(added.json()).toEqual({ data: { review: 'review added' } });

    const again = await post('/api/review/add/token', tokenReview(booking, token));
    expect(again.statusCode).toBe(404);
    expect((await upload(await png(), token)).statusCode).toBe(404);
    const [count] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM reviews WHERE booking_id = ${booking.id}`,
    );
    expect(Number(count!.n)).toBe(1);
  });

  it('says a used link’s review was received, naming its tour (410), instead of 404', async () => {
    const booking = await completedBooking();
    const token = await linkFor(booking.id);
    await post('/api/review/add/token', tokenReview(booking, token));

    const opened = await post('/api/review/booking', { token });
    expect(opened.statusCode).toBe(410);
    expectContract(opened, 'getReviewByToken');
    // The tour only: the mail named it already; nothing of the booking or the review.
    expect(opened.json()).toEqual({
      message: MESSAGES.reviewAlreadyReceived,
      activity_id: booking.tourId,
    });
  });

  it('says so too when the review came from the account, and after the link expired', async () => {
    const booking = await completedBooking();
    const issued = new Date(Date.now() - (REVIEW_TOKEN_LIFETIME_DAYS + 1) * 24 * 3600 * 1000);
    const token = await linkFor(booking.id, issued);
    const modal = await post(
      `/api/account/my-bookings/${booking.id}/review`,
      {
        supplier_id: booking.supplierId,
        activity_id: booking.tourId,
        rating: 5,
        feedback: 'Lovely.',
      },
      nimal,
    );
    expect(modal.statusCode).toBe(200);
    const opened = await post('/api/review/booking', { token });
    expect(opened.statusCode).toBe(410);
    expect(opened.json().activity_id).toBe(booking.tourId);
  });

  it('still answers 404 for an unknown link; a review left at 0 stars leaves its link open', async () => {
    const unknown = mintReviewToken(new Date()).token;
    expect((await post('/api/review/booking', { token: unknown })).statusCode).toBe(404);
    // A review left at 0 stars may still be written (spec §4): its link is not used.
    const booking = await completedBooking();
    const token = await linkFor(booking.id);
    await t.db.execute(
      sql`INSERT INTO reviews (tour_id, booking_id, user_id, supplier_user_id, rating, feedback)
        VALUES (${booking.tourId}, ${booking.id}, ${nimalId}, ${booking.supplierId}, 0, '')`,
    );
    expect((await post('/api/review/booking', { token })).statusCode).toBe(200);
  });

  it('adds one review when the same token is sent twice at once', async () => {
    const booking = await completedBooking();
    const token = await linkFor(booking.id);
    const answers = await Promise.all([
      post('/api/review/add/token', tokenReview(booking, token)),
      post('/api/review/add/token', tokenReview(booking, token, { review_rating: 2 })),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    const [tour] = await queryRows<{ rating_count: number; rating_total: number }>(
      t.db,
      sql`SELECT rating_count, rating_total FROM tours WHERE id = ${booking.tourId}`,
    );
    expect(Number(tour!.rating_count)).toBe(booking.ratingCount + 1);
  });

  it(`expires after ${REVIEW_TOKEN_LIFETIME_DAYS} days, and a changed expiry matches nothing`, async () => {
    const booking = await completedBooking();
    const issued = new Date(Date.now() - (REVIEW_TOKEN_LIFETIME_DAYS + 1) * 24 * 3600 * 1000);
    const token = await linkFor(booking.id, issued);
    expect((await post('/api/review/booking', { token })).statusCode).toBe(404);
    expect((await post('/api/review/add/token', tokenReview(booking, token))).statusCode).toBe(404);
    // Moving the expiry forward in the token changes its hash: no booking has it.
    // (the secret is base64url and may itself hold '_')
    const secret = token.slice(token.indexOf('_', 3) + 1);
    const later = Math.floor(Date.now() / 1000 + 86400).toString(36);
    expect((await post('/api/review/booking', { token: `rv_${later}_${secret}` })).statusCode).toBe(
      404,
    );
    const reviews = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM reviews WHERE booking_id = ${booking.id}`,
    );
    expect(Number(reviews[0]!.n)).toBe(0);
  });

  it('refuses ids that are not the token’s booking with 400 naming the field, writing nothing', async () => {
    const booking = await completedBooking();
    const token = await linkFor(booking.id);
    const reviews = await countRows(t.db, 'reviews');
    const wrong = await post(
      '/api/review/add/token',
      tokenReview(booking, token, { booking_id: booking.id + 1000 }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toHaveProperty('booking_id');
    const blank = await post(
      '/api/review/add/token',
      tokenReview(booking, token, { review_feedback: '   ' }),
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.feedback).toEqual([MESSAGES.writeYourReview]);
    const long = await post(
      '/api/review/add/token',
      tokenReview(booking, token, { review_feedback: 'a'.repeat(501) }),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toHaveProperty('review_feedback');
    expect(await countRows(t.db, 'reviews')).toBe(reviews);
  });

  it('refuses a supplier_user_id that is not the tour’s supplier, naming it, writing nothing', async () => {
    const booking = await completedBooking();
    const token = await linkFor(booking.id);
    const reviews = await countRows(t.db, 'reviews');
    const wrong = await post(
      '/api/review/add/token',
      tokenReview(booking, token, { supplier_user_id: booking.supplierId + 1000 }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      supplier_user_id: ["The supplier_user_id is not the tour's supplier."],
    });
    expect(await countRows(t.db, 'reviews')).toBe(reviews);
  });

  it('opens nothing for a booking that is not Completed', async () => {
    const booking = await completedBooking(1);
    const token = await linkFor(booking.id);
    expect((await post('/api/review/booking', { token })).statusCode).toBe(404);
  });
});

describe('the review modal', () => {
  function modal(
    booking: { id: number; tourId: number; supplierId: number },
    token: string,
    rating = 5,
  ) {
    return post(
      `/api/account/my-bookings/${booking.id}/review`,
      {
        supplier_id: booking.supplierId,
        activity_id: booking.tourId,
        rating,
        feedback: 'Lovely morning.',
      },
      token,
    );
  }

  it('reviews the caller’s Completed booking once; it then lists read-only and counts in the tour', async () => {
    const booking = await completedBooking();
    const added = await modal(booking, nimal);
    expectContract(added, 'reviewMyBooking');
    const again = await modal(booking, nimal, 1);
    expect(again.statusCode).toBe(400);

    const entry = (await get('/api/account/reviews', nimal))
      .json()
      .data.reviews.find((e: { booking_id: number }) => e.booking_id === booking.id);
    expect(entry.reviews).toEqual([
      { id: expect.any(Number), rating: 5, feedback: 'Lovely morning.' },
    ]);

    const activity = (await get(`/api/activity?id=${booking.tourId}`)).json().data;
    expect(activity.rating_count).toBe(booking.ratingCount + 1);
    expect(activity.average_rating).toBeCloseTo(
      (booking.ratingTotal + 5) / (booking.ratingCount + 1),
      2,
    );
    expect(activity.clientReviews[0]).toMatchObject({
      review_rating: 5,
      review_feedback: 'Lovely morning.',
    });
  });

  it('answers 404 for another client’s booking and writes nothing', async () => {
    const booking = await completedBooking();
    const reviews = await countRows(t.db, 'reviews');
    expect((await modal(booking, kasun)).statusCode).toBe(404);
    expect((await modal({ ...booking, id: 2_000_000 }, nimal)).statusCode).toBe(404);
    expect(await countRows(t.db, 'reviews')).toBe(reviews);
  });

  it('refuses a booking that is not Completed, and ids that are not the booking’s', async () => {
    const upcoming = await completedBooking(1);
    expect((await modal(upcoming, nimal)).statusCode).toBe(400);
    const booking = await completedBooking();
    const wrongTour = await modal({ ...booking, tourId: booking.tourId + 1 }, nimal);
    expect(wrongTour.statusCode).toBe(400);
    expect(wrongTour.json().errors).toHaveProperty('activity_id');
  });
});

/** The account's modal: a photo for the caller's own booking, with the bearer token. */
function uploadToMyBooking(file: Buffer, bookingId: number, token?: string) {
  const { payload, headers } = multipart(
    file,
    String(bookingId),
    'p.png',
    'image/png',
    'booking_id',
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/review/image/upload',
    payload,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
  });
}

describe('photos from the review modal (bearer token and booking_id)', () => {
  it('uploads to the caller’s Completed booking; the photos join the modal’s review and the tour', async () => {
    const booking = await completedBooking();
    const answer = await uploadToMyBooking(await png(), booking.id, nimal);
    expectContract(answer, 'uploadReviewImage');
    expect(answer.json().status).toBe(true);
    const [image] = answer.json().images;

    const listed = (await get('/api/account/reviews', nimal))
      .json()
      .data.reviews.find((e: { booking_id: number }) => e.booking_id === booking.id);
    expect(listed.images).toEqual([image]);

    const review = await post(
      `/api/account/my-bookings/${booking.id}/review`,
      { supplier_id: booking.supplierId, activity_id: booking.tourId, rating: 3, feedback: 'Wet.' },
      nimal,
    );
    expect(review.statusCode).toBe(200);
    const shown = (await get(`/api/activity?id=${booking.tourId}`)).json().data.clientReviews[0];
    expect(shown.images.map((i: { name: string }) => i.name)).toEqual([image.name]);
    // Part of a review now: it cannot be deleted any more.
    expect((await post('/api/review/image/delete', { id: image.id }, nimal)).statusCode).toBe(404);
  });

  it('answers 404 for another client’s booking and 400 naming tid without a token', async () => {
    const booking = await completedBooking();
    const media = await countRows(t.db, 'media');
    expect((await uploadToMyBooking(await png(), booking.id, kasun)).statusCode).toBe(404);
    const anonymous = await uploadToMyBooking(await png(), booking.id);
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json().errors).toHaveProperty('tid');
    expect(await countRows(t.db, 'media')).toBe(media);
    const upcoming = await completedBooking(1);
    expect((await uploadToMyBooking(await png(), upcoming.id, nimal)).statusCode).toBe(400);
  });

  it('deletes the caller’s own photo with the bearer token; another client gets 404', async () => {
    const booking = await completedBooking();
    const [image] = (await uploadToMyBooking(await png(), booking.id, nimal)).json().images;
    expect((await post('/api/review/image/delete', { id: image.id }, kasun)).statusCode).toBe(404);
    const anonymous = await post('/api/review/image/delete', { id: image.id });
    expect(anonymous.statusCode).toBe(400);
    const deleted = await post('/api/review/image/delete', { id: image.id }, nimal);
    expect(deleted.json()).toEqual({ status: true, images: [] });
  });
});

describe('review photos', () => {
  it('strips EXIF and GPS, re-encodes, and serves the photo in widths', async () => {
    const booking = await completedBooking();
    const token = await linkFor(booking.id);
    const original = await photoWithGps();
    // The test photo does carry a GPS position (EXIF's GPS IFD) before the upload.
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(original.includes(Buffer.from('TrailPhone'))).toBe(true);

    const answer = await upload(original, token);
    expectContract(answer, 'uploadReviewImage');
    const body = answer.json();
    expect(body.status).toBe(true);
    expect(body.images).toHaveLength(1);
    const image = body.images[0];
    expect(image.srcset).toContain('320w');

    const served = await t.app.inject({ method: 'GET', url: `/media/${image.name}?w=320` });
    expect(served.statusCode).toBe(200);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.width).toBe(320);
    // The kept original too: no EXIF, no GPS.
    const stored = await t.app.media.uploads.get(image.name);
    expect(stored).toBeDefined();
    const kept = await sharp(stored!).metadata();
    expect(kept.format).toBe('webp');
    expect(kept.exif).toBeUndefined();
    expect(stored!.includes(Buffer.from('TrailPhone'))).toBe(false);

    // The page shows it, and the review takes it along.
    expect((await post('/api/review/booking', { token })).json().data.images).toEqual([image]);
    await post('/api/review/add/token', tokenReview(booking, token));
    const shown = (await get(`/api/activity?id=${booking.tourId}`)).json().data.clientReviews[0];
    expect(shown.images.map((i: { name: string }) => i.name)).toEqual([image.name]);
  });

  it('refuses a renamed file and a polyglot with 400 naming the file, keeping nothing', async () => {
    const booking = await completedBooking();
    const token = await linkFor(booking.id);
    const media = await countRows(t.db, 'media');
    const uploadsBefore = await readdir(`${t.app.config.dataDir}/uploads`).catch(() => []);

    const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const pngPlusZip = Buffer.concat([
      await png(),
      Buffer.from('PK\u0003\u0004hidden.html<script>alert(1)</script>'),
    ]);
    const jpegPlusHtml = Buffer.concat([
      await photoWithGps(40, 30),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    for (const [what, file] of [
      ['a PDF named photo.jpg', pdf],
      ['an SVG named photo.jpg', svg],
      ['HTML named photo.jpg', html],
      ['a PNG with a ZIP after it', pngPlusZip],
      ['a JPEG with HTML after it', jpegPlusHtml],
    ] as const) {
      const answer = await upload(file, token, 'photo.jpg', 'image/jpeg');
      expect(answer.statusCode, what).toBe(400);
      expect(answer.json().errors, what).toHaveProperty('file');
    }
    expect(await countRows(t.db, 'media')).toBe(media);
    expect(await readdir(`${t.app.config.dataDir}/uploads`).catch(() => [])).toEqual(uploadsBefore);
  });

  it('decides the type by the bytes: a PNG named .gif is taken as the PNG it is', async () => {
    const booking = await completedBooking();
    const token = await linkFor(booking.id);
    const answer = await upload(await png(), token, 'holiday.gif', 'image/gif');
    expect(answer.json().status).toBe(true);
  });

  it('takes at most three; a fourth answers status false with the spec’s message', async () => {
    const booking = await completedBooking();
    const token = await linkFor(booking.id);
    for (let i = 0; i < 3; i++) expect((await upload(await png(), token)).json().status).toBe(true);
    const fourth = await upload(await png(), token);
    expect(fourth.statusCode).toBe(200);
    expect(fourth.json()).toMatchObject({ status: false, message: MESSAGES.maxReviewImages });
    expect(fourth.json().images).toHaveLength(3);
  });

  it('keeps three when four uploads arrive at once', async () => {
    const booking = await completedBooking();
    const token = await linkFor(booking.id);
    const photos = await Promise.all([1, 2, 3, 4].map((i) => png(16 * i, 16)));
    const answers = await Promise.all(photos.map((photo) => upload(photo, token)));
    expect(answers.filter((a) => a.json().status === true)).toHaveLength(3);
    const [count] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM review_images WHERE booking_id = ${booking.id}`,
    );
    expect(Number(count!.n)).toBe(3);
    const names = new Set((await readdir(`${t.app.config.dataDir}/uploads`)).map(String));
    const kept = await queryRows<{ media_name: string }>(
      t.db,
      sql`SELECT media_name FROM review_images WHERE booking_id = ${booking.id}`,
    );
    for (const { media_name } of kept) expect(names.has(`${media_name}.webp`)).toBe(true);
  });

  it('refuses a file over the size limit with 413, and an image over the pixel limit with 400', async () => {
    const booking = await completedBooking();
    const token = await linkFor(booking.id);
    const huge = Buffer.concat([await png(), Buffer.alloc(9 * 1024 * 1024)]);
    expect((await upload(huge, token, 'big.png', 'image/png')).statusCode).toBe(413);
    // 8000 × 6000 = 48 megapixels: a small file, a large decode.
    const wide = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const answer = await upload(wide, token, 'wide.png', 'image/png');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toHaveProperty('file');
  });

  it('deletes a photo only with its own token; another token or id answers 404', async () => {
    const booking = await completedBooking();
    const token = await linkFor(booking.id);
    const other = await completedBooking();
    const otherToken = await linkFor(other.id);
    const [image] = (await upload(await png(), token)).json().images;

    expect(
      (await post('/api/review/image/delete', { id: image.id, tid: otherToken })).statusCode,
    ).toBe(404);
    const deleted = await post('/api/review/image/delete', { id: image.id, tid: token });
    expectContract(deleted, 'deleteReviewImage');
    expect(deleted.json()).toEqual({ status: true, images: [] });
    expect(await t.app.media.uploads.get(image.name)).toBeUndefined();
    expect(
      (await t.app.inject({ method: 'GET', url: `/media/${image.name}?w=320` })).statusCode,
    ).toBe(404);
  });

  it('refuses an upload without a valid token (404) and a JSON body (415)', async () => {
    expect((await upload(await png(), 'rv_zzzzzz_' + 'a'.repeat(43))).statusCode).toBe(404);
    const json = await post('/api/review/image/upload', { file: 'x', tid: 'a'.repeat(20) });
    expect(json.statusCode).toBe(415);
  });

  it('refuses a multipart body sent to a JSON operation with 415', async () => {
    const { payload, headers } = multipart(await png(), 'a'.repeat(20));
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/review/booking',
      payload,
      headers,
    });
    expect(answer.statusCode).toBe(415);
  });
});
