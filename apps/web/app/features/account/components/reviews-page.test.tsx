import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissAll } from '@trails/ui/toast';
import { getToasts } from '@trails/ui/toast/notify';
import { MESSAGES } from '@trails/domain/messages';
import { Snackbar } from '../../../shared/components/notices.tsx';
import { useSession } from '../../../shared/session/session-store.ts';
import { fakeApi, profile } from '../../../../test/fake-api.ts';
import { activity } from '../../../../test/builders.ts';
import { ReviewsPage } from './reviews-page.tsx';

// jsdom's FormData cannot cross into Node's Request, so the photo calls are stood in for here;
// their multipart body is checked by the API's tests and the token page's journey.
const photoCalls = vi.hoisted(() => ({ uploads: [] as [number, string][] }));
vi.mock('../api/review-images.ts', () => ({
  uploadMyReviewImage: async (bookingId: number, file: File) => {
    photoCalls.uploads.push([bookingId, file.name]);
    return {
      ok: true,
      images: [{ id: 1, name: 'review-1', url: '/media/review-1?w=320' }],
      message: 'Image uploaded',
    };
  },
  deleteMyReviewImage: async () => [],
}));

beforeEach(() => useSession.getState().signIn('tok-1', profile, 'password'));
afterEach(() => {
  vi.unstubAllGlobals();
  dismissAll();
  useSession.getState().signOut();
});

const walk = { ...activity(), id: 12, title: 'Kandy Temple and Lake Walk' };
const ridge = { ...activity(), id: 14, title: 'Knuckles Ridge Day Hike' };

function renderPage() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <ReviewsPage />
        <Snackbar />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('Reviews & Ratings', () => {
  it('reviews a booking in the modal with the spec’s checks, then reloads the reviews', async () => {
    let reviews: { id: number; rating: number; feedback: string }[] = [];
    const api = fakeApi({
      'GET /api/account/reviews': () => ({
        body: {
          data: {
            reviews: [
              { booking_id: 301, booking_ref: 'LT-301', supplier_id: 7, activity: walk, reviews },
            ],
          },
        },
      }),
      'POST /api/account/my-bookings/301/review': (call) => {
        const body = call.body as { rating: number; feedback: string };
        reviews = [{ id: 9, rating: body.rating, feedback: body.feedback }];
        return { body: { message: 'review added' } };
      },
    });
    const user = renderPage();
    await user.click(
      await screen.findByRole('button', { name: `View the review of ${walk.title}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: walk.title });

    // The stars ask their question once; without a star the message is said under it.
    const stars = within(dialog).getByRole('group', { name: MESSAGES.ratingQuestion });
    expect(stars).not.toHaveTextContent(MESSAGES.rateYourActivity);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(stars).toHaveAccessibleDescription(MESSAGES.rateYourActivity));
    // Focus is on the stars, where the first thing to fix is, not left on Submit.
    expect(within(dialog).getByRole('radio', { name: '1 star' })).toHaveFocus();
    const notices = () => getToasts().map((toast) => toast.message);
    expect(notices()).toContain(MESSAGES.rateYourActivity);
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    // Fixed: the snackbar's "Rate your activity" goes with the field's (it stayed its five
    // seconds, over the form and beside "Review added...": a tester's finding).
    expect(notices()).not.toContain(MESSAGES.rateYourActivity);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(document.body).toHaveTextContent(MESSAGES.writeYourReview));
    expect(within(dialog).getByRole('textbox', { name: 'Your review' })).toHaveFocus();

    // A photo goes up as soon as it is chosen, for this booking.
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'lake.png', {
      type: 'image/png',
    });
    await user.upload(within(dialog).getByLabelText(/Add images/), photo);
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Photo 1' })).toHaveAttribute(
        'src',
        '/media/review-1?w=320',
      ),
    );
    expect(photoCalls.uploads).toEqual([[301, 'lake.png']]);

    await user.type(within(dialog).getByLabelText('Your review'), 'Lovely morning.');
    expect(within(dialog).getByTestId('character-counter')).toHaveTextContent('15/200');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(document.body).toHaveTextContent(MESSAGES.reviewAdded));
    expect(notices()).toEqual([MESSAGES.reviewAdded]);
    const sent = api.calls.find((call) => call.path === '/api/account/my-bookings/301/review');
    expect(sent?.body).toEqual({
      supplier_id: 7,
      activity_id: 12,
      rating: 4,
      feedback: 'Lovely morning.',
    });
    expect(await screen.findByText('Lovely morning.')).toBeInTheDocument();
  });

  it("takes 'Write your review' away from the field once the traveller types", async () => {
    fakeApi({
      'GET /api/account/reviews': {
        body: {
          data: {
            reviews: [
              {
                booking_id: 301,
                booking_ref: 'LT-301',
                supplier_id: 7,
                activity: walk,
                reviews: [],
              },
            ],
          },
        },
      },
    });
    const user = renderPage();
    await user.click(
      await screen.findByRole('button', { name: `View the review of ${walk.title}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: walk.title });
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const field = within(dialog).getByLabelText('Your review');
    await waitFor(() => expect(field).toHaveAccessibleDescription(MESSAGES.writeYourReview));
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.type(field, 'Lovely morning.');
    expect(field).not.toHaveAccessibleDescription(MESSAGES.writeYourReview);
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('opens an existing review read-only', async () => {
    fakeApi({
      'GET /api/account/reviews': {
        body: {
          data: {
            reviews: [
              {
                booking_id: 302,
                booking_ref: 'LT-302',
                supplier_id: 7,
                activity: ridge,
                reviews: [{ id: 3, rating: 5, feedback: 'Clear summit.' }],
              },
            ],
          },
        },
      },
    });
    const user = renderPage();
    await user.click(
      await screen.findByRole('button', { name: `View the review of ${ridge.title}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: ridge.title });
    expect(within(dialog).getByText('Clear summit.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(within(dialog).queryByRole('radio')).toBeNull();
  });
});
