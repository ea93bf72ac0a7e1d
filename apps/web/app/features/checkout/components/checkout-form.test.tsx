import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formRefusals, MESSAGES } from '@trails/domain/messages';
import { addLocalDays, tourDateAt } from '@trails/domain/tour-date';
import { dismissAll } from '@trails/ui/toast';
import { getToasts } from '@trails/ui/toast/notify';
import { fakeApi, profile } from '../../../../test/fake-api.ts';
import type { Answer, Call } from '../../../../test/fake-api.ts';
import { browserApi } from '../../../shared/api/client.ts';
import { Snackbar } from '../../../shared/components/notices.tsx';
import { useSession } from '../../../shared/session/session-store.ts';
import { checkoutAction } from '../api/checkout-action.ts';
import type { CheckoutValues } from '../checkout-fields.ts';
import { createCheckoutDraftStore, draftFor } from '../stores/checkout-draft.ts';
import { CheckoutForm } from './checkout-form.tsx';
import type { CheckoutItemView } from './checkout-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  dismissAll();
  useSession.getState().signOut();
});

const kandyWalk: CheckoutItemView = {
  activityId: 12,
  startDate: '2026-12-14',
  locationId: 3,
  adults: 1,
  children: 0,
  infants: 0,
  amount: 45,
  name: 'Kandy Temple and Lake Walk',
  saleType: 1,
};

const PAYMENT_LINK = 'http://localhost:3000/api/payments/sandbox/LT-ORDER-1';

