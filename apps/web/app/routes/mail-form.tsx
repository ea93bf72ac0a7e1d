// `/inquiry` and `/subscribe`: the footer's forms post here. With scripts a fetcher shows the
// answer as a notice and the visitor stays on their page; without, this page draws the answer
// (the notice, or the form again with what was typed and the errors at their fields).
import { Link, useLocation } from 'react-router';
import type { Route } from './+types/mail-form';
import {
  inquiryAction,
  subscriptionAction,
} from '../features/content/api/mail-form-actions.server.ts';
import type { MailFormResult } from '../features/content/api/mail-form-actions.server.ts';
import { InquiryFormBox, SubscriptionBox } from '../features/content/components/mail-forms.tsx';
import type { InquiryField } from '@trails/domain/validation/inquiry';
import * as ui from '../shared/styles/ui.css.ts';

type Form = 'inquiry' | 'subscribe';

const formOf = (pathname: string): Form =>
  pathname.startsWith('/inquiry') ? 'inquiry' : 'subscribe';

export function action({ request }: Route.ActionArgs) {
  return formOf(new URL(request.url).pathname) === 'inquiry'
    ? inquiryAction(request)
    : subscriptionAction(request);
}

export function meta({ location }: Route.MetaArgs) {
  return [
    {
      title: `${formOf(location.pathname) === 'inquiry' ? 'Send us an inquiry' : 'Get deals by email'} | Lanka Trails`,
    },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function MailFormPage({ actionData }: Route.ComponentProps) {
  const form = formOf(useLocation().pathname);
  return (
    <div className={ui.container}>
      {actionData && (
        <p role={actionData.ok ? 'status' : 'alert'} className={ui.prose}>
          <strong>{actionData.message}</strong>
        </p>
      )}
      {form === 'inquiry' ? (
        <InquiryFormBox result={actionData as MailFormResult<InquiryField> | undefined} />
      ) : (
        <SubscriptionBox tone="boxed" result={actionData as MailFormResult<'email'> | undefined} />
      )}
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </div>
  );
}
