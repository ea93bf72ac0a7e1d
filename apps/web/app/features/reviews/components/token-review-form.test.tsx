import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@trails/domain/messages';
import { activity } from '../../../../test/builders.ts';
import type { ReviewTokenData } from '../api/review-by-token.ts';
import { TokenReviewForm, type TokenReviewRefusal } from './token-review-form.tsx';

const data = {
  booking: {
    id: 301,
    activity_id: 12,
    booking_reference: 'LT-301',
    start_date: '2026-10-01',
    status: 4,
  },
  activity: { ...activity(), id: 12 },
  images: [],
} as unknown as ReviewTokenData;

function renderForm(refusal: TokenReviewRefusal) {
  const Stub = createRoutesStub([
    {
      path: '/tour/review/:token',
      Component: () => <TokenReviewForm data={data} refusal={refusal} />,
    },
  ]);
  render(<Stub initialEntries={['/tour/review/rv_abc']} />);
  return userEvent.setup();
}

describe('the review-by-link form', () => {
  it("takes 'Write your review' away once the visitor types a review", async () => {
    const user = renderForm({
      ok: false,
      message: MESSAGES.writeYourReview,
      errors: { feedback: MESSAGES.writeYourReview },
      values: { rating: 4, feedback: '' },
    });
    const field = await screen.findByLabelText('Your review');
    expect(field).toHaveAccessibleDescription(MESSAGES.writeYourReview);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.writeYourReview);

    await user.type(field, 'Lovely morning.');
    expect(field).not.toHaveAccessibleDescription(MESSAGES.writeYourReview);
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(MESSAGES.writeYourReview)).toBeNull();
  });

  it('keeps a message about another field while the review is typed', async () => {
    const user = renderForm({
      ok: false,
      message: MESSAGES.rateYourActivity,
      errors: { rating: MESSAGES.rateYourActivity },
      values: { rating: 0, feedback: '' },
    });
    await user.type(await screen.findByLabelText('Your review'), 'Lovely morning.');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.rateYourActivity);
    // The stars ask their own question, and carry the message once, under it.
    const stars = screen.getByRole('group', { name: MESSAGES.ratingQuestion });
    expect(stars).toHaveAccessibleDescription(MESSAGES.rateYourActivity);
  });
});
