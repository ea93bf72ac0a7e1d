// Inquiries and deal subscriptions: stored, and their mail queued in the same transaction.
import { VISITOR_MAILS } from '@trails/domain/messages';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { inquiries, siteSettings, subscribers } from '../../db/schema.ts';
import { enqueueMail } from './repository.ts';
import { escapeHtml } from './service.ts';

const FALLBACK_SUPPORT = 'support@lankatrails.example';

async function supportAddress(db: Pick<Database, 'select'>): Promise<string> {
  const rows = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(sql`${siteSettings.key} = 'support_email'`);
  return rows[0]?.value ?? FALLBACK_SUPPORT;
}

export async function recordInquiry(
  db: Database,
  form: { name: string; email: string; phone: string; message: string },
) {
  const clean = {
    name: form.name.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    message: form.message.trim(),
  };
  const words = VISITOR_MAILS.inquiry;
  const signedBy = words.signedBy(clean.name);
  const email = escapeHtml(clean.email);
  await db.transaction(async (tx) => {
    await tx.insert(inquiries).values(clean);
    await enqueueMail(tx, {
      to: await supportAddress(tx),
      subject: words.subject(clean.name),
      text: `${clean.message}\n\n${signedBy}\n${words.email}: ${clean.email}\n${words.phone}: ${clean.phone}\n`,
      html: `<p>${escapeHtml(clean.message).replaceAll('\n', '<br>')}</p><p>${escapeHtml(signedBy)}<br>${escapeHtml(words.email)}: <a href="mailto:${email}">${email}</a><br>${escapeHtml(words.phone)}: ${escapeHtml(clean.phone)}</p>`,
    });
  });
}

/** Subscribing an address twice keeps one subscription and sends one confirmation. */
export async function recordSubscription(
  db: Database,
  email: string,
): Promise<{ created: boolean }> {
  const address = email.trim();
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(subscribers)
      .values({ email: address })
      .onConflictDoNothing()
      .returning({ id: subscribers.id });
    if (inserted.length === 0) return { created: false };
    const words = VISITOR_MAILS.dealSubscription;
    await enqueueMail(tx, {
      to: address,
      subject: words.subject,
      text: `${words.body}\n`,
      html: `<p>${escapeHtml(words.body)}</p>`,
    });
    return { created: true };
  });
}
