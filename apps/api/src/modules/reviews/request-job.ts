// The review request (issue 17, ADR 161): every Completed booking (status 4) of a client gets
// one mail with a link to /tour/review/{token}. The job only reads status 4 — the completion job
// of the bookings module makes bookings Completed.
//
// Once, even with several workers: a booking is claimed by writing its token's hash where there
// is none yet (`UPDATE … WHERE review_token_hash IS NULL`), and the mail is written to the outbox
// in that same transaction. A second worker waits for the row lock, then finds the hash set and
// changes nothing; a run that fails before its commit leaves neither the hash nor the mail.
import { sql } from 'drizzle-orm';
import { formatLocalDate } from '@trails/domain/format';
import { BOOKING_MAILS } from '@trails/domain/messages';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { defineJob } from '../jobs/job.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { enqueueMail } from '../mail/repository.ts';
import { escapeHtml } from '../mail/service.ts';
import { COMPLETED } from './service.ts';
import { REVIEW_TOKEN_LIFETIME_DAYS, mintReviewToken } from './tokens.ts';

/** Bookings asked per run; a longer backlog is taken by the next runs. */
const BATCH = 200;

/** Finds the Completed bookings without a review request and mails each one. */
export const reviewRequestJob = defineJob<Record<string, never>>('reviews.request', {
  retries: 3,
  retryDelaySeconds: 60,
  timeoutSeconds: 300,
  key: () => 'sweep',
});

type RequestRow = {
  id: number;
  reference: string;
  start_date: string;
  contact_first_name: string;
  contact_email: string;
  title: string;
};

/**
 * Asks for the review of each Completed booking of a client that has neither a request nor a
 * review yet. Answers how many mails were written. Idempotent: a second run finds nothing.
 */
export async function requestReviews(db: Database, publicUrl: string, now: Date): Promise<number> {
  const due = await queryRows<{ id: number }>(
    db,
    sql`SELECT b.id FROM bookings b
      WHERE b.status = ${COMPLETED} AND b.review_token_hash IS NULL AND b.user_id IS NOT NULL
        AND b.deleted_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.booking_id = b.id AND r.rating > 0)
      ORDER BY b.id LIMIT ${BATCH}`,
  );
  let sent = 0;
  for (const { id } of due) {
    const written = await db.transaction(async (tx) => {
      const { token, hash } = mintReviewToken(now);
      const rows = await queryRows<RequestRow>(
        tx,
        sql`UPDATE bookings b SET review_token_hash = ${hash}, updated_at = now()
          FROM tours t
          WHERE b.id = ${Number(id)} AND t.id = b.tour_id AND b.review_token_hash IS NULL
            AND b.status = ${COMPLETED} AND b.user_id IS NOT NULL
          RETURNING b.id, b.reference, b.start_date::text AS start_date, b.contact_first_name,
            b.contact_email, t.title`,
      );
      const row = rows[0];
      if (!row) return false;
      await enqueueMail(tx, reviewRequestMail(row, `${publicUrl}/tour/review/${token}`));
      return true;
    });
    if (written) sent++;
  }
  return sent;
}

function reviewRequestMail(row: RequestRow, link: string) {
  const words = BOOKING_MAILS.reviewRequest;
  const hello = BOOKING_MAILS.hello(row.contact_first_name);
  const intro = words.intro(row.title, formatLocalDate(row.start_date));
  const lasts = words.linkLasts(row.reference, REVIEW_TOKEN_LIFETIME_DAYS);
  return {
    to: row.contact_email,
    subject: words.subject(row.title, row.reference),
    text: `${hello}\n\n${intro}\n\n${link}\n\n${lasts}\n`,
    html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(words.link)}</a></p><p>${escapeHtml(lasts)}</p>`,
  };
}

/**
 * Registers the request job and runs it every minute (cheap: one indexed read when nothing is
 * due), so a booking's mail follows its completion closely. `mailed` is told when mails were
 * written, so the outbox sends them now rather than at its next sweep.
 */
export function registerReviewJobs(
  jobs: JobQueue,
  db: Database,
  options: { publicUrl: string; now: () => Date; mailed: () => void },
): void {
  jobs.register(reviewRequestJob, async () => {
    const requested = await requestReviews(db, options.publicUrl, options.now());
    if (requested > 0) options.mailed();
    return { requested };
  });
  jobs.schedule(reviewRequestJob, { cron: '* * * * *', timeZone: 'Asia/Colombo', payload: {} });
}
