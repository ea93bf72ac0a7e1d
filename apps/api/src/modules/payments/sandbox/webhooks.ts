// The sandbox's webhook outbox: events are written in the transaction that changed the payment
// and delivered afterwards, signed, with retry and back-off — so, as with a real processor, the
// traveller's browser may reach the return page before (or without) the notification.
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.ts';
import type { Database } from '../../../db/client.ts';
import { sandboxWebhooks } from '../../../db/schema.ts';
import { SIGNATURE_HEADER, signPayload } from './signature.ts';

/** Posts a signed webhook; answers the HTTP status (the network is replaceable in tests). */
export type WebhookSender = (
  url: string,
  body: string,
  headers: Record<string, string>,
) => Promise<number>;

export const fetchSender: WebhookSender = async (url, body, headers) => {
  const response = await fetch(url, {
    method: 'POST',
    body,
    headers,
    signal: AbortSignal.timeout(10_000),
  });
  return response.status;
};

export const MAX_WEBHOOK_ATTEMPTS = 8;

export async function enqueueWebhook(
  db: Pick<Database, 'insert'>,
  eventId: string,
  notifyUrl: string,
  payload: string,
): Promise<void> {
  await db.insert(sandboxWebhooks).values({ eventId, notifyUrl, payload });
}

/** Delivers what is due; a failure is retried after 2^attempts seconds, up to 8 attempts. */
export async function deliverDueWebhooks(
  db: Database,
  secret: string,
  send: WebhookSender,
): Promise<number> {
  // Claim with a lease so two servers never post the same event at once (SKIP LOCKED).
  const due = await queryRows<{
    event_id: string;
    notify_url: string;
    payload: string;
    attempts: number;
  }>(
    db,
    sql`
    UPDATE sandbox_webhooks SET attempts = attempts + 1,
      next_attempt_at = now() + make_interval(secs => 60)
    WHERE event_id IN (
      SELECT event_id FROM sandbox_webhooks
      WHERE delivered_at IS NULL AND attempts < ${MAX_WEBHOOK_ATTEMPTS} AND next_attempt_at <= now()
      ORDER BY created_at LIMIT 20 FOR UPDATE SKIP LOCKED)
    RETURNING event_id, notify_url, payload, attempts`,
  );
  let delivered = 0;
  for (const row of due) {
    let error: string | null = null;
    try {
      const status = await send(row.notify_url, row.payload, {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signPayload(secret, row.payload, Math.floor(Date.now() / 1000)),
      });
      if (status < 200 || status >= 300) error = `HTTP ${status}`;
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
    }
    if (error === null) {
      delivered++;
      await db
        .update(sandboxWebhooks)
        .set({ deliveredAt: new Date(), lastError: null })
        .where(eq(sandboxWebhooks.eventId, row.event_id));
    } else {
      const backoff = 2 ** Number(row.attempts);
      await db
        .update(sandboxWebhooks)
        .set({ lastError: error, nextAttemptAt: new Date(Date.now() + backoff * 1000) })
        .where(eq(sandboxWebhooks.eventId, row.event_id));
    }
  }
  return delivered;
}
