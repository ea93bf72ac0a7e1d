// `/tour/review/{token}` (spec §2 Other pages): the review an e-mailed link asks for. Drawn on
// the server from the token's booking; a link that opens nothing (unknown, expired or spent) goes
// to /404, as the spec says. After the review, `?added={activity id}` shows the thanks.
import { Link, redirect, useActionData } from 'react-router';
import type { Route } from './+types/tour-review';
import { MESSAGES } from '@trails/domain/messages';
import { getReviewByToken } from '../features/reviews/api/review-by-token.ts';
import { tokenReviewAction } from '../features/reviews/api/token-review-action.server.ts';
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
  const review = await getReviewByToken(visitorApi(request), params.token);
  if (!review) throw redirect('/404');
  return { state: 'form' as const, review };
}

export function action({ request, params }: Route.ActionArgs) {
  return tokenReviewAction(request, params.token);
}

export function meta(_: Route.MetaArgs) {
  return [{ title: `Review your trip | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function TourReview({ loaderData }: Route.ComponentProps) {
  const refusal = useActionData<TokenReviewRefusal | null>() ?? undefined;
  if (loaderData.state === 'added') {
    return (
      <div className={ui.page}>
        <h1>Review your trip</h1>
        <p role="status">
          <strong>{MESSAGES.reviewAddedByToken}</strong>
        </p>
        {loaderData.activityId > 0 && (
          <p>
            <Link to={`/activity/details/${loaderData.activityId}`}>
              See your review on the tour
            </Link>
          </p>
        )}
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