function renderCheckout({
  items = [kandyWalk],
  initialValues = {},
  confirmEmail,
}: { items?: CheckoutItemView[]; initialValues?: CheckoutValues; confirmEmail?: string } = {}) {
  const draft = createCheckoutDraftStore(sessionStorage);
  const goToPayment = vi.fn();
  const changes: CheckoutValues[] = [];
  const Stub = createRoutesStub([
    {
      path: '/checkout',
      // The route's clientAction, against the fake API.
      action: ({ request }) => checkoutAction(browserApi(), request, 'http://localhost:3000'),
      Component: () => (
        <>
          <CheckoutForm
            items={items}
            initialValues={initialValues}
            confirmEmail={confirmEmail}
            plainPostKey="page-key"
            onChange={(values) => {
              changes.push(values);
              draft.getState().save(values, [kandyWalk.activityId], null);
            }}
            attemptKey={() => draft.getState().attemptKey()}
            newAttempt={() => draft.getState().newAttempt()}
            keepAttempt={(key) => draft.getState().keepAttempt(key)}
            goToPayment={goToPayment}
          />
          <Snackbar />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={['/checkout']} />);
  return { user: userEvent.setup(), goToPayment, draft, changes };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });
/** The snackbar's notices (the confirmation dialog hides the rest of the page meanwhile). */
function shownNotices(): string[] {
  const region = screen.queryByRole('region', { name: /^Notifications/, hidden: true });
  if (!region) return [];
  return within(region)
    .queryAllByRole('listitem', { hidden: true })
    .map((notice) => notice.textContent ?? '');
}
/** Every notice of the queue, shown or waiting its turn. */
const queuedNotices = () => getToasts().map((toast) => toast.message);
const expectNotice = (message: string) =>
  waitFor(() => expect(shownNotices().at(-1)).toBe(message));

async function fillLead(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Lead traveler first name'), 'Anna');
  await user.type(field('Lead traveler last name'), 'Schmidt');
  await user.type(field('Lead traveler email'), 'anna@example.com');
  await user.type(field('Lead traveler phone'), '+49 170 1234567');
}

async function fillRest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Hotel name'), 'Queens Hotel');
  await user.type(field('Hotel address'), 'Dalada Veediya, Kandy');
  await user.click(field('Same as Lead Traveler'));
  await user.click(field('I agree to the terms & conditions'));
  await user.click(field('I agree to the Refund Policy'));
}

const checkoutAnswer = (answer: Answer) => ({ 'POST /api/booking/checkout': answer });

/** The API's answer to a key that made an order of other details (409 naming the header). */
const KEY_REUSED = {
  status: 409,
  body: {
    message: 'This Idempotency-Key was used for a different checkout.',
    errors: { 'Idempotency-Key': ['This Idempotency-Key was used for a different checkout.'] },
  },
};

/**
 * The server's rule for keys, as the real one keeps it: a key books one body; the same body
 * again is its replay, another body is refused. `otherwise` answers what the key may book.
 */
function keyedCheckout(
  madeWith: Map<string, string>,
  otherwise: (call: Call) => { status?: number; body?: unknown } = () => PAID,
) {
  return (call: Call) => {
    const key = call.idempotencyKey ?? '';
    const body = JSON.stringify(call.body);
    const earlier = madeWith.get(key);
    if (earlier !== undefined && earlier !== body) return KEY_REUSED;
    madeWith.set(key, body);
    return otherwise(call);
  };
}

const PAID = { status: 200, body: { data: { payment_link: PAYMENT_LINK, order_reference: 'R' } } };

/** Confirm & Pay, then Yes, Proceed in the e-mail's confirmation. */
async function confirmAndPay(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
  await user.click(await screen.findByRole('button', { name: 'Yes, Proceed' }));
}

describe('checkout form', () => {
  it('checks in the order of spec §5 and shows each message at its field', async () => {
    fakeApi({});
    const { user } = renderCheckout();
    const pay = screen.getByRole('button', { name: 'Confirm & Pay' });
    const steps: [string, string, () => Promise<void>][] = [
      [
        'Lead traveler first name',
        MESSAGES.leadFirstNameRequired,
        () => user.type(field('Lead traveler first name'), 'x'),
      ],
      [
        'Lead traveler last name',
        MESSAGES.leadLastNameRequired,
        () => user.type(field('Lead traveler last name'), 'x'),
      ],
      [
        'Lead traveler email',
        MESSAGES.leadEmailRequired,
        () => user.type(field('Lead traveler email'), 'anna@example.com'),
      ],
      [
        'Lead traveler phone',
        MESSAGES.leadPhoneRequired,
        () => user.type(field('Lead traveler phone'), '+49 170 1234567'),
      ],
      ['Hotel name', MESSAGES.hotelNameRequired, () => user.type(field('Hotel name'), 'x')],
      [
        'Hotel address',
        MESSAGES.hotelAddressRequired,
        () => user.type(field('Hotel address'), 'x'),
      ],
      [
        'Contact first name',
        MESSAGES.contactFirstNameRequired,
        () => user.type(field('Contact first name'), 'x'),
      ],
      [
        'Contact last name',
        MESSAGES.contactLastNameRequired,
        () => user.type(field('Contact last name'), 'x'),
      ],
      [
        'Contact email',
        MESSAGES.contactEmailRequired,
        () => user.type(field('Contact email'), 'ops@example.com'),
      ],
      [
        'Contact phone',
        MESSAGES.contactPhoneRequired,
        () => user.type(field('Contact phone'), '081 222 3333'),
      ],
      [
        'I agree to the terms & conditions',
        MESSAGES.termsRequired,
        () => user.click(field('I agree to the terms & conditions')),
      ],
      [
        'I agree to the Refund Policy',
        MESSAGES.refundPolicyRequired,
        () => user.click(field('I agree to the Refund Policy')),
      ],
    ];
    for (const [label, message, fix] of steps) {
      await user.click(pay);
      // The first failure is the notice; the message is also at its field, which has focus.
      await expectNotice(message);
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
      await waitFor(() => expect(field(label)).toHaveFocus());
      await fix();
      // Editing a field takes its error away.
      expect(field(label)).not.toHaveAttribute('aria-invalid');
    }
    await user.click(pay);
    expect(await screen.findByRole('alertdialog', { name: 'Confirm email address' })).toBeVisible();
  }, 40_000);

  it('asks for a flight the driver can meet at the airport, and for the place of another pick-up', async () => {
    fakeApi({});
    const { user } = renderCheckout();
    const pay = screen.getByRole('button', { name: 'Confirm & Pay' });
    await fillLead(user);
    await user.click(screen.getByRole('radio', { name: 'Airport' }));
    await user.click(pay);
    await expectNotice(MESSAGES.flightNumberRequired);
    // "??" and "25:99" were booked and printed on a paid e-ticket (ADR 254).
    await user.type(field('Flight number'), '??');
    await user.type(field('Flight time'), '25:99');
    await user.click(pay);
    await expectNotice(MESSAGES.flightNumberInvalid);
    expect(field('Flight time')).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.flightTimeInvalid),
    );
    await user.clear(field('Flight number'));
    await user.type(field('Flight number'), 'UL 504');
    await user.click(pay);
    await expectNotice(MESSAGES.flightTimeInvalid);
    await waitFor(() => expect(field('Flight time')).toHaveFocus());
    await user.clear(field('Flight time'));
    // A phone's number pad has no ":".
    await user.type(field('Flight time'), '1430');
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.click(pay);
    await expectNotice(MESSAGES.pickupPlaceRequired);
    const place = field('Where should we pick you up?');
    expect(place).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(place).toHaveFocus());
    await user.type(place, 'Ella railway station');
    await user.click(pay);
    await expectNotice(MESSAGES.contactFirstNameRequired);
  });

  it('has one entry per further traveller of the party (infants ride along)', () => {
    fakeApi({});
    renderCheckout({ items: [{ ...kandyWalk, adults: 2, children: 1, infants: 1 }] });
    expect(screen.getByRole('group', { name: 'Lead traveler' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Traveler 2' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Traveler 3' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Traveler 4' })).not.toBeInTheDocument();
  });

  it("books the lead traveller as the contact with 'Same as Lead Traveler', after the e-mail is confirmed", async () => {
    // What the snackbar held while the booking was being placed.
    let whilePlacing: string[] = [];
    const api = fakeApi(
      checkoutAnswer(() => {
        whilePlacing = queuedNotices();
        return { body: { data: { payment_link: PAYMENT_LINK, order_reference: 'LT-ORDER-1' } } };
      }),
    );
    const { user, goToPayment } = renderCheckout({ items: [{ ...kandyWalk, adults: 2 }] });
    await fillLead(user);
    await user.type(field('First name'), 'Jonas');
    await user.type(field('Last name'), 'Schmidt');
    await fillRest(user);
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm email address' });
    expect(dialog).toHaveTextContent('anna@example.com');
    // Cancel goes back to the form and books nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Proceed' }));
    await waitFor(() => expect(goToPayment).toHaveBeenCalledWith(PAYMENT_LINK));
    // 'Placing your booking' then 'Sending you for payment.' (spec §8).
    expect(whilePlacing).toContain(MESSAGES.placingBooking);
    expect(queuedNotices()).toEqual([MESSAGES.sendingForPayment]);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.body).toMatchObject({
      url: 'http://localhost:3000',
      booking: [
        {
          activity_id: 12,
          start_date: '2026-12-14',
          location_id: 3,
          num_adults: 2,
          pickup_location: 'hotel',
          hotel_name: 'Queens Hotel',
          hotel_address: 'Dalada Veediya, Kandy',
          flight_no: null,
          contact_firstname: 'Anna',
          contact_lastname: 'Schmidt',
          contact_email: 'anna@example.com',
          contact_phone: '+49 170 1234567',
          travellers: [
            {
              firstname: 'Anna',
              lastname: 'Schmidt',
              email: 'anna@example.com',
              lead_traveller: true,
            },
            { firstname: 'Jonas', lastname: 'Schmidt', email: null, lead_traveller: false },
          ],
        },
      ],
    });
  });

  it('books a guest without a token, and a signed-in client with theirs', async () => {
    const api = fakeApi(
      checkoutAnswer({ body: { data: { payment_link: PAYMENT_LINK, order_reference: 'R' } } }),
    );
    const { user, goToPayment } = renderCheckout();
    await fillLead(user);
    await fillRest(user);
    const placeBooking = () => confirmAndPay(user);
    await placeBooking();
    await waitFor(() => expect(goToPayment).toHaveBeenCalledTimes(1));
    expect(api.calls[0]?.authorization).toBeNull();

    useSession.getState().signIn('client-token', profile, 'password');
    await placeBooking();
    await waitFor(() => expect(goToPayment).toHaveBeenCalledTimes(2));
    expect(api.calls[1]?.authorization).toBe('Bearer client-token');
  });

  it('keeps everything typed and the same Idempotency-Key when the booking fails, and a new key after a refusal', async () => {
    let answer: { status: number; body: unknown } = {
      status: 500,
      body: { message: 'Internal server error.' },
    };
    const api = fakeApi(checkoutAnswer(() => answer));
    const { user, goToPayment } = renderCheckout();
    await fillLead(user);
    await fillRest(user);
    const placeBooking = async ({ fails = true } = {}) => {
      await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
      await user.click(await screen.findByRole('button', { name: 'Yes, Proceed' }));
      // A failure closes the dialog and returns to the form.
      if (fails) {
        await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
        await waitFor(() =>
          expect(screen.getByRole('button', { name: 'Confirm & Pay' })).not.toHaveAttribute(
            'aria-busy',
          ),
        );
      }
    };

    await placeBooking();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.couldNotProcessBooking);
    // The answer came: 'Placing your booking' is not left, shown or waiting, over the refusal.
    expect(queuedNotices()).not.toContain(MESSAGES.placingBooking);
    expect(field('Lead traveler first name')).toHaveValue('Anna');
    expect(field('Hotel address')).toHaveValue('Dalada Veediya, Kandy');
    // The outcome was unknown: the retry is the same attempt.
    await placeBooking();
    expect(api.calls).toHaveLength(2);
    expect(api.calls[0]?.idempotencyKey).toBeTruthy();
    expect(api.calls[1]?.idempotencyKey).toBe(api.calls[0]?.idempotencyKey);

    // The payment provider is down (503): the server's message says so, and the retry is
    // still the same attempt (the provider is asked with the same key: charged once).
    answer = {
      status: 503,
      body: {
        message: 'The payment provider cannot be reached just now, and nothing was charged.',
      },
    };
    await placeBooking();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment provider cannot be reached just now',
    );
    expect(api.calls[2]?.idempotencyKey).toBe(api.calls[0]?.idempotencyKey);

    // A changed price is refused with the server's message naming the item; nothing was
    // booked, so the next submit is a new attempt.
    answer = {
      status: 409,
      body: { message: 'Kandy Temple and Lake Walk now costs $50.00' },
    };
    await placeBooking();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kandy Temple and Lake Walk now costs $50.00',
    );
    answer = { status: 200, body: { data: { payment_link: PAYMENT_LINK, order_reference: 'R' } } };
    await placeBooking({ fails: false });
    await waitFor(() => expect(goToPayment).toHaveBeenCalledWith(PAYMENT_LINK));
    expect(api.calls[4]?.idempotencyKey).not.toBe(api.calls[3]?.idempotencyKey);
  });

  it('ends an expired login at Confirm & Pay, says so, keeps what was typed, and books the retry as a guest (ADR 284)', async () => {
    let answer: { status: number; body: unknown } = {
      status: 401,
      body: { message: 'Unauthenticated.' },
    };
    const api = fakeApi(checkoutAnswer(() => answer));
    useSession.getState().signIn('expired-token', profile, 'password');
    const { user, goToPayment } = renderCheckout();
    await fillLead(user);
    await fillRest(user);
    await confirmAndPay(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loginExpiredAtCheckout);
    await expectNotice(MESSAGES.loginExpiredAtCheckout);
    expect(api.calls[0]?.authorization).toBe('Bearer expired-token');
    // The session is over: the site shows a visitor from now on, not a login the API refuses.
    expect(useSession.getState()).toMatchObject({ token: null, profile: null, expired: true });
    expect(field('Lead traveler first name')).toHaveValue('Anna');
    expect(field('Hotel address')).toHaveValue('Dalada Veediya, Kandy');

    // The retry is a guest's, a new attempt (the refused one wrote nothing), and it books.
    answer = { status: 200, body: { data: { payment_link: PAYMENT_LINK, order_reference: 'R' } } };
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Confirm & Pay' })).not.toHaveAttribute(
        'aria-busy',
      ),
    );
    await confirmAndPay(user);
    await waitFor(() => expect(goToPayment).toHaveBeenCalledWith(PAYMENT_LINK));
    expect(api.calls[1]?.authorization).toBeNull();
    expect(api.calls[1]?.idempotencyKey).not.toBe(api.calls[0]?.idempotencyKey);
  });

  it('says offline that the booking can be tried again, and the retry is the same attempt', async () => {
    const api = fakeApi(
      checkoutAnswer(() => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { user } = renderCheckout();
      await fillLead(user);
      await fillRest(user);
      await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
      await user.click(await screen.findByRole('button', { name: 'Yes, Proceed' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.offlineBooking);
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
      await user.click(await screen.findByRole('button', { name: 'Yes, Proceed' }));
      await waitFor(() => expect(api.calls).toHaveLength(2));
      expect(api.calls[1]?.idempotencyKey).toBe(api.calls[0]?.idempotencyKey);
    } finally {
      offline.mockRestore();
    }
  });

  it('pays changed details at once under a new key, and keeps that key for the attempt (ADR 241)', async () => {
    // The server as it answers a key that already made an order of other details.
    const madeWith = new Map<string, string>();
    const api = fakeApi(checkoutAnswer(keyedCheckout(madeWith)));
    const { user, goToPayment, draft } = renderCheckout();
    await fillLead(user);
    await fillRest(user);
    const placeBooking = () => confirmAndPay(user);
    await placeBooking();
    await waitFor(() => expect(goToPayment).toHaveBeenCalledTimes(1));
    const first = api.calls[0]!.idempotencyKey;

    // Back from the payment page, a typo in the e-mail fixed, Confirm & Pay again.
    await user.clear(field('Lead traveler email'));
    await user.type(field('Lead traveler email'), 'anna.perera@example.com');
    await placeBooking();
    await waitFor(() => expect(goToPayment).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(/Idempotency-Key/)).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(3);
    expect(api.calls[1]!.idempotencyKey).toBe(first);
    const second = api.calls[2]!.idempotencyKey;
    expect(second).not.toBe(first);
    // It names the attempt it replaces, whose seats it may take (ADR 242); a first attempt
    // names none.
    expect(api.calls[2]!.replacesKey).toBe(first);
    expect(api.calls[0]!.replacesKey).toBeNull();
    // The attempt is now the new key's: paying the same details again reuses it.
    expect(draft.getState().idempotencyKey).toBe(second);
    // The new key comes from the earlier one and the details, so a lost answer's retry, or a
    // second post of the same details, is the same attempt.
    expect(second).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await placeBooking();
    await waitFor(() => expect(goToPayment).toHaveBeenCalledTimes(3));
    expect(api.calls).toHaveLength(4);
    expect(api.calls[3]!.idempotencyKey).toBe(second);
  });

  it('retries changed details under the same new key when its first answer was lost, so they book once', async () => {
    const madeWith = new Map<string, string>();
    let lose = 0;
    const api = fakeApi(
      checkoutAnswer(
        keyedCheckout(madeWith, (call) =>
          // The replacing attempt's first answer is lost (it booked, the answer never came).
          call.replacesKey && lose++ === 0
            ? { status: 500, body: { message: 'Internal server error.' } }
            : PAID,
        ),
      ),
    );
    const { user, goToPayment } = renderCheckout();
    await fillLead(user);
    await fillRest(user);
    await confirmAndPay(user);
    await waitFor(() => expect(goToPayment).toHaveBeenCalledTimes(1));
    await user.clear(field('Lead traveler email'));
    await user.type(field('Lead traveler email'), 'anna.perera@example.com');
    await confirmAndPay(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.couldNotProcessBooking);
    await confirmAndPay(user);
    await waitFor(() => expect(goToPayment).toHaveBeenCalledTimes(2));
    // Calls: the first order; then 409 and the lost retry; then 409 and the same retry again.
    expect(api.calls).toHaveLength(5);
    expect(api.calls[4]!.idempotencyKey).toBe(api.calls[2]!.idempotencyKey);
    expect(new Set(madeWith.keys()).size).toBe(2);
  });

  it('keeps the earlier order’s key when its replacement is refused, so the next submit replaces it again (ADR 242)', async () => {
    const madeWith = new Map<string, string>();
    let refuse = true;
    const api = fakeApi(
      checkoutAnswer(
        keyedCheckout(madeWith, (call) => {
          // The first replacement is refused: the price changed meanwhile.
          if (call.replacesKey && refuse) {
            refuse = false;
            madeWith.delete(call.idempotencyKey ?? '');
            return {
              status: 409,
              body: { message: 'Kandy Temple and Lake Walk now costs $50.00' },
            };
          }
          return PAID;
        }),
      ),
    );
    const { user, goToPayment } = renderCheckout();
    await fillLead(user);
    await fillRest(user);
    await confirmAndPay(user);
    await waitFor(() => expect(goToPayment).toHaveBeenCalledTimes(1));
    const first = api.calls[0]!.idempotencyKey;
    await user.clear(field('Lead traveler email'));
    await user.type(field('Lead traveler email'), 'anna.perera@example.com');
    await confirmAndPay(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('now costs $50.00');
    await confirmAndPay(user);
    await waitFor(() => expect(goToPayment).toHaveBeenCalledTimes(2));
    // The next submit went out under the earlier key again, and its retry named that order.
    expect(api.calls[3]!.idempotencyKey).toBe(first);
    expect(api.calls[4]!.replacesKey).toBe(first);
  });

  it("shows a field the server refuses at that field (the lead traveller's, with 'Same as Lead Traveler')", async () => {
    const api = fakeApi(
      checkoutAnswer({
        status: 400,
        body: {
          message: 'Invalid booking',
          errors: { 'booking.0.contact_email': ['Enter an e-mail address'] },
        },
      }),
    );
    const { user } = renderCheckout();
    await fillLead(user);
    await fillRest(user);
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Proceed' }));
    await expectNotice('Enter an e-mail address');
    await waitFor(() =>
      expect(field('Lead traveler email')).toHaveAccessibleDescription(
        expect.stringContaining('Enter an e-mail address'),
      ),
    );
    await user.type(field('Lead traveler email'), 'x');
    expect(field('Lead traveler email')).not.toHaveAttribute('aria-invalid');
    expect(api.calls).toHaveLength(1);
  });

  it("puts the contract's lengths and the e-mail type on the fields", () => {
    fakeApi({});
    renderCheckout({ items: [{ ...kandyWalk, adults: 2 }] });
    expect(field('Lead traveler first name')).toHaveAttribute('maxlength', '100');
    expect(field('Lead traveler last name')).toHaveAttribute('maxlength', '100');
    expect(field('Lead traveler email')).toHaveAttribute('type', 'email');
    expect(field('Lead traveler email')).toHaveAttribute('maxlength', '254');
    expect(field('Lead traveler phone')).toHaveAttribute('maxlength', '30');
    expect(field('Email (optional)')).toHaveAttribute('maxlength', '254');
    expect(field('Hotel name')).toHaveAttribute('maxlength', '200');
    expect(field('Remarks (optional)')).toHaveAttribute('maxlength', '1000');
  });

  it.each([
    ['an e-mail that is no address', 'email', 'a@b', MESSAGES.leadEmailInvalid],
    ['a phone with no number in it', 'phone', 'abc', MESSAGES.leadPhoneInvalid],
  ] as const)('refuses %s in the form, as the API would', async (_, name, typed, message) => {
    const api = fakeApi({});
    const { user } = renderCheckout();
    const lead = { email: 'anna@example.com', phone: '+49 170 1234567', [name]: typed };
    await user.type(field('Lead traveler first name'), 'Anna');
    await user.type(field('Lead traveler last name'), 'Schmidt');
    await user.type(field('Lead traveler email'), lead.email);
    await user.type(field('Lead traveler phone'), lead.phone);
    await fillRest(user);
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    await expectNotice(message);
    expect(field(`Lead traveler ${name}`)).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(api.calls).toHaveLength(0);
  });

  it("says a field the API refuses in the form's words, never the API's key path", async () => {
    const refusal =
      'The booking.0.travellers.0.firstname field must NOT have more than 100 characters.';
    fakeApi(
      checkoutAnswer({
        status: 400,
        body: { message: refusal, errors: { 'booking.0.travellers.0.firstname': [refusal] } },
      }),
    );
    const { user } = renderCheckout();
    await fillLead(user);
    await fillRest(user);
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Proceed' }));
    await expectNotice('Lead traveler first name: at most 100 characters');
    await waitFor(() =>
      expect(field('Lead traveler first name')).toHaveAccessibleDescription(
        expect.stringContaining('Lead traveler first name: at most 100 characters'),
      ),
    );
    expect(document.body).not.toHaveTextContent('booking.0');
  });

  it("says the contact's refused e-mail as the lead traveller's with 'Same as Lead Traveler'", async () => {
    const refusal = 'The booking.0.contact_email field must be a valid email address.';
    fakeApi(
      checkoutAnswer({
        status: 400,
        body: { message: refusal, errors: { 'booking.0.contact_email': [refusal] } },
      }),
    );
    const { user } = renderCheckout();
    await fillLead(user);
    await fillRest(user);
    await user.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Proceed' }));
    await expectNotice(formRefusals.notEmail('Lead traveler email'));
  });

  it('saves what is typed as the draft and draws it again', async () => {
    fakeApi({});
    const { user, draft } = renderCheckout();
    await user.type(field('Lead traveler first name'), 'Anna');
    await user.click(screen.getByRole('radio', { name: 'Airport' }));
    await user.type(field('Flight number'), 'UL 504');
    expect(draft.getState().values).toMatchObject({
      b0_lead_firstname: 'Anna',
      b0_pickup: 'airport',
      b0_flight_no: 'UL 504',
    });
    // The draft follows each tour to its position in the cart.
    expect(draftFor(draft.getState(), [99, kandyWalk.activityId])).toMatchObject({
      b1_lead_firstname: 'Anna',
      b1_pickup: 'airport',
    });
    expect(draftFor(draft.getState(), [99])).not.toHaveProperty('b0_lead_firstname');
  });

  it('draws the saved values back into the form', () => {
    fakeApi({});
    renderCheckout({
      initialValues: {
        b0_lead_firstname: 'Anna',
        b0_pickup: 'airport',
        b0_flight_no: 'UL 504',
        terms: 'on',
      },
    });
    expect(field('Lead traveler first name')).toHaveValue('Anna');
    expect(screen.getByRole('radio', { name: 'Airport' })).toBeChecked();
    expect(field('Flight number')).toHaveValue('UL 504');
    expect(field('I agree to the terms & conditions')).toBeChecked();
  });

  it('says when the money is charged and until when cancelling is free', () => {
    fakeApi({});
    renderCheckout({
      items: [
        kandyWalk,
        {
          ...kandyWalk,
          activityId: 30,
          name: 'Knuckles Range Trek',
          saleType: 2,
          pickupTime: '07:00',
        },
      ],
    });
    const review = screen.getByRole('region', { name: 'Order review' });
    expect(review).toHaveTextContent('Instant confirmation: $45.00 is charged when you pay.');
    expect(review).toHaveTextContent(/On request: \$45\.00 is held as an authorization/);
    // 24 hours before the pick-up in Sri Lanka: 14/12/2026 at 07:00 for the trek (as its
    // booking and mails will say); 00:00 while a tour's pick-up time is not known.
    expect(review).toHaveTextContent('until 13/12/2026 07:00 Sri Lanka time');
    expect(review).toHaveTextContent('until 13/12/2026 00:00 Sri Lanka time');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$90.00');
    expect(
      screen.getByText(/The total is charged once confirmed/, { selector: 'p' }),
    ).not.toHaveTextContent('Not for a booking');
  });

  it('says a deadline already gone by as no free cancellation, not as a promise (ADR 284)', () => {
    // 13/12/2026 at midday in Sri Lanka.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-13T06:30:00Z') });
    try {
      fakeApi({});
      renderCheckout({
        items: [
          { ...kandyWalk, name: 'Tomorrow at seven', pickupTime: '07:00' },
          { ...kandyWalk, activityId: 13, name: 'Tomorrow, time not known yet' },
          { ...kandyWalk, activityId: 14, name: 'Next week', startDate: '2026-12-20' },
        ],
      });
      const review = screen.getByRole('region', { name: 'Order review' });
      const item = (name: string) => within(review).getByText(name).closest('li')!;
      expect(item('Tomorrow at seven')).toHaveTextContent(
        'This booking can no longer be cancelled free of charge: it starts in less than 24 hours (local time). Cancelling it will be a request to the supplier.',
      );
      expect(item('Tomorrow at seven')).not.toHaveTextContent(/until 13\/12\/2026/);
      // Without its pick-up time the deadline may still be ahead: the promise, without a time.
      expect(item('Tomorrow, time not known yet')).toHaveTextContent(
        'Free cancellation up to 24 hours (local time) before the start.',
      );
      expect(item('Tomorrow, time not known yet')).not.toHaveTextContent(/until/);
      expect(item('Next week')).toHaveTextContent(
        'Free cancellation up to 24 hours (local time) before the start: until 19/12/2026 00:00 Sri Lanka time.',
      );
      // The spec's sentence above Confirm & Pay does not contradict the item (a tester's finding).
      expect(
        screen.getByText(/The total is charged once confirmed/, { selector: 'p' }),
      ).toHaveTextContent(
        'Free cancellation up to 24 hours (local time). Not for a booking above that starts in less than 24 hours.',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes Cancel in the plain e-mail step back to where the address was typed', () => {
    fakeApi({});
    renderCheckout({ confirmEmail: 'anna@example.com' });
    const cancel = () => screen.getByRole('link', { name: 'Cancel' });
    expect(cancel()).toHaveAttribute('href', '#b0_contact');
    cleanup();
    // With 'Same as Lead Traveler' the contact's fields are hidden: the lead traveller's item.
    renderCheckout({ confirmEmail: 'anna@example.com', initialValues: { b0_contact_same: 'on' } });
    expect(cancel()).toHaveAttribute('href', '#b0_title');
    expect(document.getElementById('b0_title')).toHaveTextContent(kandyWalk.name);
  });

  it('names each item’s pick-up place, as the cart does (a tester’s finding)', () => {
    fakeApi({});
    renderCheckout({ items: [{ ...kandyWalk, placeName: 'Dalhousie (Sri Pada)' }] });
    const review = screen.getByRole('region', { name: 'Order review' });
    expect(review).toHaveTextContent(
      /adults\/children\/infants 1\/0\/0 · from Dalhousie \(Sri Pada\)/,
    );
  });

  it('says in the review that an item’s date can no longer be booked, before the form is sent (ADR 275)', () => {
    fakeApi({});
    const today = tourDateAt(new Date());
    renderCheckout({
      items: [
        { ...kandyWalk, startDate: addLocalDays(today, -2) },
        { ...kandyWalk, activityId: 13, name: 'Ella Rock', startDate: addLocalDays(today, 400) },
        { ...kandyWalk, activityId: 14, name: 'Knuckles', startDate: addLocalDays(today, 30) },
      ],
    });
    const review = screen.getByRole('region', { name: 'Order review' });
    const item = (name: string) => within(review).getByText(name).closest('li')!;
    expect(item('Kandy Temple and Lake Walk')).toHaveTextContent(
      'This date has passed. Change it in your cart.',
    );
    expect(item('Ella Rock')).toHaveTextContent(
      /Bookings open a year ahead, until \d\d\/\d\d\/\d{4}\. Change it in your cart\./,
    );
    expect(item('Knuckles')).not.toHaveTextContent(/Change it in your cart/);
    // No charge or free-cancellation deadline for a date that cannot be booked: the passed
    // one's deadline was a day already gone.
    for (const name of ['Kandy Temple and Lake Walk', 'Ella Rock']) {
      expect(item(name)).not.toHaveTextContent(/Free cancellation|charged|authorization/);
    }
    expect(item('Knuckles')).toHaveTextContent(/Free cancellation up to 24 hours/);
    expect(item('Knuckles')).toHaveTextContent('Instant confirmation: $45.00 is charged');
  });
});
