// The review-by-link page's loader and view: what a traveller sees when they open the mail's link,
// once it was used (ADR 221) and when it opens nothing.
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@trails/domain/messages';
import { fakeApi } from '../../test/fake-api.ts';
import TourReview, { loader } from './tour-review.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderLink(token: string) {
  const Stub = createRoutesStub([
    // The route module's own loader and view, with the loader's arguments as React Router
    // passes them on the server.
    { path: '/tour/review/:token', Component: TourReview, loader: loader as never },
    { path: '/404', Component: () => <h1>Opps! We could not find the page</h1> },
  ]);
  render(<Stub initialEntries={[`/tour/review/${token}`]} />);
}

describe('the review link', () => {
  it('opened again after its review was received, says so and links to the tour and the bookings', async () => {
    const api = fakeApi({
      'POST /api/review/booking': {
        status: 410,
        body: { message: MESSAGES.reviewAlreadyReceived, activity_id: 12 },
      },
    });
    renderLink('rv_used');
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.reviewAlreadyReceived);
    expect(screen.getByRole('link', { name: 'See your review on the tour' })).toHaveAttribute(
      'href',
      '/activity/details/12',
    );
    expect(screen.getByRole('link', { name: 'My Bookings' })).toHaveAttribute(
      'href',
      '/account/bookings',
    );
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(api.calls[0]!.body).toEqual({ token: 'rv_used' });
  });

  it('ends on /404 when the link is unknown or expired', async () => {
    fakeApi({
      'POST /api/review/booking': {
        status: 404,
        body: { message: 'This review link is not valid any more.' },
      },
    });
    renderLink('rv_unknown');
    expect(
      await screen.findByRole('heading', { name: 'Opps! We could not find the page' }),
    ).toBeInTheDocument();
  });
});
