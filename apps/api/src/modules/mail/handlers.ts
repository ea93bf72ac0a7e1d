import { MESSAGES } from '@trails/domain/messages';
import { validateInquiry } from '@trails/domain/validation/inquiry';
import { validateSubscription } from '@trails/domain/validation/subscription';
import { looksLikeEmail } from '@trails/domain/validation/text';
import type { FastifyRequest } from 'fastify';
import { invalid, notFound } from '../../http/errors.ts';
import type { BodyMessages, FieldErrors } from '../../http/errors.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { listDevMailbox } from './repository.ts';
import { openSealed } from './secrets.ts';
import { escapeHtml, linksIn } from './service.ts';
import { recordInquiry, recordSubscription } from './inquiries.ts';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function record(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

/** The inquiry form's messages (spec §5), plus the address check. */
export const inquiryMessages: BodyMessages = (body) => {
  const form = record(body);
  const result = validateInquiry({
    name: text(form.name),
    email: text(form.email),
    phone: text(form.phone),
    message: text(form.message),
  });
  const errors: FieldErrors = {};
  for (const field of ['name', 'email', 'phone', 'message'] as const) {
    const message = result.errors[field];
    if (message) errors[field] = [message];
    else if (field === 'email' && !looksLikeEmail(text(form.email))) {
      errors.email = [MESSAGES.emailNotValid];
    }
  }
  return errors;
};

export const subscriptionMessages: BodyMessages = (body) => {
  const result = validateSubscription({ email: text(record(body).email) });
  const errors: FieldErrors = {};
  if (!result.ok) errors.email = [result.firstError.message];
  return errors;
};

export const mailHandlers: OperationHandlers = {
  async sendInquiry(request) {
    const errors = inquiryMessages(request.body);
    if (Object.keys(errors).length > 0) throw invalid(errors);
    await recordInquiry(request.server.db, request.body);
    request.server.mailer.nudge();
    return { message: MESSAGES.inquirySent };
  },

  async subscribeToDeals(request) {
    const errors = subscriptionMessages(request.body);
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const { created } = await recordSubscription(request.server.db, request.body.email);
    if (created) request.server.mailer.nudge();
    return { message: MESSAGES.subscribed };
  },

  async listDevMailboxMessages(request) {
    if (!request.server.devMailboxOn) throw notFound();
    const rows = await openedDevMailbox(request);
    return rows.map((row) => ({
      id: `mail_${row.id}`,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      links: linksIn(row.textBody, row.htmlBody),
      created_at: row.createdAt.toISOString(),
    }));
  },

  async showDevMailbox(request, reply) {
    if (!request.server.devMailboxOn) throw notFound();
    const rows = await openedDevMailbox(request);
    const items = rows
      .map((row) => {
        const links = linksIn(row.textBody, row.htmlBody)
          .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
          .join('');
        return `<article><h2>${escapeHtml(row.subject)}</h2>
<p class="meta">To ${escapeHtml(row.toAddress)} · ${escapeHtml(row.createdAt.toISOString())}</p>
<pre>${escapeHtml(row.textBody)}</pre>${links ? `<ul>${links}</ul>` : ''}</article>`;
      })
      .join('\n');
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Lanka Trails</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1b2a24}article{border:1px solid #d6e2dc;border-radius:8px;padding:1rem;margin:1rem 0}.meta{color:#5b6d64;margin:0}pre{white-space:pre-wrap;background:#f5f8f6;padding:.75rem;border-radius:6px}</style>
</head><body><h1>Dev mailbox</h1><p>Every mail the API sent while no SMTP server is configured (${rows.length}).</p>
${items || '<p>No mail yet.</p>'}</body></html>`;
    return reply.type('text/html; charset=utf-8').send(page);
  },
};

/**
 * The dev mailbox's rows with their sealed secrets opened: there the row is the delivered mail a
 * developer reads (mail/secrets.ts; never on a public server, ADR 114).
 */
async function openedDevMailbox(request: FastifyRequest) {
  const { db, config } = request.server;
  return (await listDevMailbox(db)).map((row) => ({
    ...row,
    textBody: openSealed(config.secretKey, row.textBody),
    htmlBody: openSealed(config.secretKey, row.htmlBody),
  }));
}
