// The footer's inquiry and deals forms post here (`/inquiry`, `/subscribe`): the same checks and
// messages whether the browser ran the page's scripts (a fetcher, the answer shown as a notice)
// or not (a plain form post, the answer drawn as a page). Forms first (ADR 059).
import { data } from 'react-router';
import { MESSAGES } from '@trails/domain/messages';
import { validateInquiry } from '@trails/domain/validation/inquiry';
import type { InquiryField } from '@trails/domain/validation/inquiry';
import { validateSubscription } from '@trails/domain/validation/subscription';
import { visitorApi } from '../../../shared/api/server-api.server.ts';
import { sendInquiry } from './send-inquiry.ts';
import type { InquiryAnswer } from './send-inquiry.ts';
import { subscribeToDeals } from './subscribe-to-deals.ts';
import { inquiryFrom, subscriptionFrom } from '../mail-form-fields.ts';

/** What a mail form's action answers: the notice, and on a refusal what was typed and why. */
export interface MailFormResult<Field extends string> {
  readonly ok: boolean;
  readonly message: string;
  readonly values: Readonly<Record<Field, string>>;
  readonly errors: Partial<Record<Field, string>>;
}

export async function inquiryAction(request: Request) {
  const values = inquiryFrom(await request.formData());
  const checked = validateInquiry(values);
  if (!checked.ok) {
    const result: MailFormResult<InquiryField> = {
      ok: false,
      message: checked.firstError.message,
      values,
      errors: checked.errors,
    };
    return data(result, { status: 400 });
  }
  const answer = await sendInquiry(visitorApi(request), values).catch((): InquiryAnswer => ({
    ok: false,
    errors: {},
  }));
  // A refusal with reasons (a message too long, an address the API does not take) is said at
  // its fields, the first one as the notice; otherwise the spec's one failure message.
  const reasons = answer.ok ? {} : answer.errors;
  const firstReason = Object.values(reasons)[0];
  const result: MailFormResult<InquiryField> = {
    ok: answer.ok,
    message: answer.ok ? MESSAGES.inquirySent : (firstReason ?? MESSAGES.inquiryFailed),
    values: answer.ok ? { name: '', email: '', phone: '', message: '' } : values,
    errors: reasons,
  };
  return data(result, { status: answer.ok ? 200 : firstReason ? 400 : 502 });
}

export async function subscriptionAction(request: Request) {
  const values = subscriptionFrom(await request.formData());
  const checked = validateSubscription(values);
  if (!checked.ok) {
    const result: MailFormResult<'email'> = {
      ok: false,
      message: checked.firstError.message,
      values,
      errors: { email: checked.firstError.message },
    };
    return data(result, { status: 400 });
  }
  const done = await subscribeToDeals(visitorApi(request), values.email.trim()).catch(() => false);
  const result: MailFormResult<'email'> = {
    ok: done,
    message: done ? MESSAGES.subscribed : MESSAGES.subscriptionFailed,
    values: done ? { email: '' } : values,
    errors: {},
  };
  return data(result, { status: done ? 200 : 502 });
}
