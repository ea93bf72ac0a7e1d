// `/tour/review/{token}` (spec §2 Other pages): the review an e-mailed link asks for. Drawn on
// the server from the token's booking; a link that opens nothing (unknown, expired) goes to /404,
// as the spec says. After the review, `?added={activity id}` shows the thanks. Beyond the spec
// (ADR 221): a used link opened again says the review was received, not /404.
import { redirect, useActionData } from 'react-router';
import type { Route } from './+types/tour-review';
import { MESSAGES } from '@trails/domain/messages';
import { getReviewByToken } from '../features/reviews/api/review-by-token.ts';
import { tokenReviewAction } from '../features/reviews/api/token-review-action.server.ts';
import { ReviewReceived } from '../features/reviews/components/review-received.tsx';
import { TokenReviewForm } from '../features/reviews/components/token-review-form.tsx';
import type { TokenReviewRefusal } from '../features/reviews/components/token-review-form.tsx';
import { visitorApi } from '../shared/api/server-api.server.ts';
import { noStore } from '../shared/lib/no-store.ts';
import { SITE_NAME } from '../shared/lib/site.ts';
import * as ui from '../shared/styles/ui.css.ts';

export const headers = noStore;

export async function loader({ request, params }: Route.LoaderArgs) {
  const added = new URL(request.url).searchParams.get('added');
  if (added !== null) {
    const activityId = Number(added);
    return {
      state: 'added' as const,
      activityId: Number.isSafeInteger(activityId) ? activityId : 0,
    };
  }
  const link = await getReviewByToken(visitorApi(request), params.token);
  if (link.state === 'none') throw redirect('/404');
  if (link.state === 'received') {
    return { state: 'received' as const, activityId: link.activityId };
  }
  return { state: 'form' as const, review: link.review };
}

export function action({ request, params }: Route.ActionArgs) {
  return tokenReviewAction(request, params.token);
}

export function meta(_: Route.MetaArgs) {
  return [{ title: `Review your trip | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function TourReview({ loaderData }: Route.ComponentProps) {
  const refusal = useActionData<TokenReviewRefusal | null>() ?? undefined;
  if (loaderData.state !== 'form') {
    return (
      <div className={ui.page}>
        <h1>Review your trip</h1>
        <ReviewReceived
          message={
            loaderData.state === 'added'
              ? MESSAGES.reviewAddedByToken
              : MESSAGES.reviewAlreadyReceived
          }
          activityId={loaderData.activityId}
        />
      </div>
    );
  }
  return (
    <div className={ui.page}>
      <h1>Review your trip</h1>
      <TokenReviewForm data={loaderData.review} refusal={refusal} />
    </div>
  );
}
