import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_MOST_TOURS } from '@trails/domain/cart';
import { MESSAGES } from '@trails/domain/messages';
import { BookingPanel } from '../app/features/tour/components/booking-panel.tsx';
import { dismissAll, getToasts } from '@trails/ui/toast/notify';
import { Snackbar } from '../app/shared/components/notices.tsx';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CartItem } from '../app/shared/api/types.ts';
import type { BookableDates, BookingPreset } from '../app/features/tour/booking-preset.ts';
import type { PanelPosted } from '../app/shared/forms/plain-booking-fields.ts';
import { activity } from './builders.ts';
import { PageFavouritesProvider } from '../app/shared/api/page-favourites.tsx';

type CostBody = { aid: number; pul: number; pud?: string; na: number; nc: number; ni: number };

/** The cost estimate the fake API answers: $45 a head, bookable from 2026-12-02. */
let costAnswer: (body: CostBody) => unknown = (body) =>
  body.na < 1
    ? { status: 'error', message: 'Please fill the booking form correctly' }
    : { amount: 45 * (body.na + body.nc), amount_formatted: 'USD', min_date: '2026-12-02' };

/** Every estimate the panel asked for, in order. */
let asked: CostBody[] = [];

/** When set, every estimate waits for it: a slow connection. */
let slowAnswers: Promise<void> | undefined;

beforeEach(() => {
  asked = [];
  slowAnswers = undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const body = (await input.json()) as CostBody;
      asked.push(body);
      await slowAnswers;
      return new Response(JSON.stringify(costAnswer(body)), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  dismissAll();
});

function renderPanel(
  cart: number[] = [],
  tour = activity(),
  preset?: BookingPreset,
  plain: { posted?: PanelPosted; added?: boolean } = {},
) {
  const added: CartItem[] = [];
  const onAdd = vi.fn((item: CartItem) => {
    if (cart.includes(item.activity.id)) return 'duplicate' as const;
    added.push(item);
    return 'added' as const;
  });
  const onBookNow = vi.fn();
  const onReplace = vi.fn();
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <PageFavouritesProvider>
        <MemoryRouter>
          <BookingPanel
            activity={tour}
            onAdd={onAdd}
            onReplace={onReplace}
            onBookNow={onBookNow}
            cartActivityIds={cart}
            {...(preset ? { preset } : {})}
            {...plain}
          />
          <Snackbar />
        </MemoryRouter>
      </PageFavouritesProvider>
    </QueryClientProvider>,
  );
  return { added, onAdd, onBookNow, onReplace, user: userEvent.setup() };
}

/** The latest notice of the snackbar. */
const notice = async () => (await screen.findAllByRole('listitem')).at(-1);

describe('the booking panel', () => {
  it('offers Share only where scripts run (a dead button in the HTML a browser without them gets)', () => {
    const panel = (
      <QueryClientProvider client={new QueryClient()}>
        <PageFavouritesProvider>
          <MemoryRouter>
            <BookingPanel
              activity={activity()}
              onAdd={() => 'added'}
              onReplace={() => undefined}
              onBookNow={() => undefined}
              cartActivityIds={[]}
            />
          </MemoryRouter>
        </PageFavouritesProvider>
      </QueryClientProvider>
    );
    expect(renderToString(panel)).not.toMatch(/>Share</);
    renderPanel();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  describe('Share, without a share sheet', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      act(() => dismissAll());
    });

    /** The page as a browser without a share sheet has it; user-event's clipboard stub replaced. */
    function panelWithClipboard(clipboard: Pick<Clipboard, 'writeText'> | undefined) {
      const rendered = renderPanel();
      vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard });
      return rendered;
    }

    it('copies the address and says so', async () => {
      const writeText = vi.fn(async () => undefined);
      const { user } = panelWithClipboard({ writeText });
      await user.click(screen.getByRole('button', { name: 'Share' }));
      expect(writeText).toHaveBeenCalledWith(window.location.href);
      await waitFor(() =>
        expect(getToasts().map((toast) => toast.message)).toEqual([MESSAGES.linkCopied]),
      );
    });

    it('says so when the address cannot be copied (before, the button did nothing)', async () => {
      // A page over plain http has no clipboard to write: `navigator.clipboard` is undefined.
      const { user } = panelWithClipboard(undefined);
      await user.click(screen.getByRole('button', { name: 'Share' }));
      await waitFor(() =>
        expect(getToasts().map((toast) => toast.message)).toEqual([MESSAGES.linkNotCopied]),
      );
    });
  });

  it('says whether its price is a person’s or a whole party’s', async () => {
    renderPanel();
    expect(screen.getByText(/^from/)).toHaveTextContent(/a person$/);
    expect(screen.queryByText(/One price for the whole party/)).toBeNull();
  });

  it('says its "from" price with the running deal taken off, as its total will be', () => {
    renderPanel(
      [],
      activity({
        price: { selling_price: 34 },
        deals: { subscription: { deals: { discount: 10 } } },
      }),
    );
    expect(screen.getByRole('region', { name: 'Book this trail' })).toHaveTextContent(
      /from\s*was \$34\.00\s*now \$30\.60\s*a person/,
    );
  });

  it('explains a price per group: one price for the party, in steps of its size', async () => {
    renderPanel([], activity({ pricing_basis: 2 }));
    expect(screen.getByText(/^from/)).toHaveTextContent(/a group$/);
    expect(screen.getByText(/One price for the whole party/)).toBeInTheDocument();
  });

  it("starts at a search's place and date and prices them at once", async () => {
    renderPanel([], activity(), { date: '2027-01-15', locationId: 4 });
    expect(screen.getByLabelText('Pick-up location')).toHaveValue('4');
    expect(screen.getByLabelText('Pick-up date')).toHaveValue('15/01/2027');
    await waitFor(() => expect(screen.getByTestId('booking-total')).toHaveTextContent('$45.00'));
    expect(asked).toContainEqual(expect.objectContaining({ pul: 4, pud: '2027-01-15', na: 1 }));
    expect(getToasts()).toEqual([]);
  });

  it("starts on a search's date with no place, and says nothing until the traveller acts", async () => {
    const { user } = renderPanel([], activity(), { date: '2027-01-15', locationId: undefined });
    expect(screen.getByLabelText('Pick-up date')).toHaveValue('15/01/2027');
    expect(screen.getByLabelText('Pick-up location')).toHaveValue('');
    // The box's start is no date chosen before the place: no 'Please select pick-up location
    // first' on a page nobody has touched.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getToasts()).toEqual([]);
    await user.selectOptions(screen.getByLabelText('Pick-up location'), 'Kandy');
    await waitFor(() => expect(screen.getByTestId('booking-total')).toHaveTextContent('$45.00'));
  });

  it('asks for a pick-up location first', async () => {
    const { user, onAdd } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await notice()).toHaveTextContent('Please select pick-up location');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('refuses a date chosen before the location', async () => {
    const { user } = renderPanel();
    await user.type(screen.getByLabelText('Pick-up date'), '1');
    expect(await notice()).toHaveTextContent('Please select pick-up location first');
    expect(screen.getByLabelText('Pick-up date')).toHaveValue('');
  });

  it('asks for a date once the location is chosen, and shows the earliest date', async () => {
    const { user } = renderPanel();
    await user.selectOptions(screen.getByLabelText('Pick-up location'), 'Kandy');
    expect(await screen.findByText('Earliest date 02/12/2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await notice()).toHaveTextContent('Please select pick-up date');
  });

  it('says at the box that a typed date names no day, and prices nothing for it', async () => {
    const { user } = renderPanel();
    await user.selectOptions(screen.getByLabelText('Pick-up location'), 'Kandy');
    await user.type(screen.getByLabelText('Pick-up date'), '31/02/2027');
    expect(
      screen.getByRole('textbox', {
        name: 'Pick-up date',
        description: /There is no 31\/02\/2027: enter a date as dd\/mm\/yyyy$/,
      }),
    ).toHaveAttribute('aria-invalid', 'true');
    // No estimate is asked for a day that does not exist (the fake API would price any date).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked.filter((body) => body.pud !== undefined)).toEqual([]);
    expect(screen.getByTestId('booking-total')).toHaveTextContent('—');
    await user.clear(screen.getByLabelText('Pick-up date'));
    await user.type(screen.getByLabelText('Pick-up date'), '28/02/2027');
    await waitFor(() => expect(screen.getByTestId('booking-total')).toHaveTextContent(/\$\d/));
    expect(asked.at(-1)?.pud).toBe('2027-02-28');
    expect(screen.queryByText(/There is no/)).toBeNull();
  });

  it('says Book Now cannot read half a date, rather than that no date was chosen', async () => {
    const { user, onBookNow } = renderPanel();
    await user.selectOptions(screen.getByLabelText('Pick-up location'), 'Kandy');
    await user.type(screen.getByLabelText('Pick-up date'), '12/2027');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await notice()).toHaveTextContent('Enter a date as dd/mm/yyyy');
    expect(onBookNow).not.toHaveBeenCalled();
    // An empty box is a date not chosen, as the spec says.
    await user.clear(screen.getByLabelText('Pick-up date'));
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await notice()).toHaveTextContent('Please select pick-up date');
  });

  it('asks for at least one adult', async () => {
    const { user } = renderPanel();
    await user.selectOptions(screen.getByLabelText('Pick-up location'), 'Kandy');
    await user.type(screen.getByLabelText('Pick-up date'), '14/12/2026');
    await user.selectOptions(screen.getByLabelText(/^Adults/), '0');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await notice()).toHaveTextContent('Please select number of adults');
  });

  it('shows a pricing error and clears the total', async () => {
    costAnswer = () => ({ status: 'error', message: 'Sold out on this date' });
    const { user } = renderPanel();
    await user.selectOptions(screen.getByLabelText('Pick-up location'), 'Kandy');
    await user.type(screen.getByLabelText('Pick-up date'), '14/12/2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sold out on this date');
    expect(screen.getByTestId('booking-total')).toHaveTextContent('—');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await notice()).toHaveTextContent('Please fill the booking form correctly');
    costAnswer = (body) => ({
      amount: 45 * (body.na + body.nc),
      amount_formatted: 'USD',
      min_date: '2026-12-02',
    });
  });

  it('takes a pricing error away once the date is corrected, so it never covers the form', async () => {
    costAnswer = (body) =>
      body.pud === '2026-12-14'
        ? { status: 'error', message: 'This date is sold out' }
        : { amount: 45 * (body.na + body.nc), amount_formatted: 'USD', min_date: '2026-12-02' };
    try {
      const { user } = renderPanel();
      await user.selectOptions(screen.getByLabelText('Pick-up location'), 'Kandy');
      const date = screen.getByLabelText('Pick-up date');
      await user.type(date, '14/12/2026');
      expect(await screen.findByRole('alert')).toHaveTextContent('This date is sold out');
      // The notice too, not only the line under the form.
      expect(await notice()).toHaveTextContent('This date is sold out');
      await user.clear(date);
      await user.type(date, '15/12/2026');
      await waitFor(() => expect(screen.getByTestId('booking-total')).toHaveTextContent('$45.00'));
      // Gone with the answer that made it, not 5 s after it came (it piled up over the fields).
      expect(getToasts().map((toast) => toast.message)).not.toContain('This date is sold out');
    } finally {
      costAnswer = (body) => ({
        amount: 45 * (body.na + body.nc),
        amount_formatted: 'USD',
        min_date: '2026-12-02',
      });
    }
  });

  // ADR 258: what the panel refuses is said at the field to fix, which gets the focus; the
  // snackbar (spec §8) alone is gone in 5 seconds and names no field.
  it("says Book Now's refusal at the field to fix and focuses it, until that field changes", async () => {
    const { user, onBookNow } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    const place = screen.getByRole('combobox', {
      name: 'Pick-up location',
      description: MESSAGES.pickupLocationRequired,
    });
    expect(place).toHaveAttribute('aria-invalid', 'true');
    expect(place).toHaveFocus();
    await user.selectOptions(place, 'Kandy');
    expect(place).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByLabelText('Pick-up date'), '14/12/2026');
    await user.selectOptions(screen.getByLabelText(/^Adults/), '0');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    const adults = screen.getByRole('combobox', {
      name: /^Adults/,
      description: MESSAGES.adultsRequired,
    });
    expect(adults).toHaveFocus();
    expect(onBookNow).not.toHaveBeenCalled();
  });

  it('says a date chosen before the place at the place', async () => {
    const { user } = renderPanel();
    await user.type(screen.getByLabelText('Pick-up date'), '1');
    expect(
      screen.getByRole('combobox', {
        name: 'Pick-up location',
        description: MESSAGES.pickupLocationFirst,
      }),
    ).toHaveAttribute('aria-invalid', 'true');
    // Focus stays where the traveller is typing.
    expect(screen.getByLabelText('Pick-up date')).toHaveFocus();
  });

  it("says a price's refusal at the field it names, and Book Now focuses that field", async () => {
    const tooMany = 'At most 2 adults on this trail';
    costAnswer = (body) =>
      body.na > 2
        ? { status: 'error', message: tooMany, field: 'na' }
        : { amount: 45 * (body.na + body.nc), amount_formatted: 'USD', min_date: '2026-12-02' };
    try {
      const { user, onBookNow } = renderPanel();
      await user.selectOptions(screen.getByLabelText('Pick-up location'), 'Kandy');
      await user.type(screen.getByLabelText('Pick-up date'), '14/12/2026');
      await user.selectOptions(screen.getByLabelText(/^Adults/), '3');
      const adults = await screen.findByRole('combobox', { name: /^Adults/, description: tooMany });
      expect(adults).toHaveAttribute('aria-invalid', 'true');
      // Said once on the panel, at its field, not again under the total.
      expect(screen.getAllByText(tooMany, { selector: 'p' })).toHaveLength(1);
      expect(screen.queryByRole('alert')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Book Now' }));
      await waitFor(() => expect(adults).toHaveFocus());
      expect(onBookNow).not.toHaveBeenCalled();
      await user.selectOptions(adults, '2');
      await waitFor(() => expect(screen.getByTestId('booking-total')).toHaveTextContent('$90.00'));
      expect(adults).not.toHaveAttribute('aria-invalid');
    } finally {
      costAnswer = (body) => ({
        amount: 45 * (body.na + body.nc),
        amount_formatted: 'USD',
        min_date: '2026-12-02',
      });
    }
  });

  // ADR 259: the panel is a form a browser without scripts posts; the route's answer draws it
  // again as it was posted, with each refusal at its field.
  it('is a form of named fields whose buttons post Book Now or Add to cart', () => {
    renderPanel();
    // One landmark, the panel's region: the form inside it has no name of its own.
    const form = screen.getByRole('region', { name: 'Book this trail' }).querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(screen.getByLabelText('Pick-up location')).toHaveAttribute('name', 'location');
    expect(screen.getByLabelText('Pick-up date')).toHaveAttribute('name', 'date');
    expect(screen.getByLabelText(/^Adults/)).toHaveAttribute('name', 'adults');
    expect(screen.getByLabelText(/^Children/)).toHaveAttribute('name', 'children');
    const bookNow = screen.getByRole('button', { name: 'Book Now' });
    expect(bookNow).toHaveAttribute('type', 'submit');
    expect(bookNow).toHaveAttribute('value', 'book-now');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveAttribute(
      'value',
      'add-to-cart',
    );
  });

  it('starts as a plain post left it: what was chosen, each message at its field', async () => {
    const { user } = renderPanel([], activity(), undefined, {
      posted: {
        values: { location: 4, date: '20/01/2027', adults: 2, children: 1, infants: 0 },
        errors: { date: 'This date is sold out' },
      },
    });
    expect(screen.getByLabelText('Pick-up location')).toHaveValue('4');
    expect(screen.getByLabelText(/^Adults/)).toHaveValue('2');
    // The page loads with focus on the field to fix.
    expect(screen.getByLabelText('Pick-up date')).toHaveFocus();
    expect(screen.getByLabelText(/^Children/)).toHaveValue('1');
    const date = screen.getByRole('textbox', {
      name: 'Pick-up date',
      description: /This date is sold out$/,
    });
    expect(date).toHaveValue('20/01/2027');
    await user.clear(date);
    await user.type(date, '21/01/2027');
    expect(date).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(screen.getByTestId('booking-total')).toHaveTextContent('$135.00'));
  });

  it('shows a posted date it could not read as it was typed, with its message', () => {
    renderPanel([], activity(), undefined, {
      posted: {
        values: { location: 3, date: '31/02/2031', adults: 1, children: 0, infants: 0 },
        errors: { date: 'There is no 31/02/2031: enter a date as dd/mm/yyyy' },
      },
    });
    expect(
      screen.getByRole('textbox', {
        name: 'Pick-up date',
        description: /^There is no 31\/02\/2031/,
      }),
    ).toHaveValue('31/02/2031');
  });

  it("says a plain post's refusal about no one field, and that a plain post added the tour", () => {
    renderPanel([], activity(), undefined, {
      posted: {
        values: { location: 3, date: '15/01/2027', adults: 1, children: 0, infants: 0 },
        errors: {},
        message: MESSAGES.alreadyInCart,
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.alreadyInCart);
    // The party chosen here is refused (the spec's rule): the way to change the one in the cart.
    expect(screen.getByRole('link', { name: 'Change it in your cart' })).toHaveAttribute(
      'href',
      '/cart?edit=12',
    );
  });

  it('says a plain post added the tour, with the way to the cart and to checkout', () => {
    renderPanel([], activity(), undefined, { added: true });
    expect(screen.getByRole('status')).toHaveTextContent(`${MESSAGES.addedToCart}.`);
    // The cart page works without scripts too (ADR 265).
    expect(screen.getByRole('link', { name: 'See your cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'go to checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it('prices live and adds the item to the cart', async () => {
    const { user, added } = renderPanel();
    await user.selectOptions(screen.getByLabelText('Pick-up location'), 'Peradeniya');
    await user.type(screen.getByLabelText('Pick-up date'), '14/12/2026');
    await user.selectOptions(screen.getByLabelText(/^Adults/), '2');
    await user.selectOptions(screen.getByLabelText(/^Children/), '1');
    await waitFor(() => expect(screen.getByTestId('booking-total')).toHaveTextContent('$135.00'));
    expect(screen.queryByLabelText(/^Infants/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await notice()).toHaveTextContent('Item added to your cart');
    expect(added[0]).toMatchObject({
      from_date: '2026-12-14',
      location_id: 4,
      adults: 2,
      children: 1,
      infants: 0,
      amount: 135,
      bookNow: false,
    });
  });

  it("says a party's price is on its way, and Book Now waits for it instead of booking the last one", async () => {
    const { user, added, onBookNow } = renderPanel();
    await user.selectOptions(screen.getByLabelText('Pick-up location'), 'Kandy');
    await user.type(screen.getByLabelText('Pick-up date'), '14/12/2026');
    await waitFor(() => expect(screen.getByTestId('booking-total')).toHaveTextContent('$45.00'));
    let arrive = () => {};
    slowAnswers = new Promise((resolve) => (arrive = resolve));
    await user.selectOptions(screen.getByLabelText(/^Adults/), '3');
    // The one adult's $45.00 is not the three adults' price.
    expect(screen.getByTestId('booking-total')).toHaveTextContent(MESSAGES.updating);
    // Two taps while it waits are one: one item, one checkout, one request for the price.
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(onBookNow).not.toHaveBeenCalled();
    arrive();
    await waitFor(() => expect(onBookNow).toHaveBeenCalledOnce());
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ adults: 3, amount: 135, bookNow: true });
    expect(asked.filter((body) => body.na === 3 && body.pud)).toHaveLength(1);
    expect(screen.getByTestId('booking-total')).toHaveTextContent('$135.00');
  });

  // Offline, TanStack Query holds the price's request until the connection is back: the total
  // said "Updating..." for as long, a tap on Book Now did nothing visible, and the checkout page
  // opened by itself once the connection returned.
  it('says offline that the price waits for the connection, and Book Now neither waits nor books later', async () => {
    const { user, added, onBookNow } = renderPanel();
    await user.selectOptions(screen.getByLabelText('Pick-up location'), 'Kandy');
    await user.type(screen.getByLabelText('Pick-up date'), '14/12/2026');
    await waitFor(() => expect(screen.getByTestId('booking-total')).toHaveTextContent('$45.00'));
    onlineManager.setOnline(false);
    try {
      await user.selectOptions(screen.getByLabelText(/^Adults/), '3');
      expect(await screen.findByText(MESSAGES.priceWaitsForConnection)).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Book Now' }));
      expect(await notice()).toHaveTextContent(MESSAGES.priceWaitsForConnection);
      onlineManager.setOnline(true);
      await waitFor(() => expect(screen.getByTestId('booking-total')).toHaveTextContent('$135.00'));
      expect(screen.queryByText(MESSAGES.priceWaitsForConnection, { selector: 'p' })).toBeNull();
      // The tap made offline is not carried out later.
      expect(onBookNow).not.toHaveBeenCalled();
      expect(added).toHaveLength(0);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  // ADR 271: checkout's page cannot load offline; the router reloaded into the browser's offline
  // page. The price already shown, Book Now puts the trail in the cart and says checkout waits.
  it('offline with the price shown, Book Now puts the trail in the cart and says checkout waits', async () => {
    const { user, added, onBookNow } = renderPanel();
    await user.selectOptions(screen.getByLabelText('Pick-up location'), 'Kandy');
    await user.type(screen.getByLabelText('Pick-up date'), '14/12/2026');
    await waitFor(() => expect(screen.getByTestId('booking-total')).toHaveTextContent('$45.00'));
    // The browser already offline when the page opened: no `offline` event was seen.
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await notice()).toHaveTextContent(MESSAGES.bookNowWaitsForConnection);
    expect(added).toHaveLength(1);
    expect(onBookNow).not.toHaveBeenCalled();
  });

  it('says no price is on its way once the place is taken back', async () => {
    const { user } = renderPanel();
    await user.selectOptions(screen.getByLabelText('Pick-up location'), 'Kandy');
    await user.type(screen.getByLabelText('Pick-up date'), '14/12/2026');
    await waitFor(() => expect(screen.getByTestId('booking-total')).toHaveTextContent('$45.00'));
    await user.selectOptions(screen.getByLabelText('Pick-up location'), '');
    expect(screen.getByTestId('booking-total')).toHaveTextContent('—');
    expect(screen.getByTestId('booking-total')).not.toHaveTextContent(MESSAGES.updating);
  });

  it("takes a date typed on a phone's number pad, which has no slash", async () => {
    const { user } = renderPanel();
    await user.selectOptions(screen.getByLabelText('Pick-up location'), 'Kandy');
    await user.type(screen.getByLabelText('Pick-up date'), '14122026');
    await waitFor(() => expect(screen.getByTestId('booking-total')).toHaveTextContent('$45.00'));
    expect(asked).toContainEqual(expect.objectContaining({ pud: '2026-12-14' }));
  });

  it('refuses a tour already in the cart', async () => {
    const { user, onAdd } = renderPanel([12]);
    await user.selectOptions(screen.getByLabelText('Pick-up location'), 'Kandy');
    await user.type(screen.getByLabelText('Pick-up date'), '14/12/2026');
    await waitFor(() => expect(screen.getByTestId('booking-total')).toHaveTextContent('$45.00'));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await notice()).toHaveTextContent('This item already exists in your cart');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('refuses a 21st tour, by Add to cart and by Book Now, and says why (ADR 263)', async () => {
    const full = Array.from({ length: CART_MOST_TOURS }, (_, n) => n + 100);
    const { user, onAdd, onBookNow } = renderPanel(full);
    await user.selectOptions(screen.getByLabelText('Pick-up location'), 'Kandy');
    await user.type(screen.getByLabelText('Pick-up date'), '14/12/2026');
    await waitFor(() => expect(screen.getByTestId('booking-total')).toHaveTextContent('$45.00'));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await notice()).toHaveTextContent(MESSAGES.cartFull);
    // Said in the panel too, where it stays once the notice has gone.
    expect(
      screen.getByRole('region', { name: 'Book this trail' }).querySelector('[role="alert"]'),
    ).toHaveTextContent(MESSAGES.cartFull);
    act(() => dismissAll());
    await waitFor(() => expect(screen.getAllByText(MESSAGES.cartFull)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await notice()).toHaveTextContent(MESSAGES.cartFull);
    expect(onAdd).not.toHaveBeenCalled();
    expect(onBookNow).not.toHaveBeenCalled();
  });

  it("Book Now of a tour in the cart books the panel's choices in its place, then checkout", async () => {
    const { user, onReplace, onBookNow } = renderPanel([12]);
    await user.selectOptions(screen.getByLabelText('Pick-up location'), 'Kandy');
    await user.type(screen.getByLabelText('Pick-up date'), '14/12/2026');
    await waitFor(() => expect(screen.getByTestId('booking-total')).toHaveTextContent('$45.00'));
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(onReplace).toHaveBeenCalledOnce();
    expect(onReplace.mock.calls[0]![0]).toMatchObject({
      from_date: '2026-12-14',
      amount: 45,
      bookNow: true,
      activity: { id: 12 },
    });
    expect(onBookNow).toHaveBeenCalledOnce();
  });

  it('Book Now adds the item flagged book-now and goes on to checkout', async () => {
    const { user, added, onBookNow } = renderPanel();
    await user.selectOptions(screen.getByLabelText('Pick-up location'), 'Kandy');
    await user.type(screen.getByLabelText('Pick-up date'), '14/12/2026');
    await waitFor(() => expect(screen.getByTestId('booking-total')).toHaveTextContent('$45.00'));
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(added[0]?.bookNow).toBe(true);
    expect(onBookNow).toHaveBeenCalledOnce();
  });

  // ADR 283: without scripts the live total cannot run; See total asks the route for it.
  describe('See total, for a browser whose scripts do not run', () => {
    /** The panel with its providers, as the page draws it on the server and hydrates it. */
    const page = (posted?: PanelPosted, bookable?: BookableDates) => (
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <PageFavouritesProvider>
          <MemoryRouter>
            <BookingPanel
              activity={activity()}
              onAdd={() => 'added'}
              onReplace={() => undefined}
              onBookNow={() => undefined}
              cartActivityIds={[]}
              posted={posted}
              bookable={bookable}
            />
          </MemoryRouter>
        </PageFavouritesProvider>
      </QueryClientProvider>
    );
    /** The server's HTML in the document, as a browser without scripts has it. */
    const serverPage = (posted?: PanelPosted, bookable?: BookableDates) => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(page(posted, bookable));
      document.body.append(container);
      return container;
    };
    const pricedParty: PanelPosted = {
      values: { location: 4, date: '15/01/2027', adults: 2, children: 1, infants: 0 },
      amount: 135,
    };

    afterEach(() => document.body.replaceChildren());

    it("is in the server's HTML as the form's first submit button, and gone once scripts run, without a hydration mismatch", async () => {
      const container = serverPage();
      const seeTotal = within(container).getByRole('button', { name: MESSAGES.seeTotal });
      expect(seeTotal).toHaveAttribute('type', 'submit');
      expect(seeTotal).toHaveAttribute('name', 'intent');
      expect(seeTotal).toHaveAttribute('value', 'see-total');
      // Enter in the date box presses the form's first submit button: the price, not Book Now.
      expect(container.querySelector('form button[type="submit"]')).toBe(seeTotal);
      expect(within(container).getByTestId('booking-total')).toHaveTextContent('—');

      const mismatches: unknown[] = [];
      const logged = vi.spyOn(console, 'error');
      const form = container.querySelector('form');
      await act(async () => {
        hydrateRoot(container, page(), { onRecoverableError: (error) => mismatches.push(error) });
      });
      await waitFor(() =>
        expect(
          within(container).queryByRole('button', { name: MESSAGES.seeTotal }),
        ).not.toBeInTheDocument(),
      );
      expect(mismatches).toEqual([]);
      expect(logged).not.toHaveBeenCalled();
      // Hydrated, not drawn anew: React drew a mismatched tree again from scratch.
      expect(container.querySelector('form')).toBe(form);
      logged.mockRestore();
    });

    it("says the tour's earliest date in the server's HTML, before a place is chosen, and keeps it once scripts run", async () => {
      // Before, only the browser asked for it, once a place was chosen: a traveller without
      // scripts learnt it only from a refused post.
      const bookable: BookableDates = { first: '2026-12-05', last: '2027-12-02' };
      const container = serverPage(undefined, bookable);
      expect(within(container).getByLabelText('Pick-up location')).toHaveValue('');
      expect(within(container).getByText('Earliest date 05/12/2026')).toBeInTheDocument();
      const mismatches: unknown[] = [];
      await act(async () => {
        hydrateRoot(container, page(undefined, bookable), {
          onRecoverableError: (error) => mismatches.push(error),
        });
      });
      expect(mismatches).toEqual([]);
      expect(within(container).getByText('Earliest date 05/12/2026')).toBeInTheDocument();
    });

    it("draws a See total's answer: the party as posted, its total, what it is the price of, with focus on the total", () => {
      const container = serverPage(pricedParty);
      const panel = within(container);
      expect(panel.getByLabelText('Pick-up location')).toHaveValue('4');
      expect(panel.getByLabelText('Pick-up date')).toHaveValue('15/01/2027');
      expect(panel.getByLabelText(/^Adults/)).toHaveValue('2');
      expect(panel.getByLabelText(/^Children/)).toHaveValue('1');
      // Formatted as the live total is.
      expect(panel.getByTestId('booking-total')).toHaveTextContent('$135.00');
      const total = panel.getByTestId('booking-total').closest('p')!;
      expect(total).toHaveAttribute('aria-live', 'polite');
      // The page loads with focus on the total, which names what it priced: nothing redraws it
      // when a field changes without scripts.
      expect(total).toHaveAttribute('autofocus');
      expect(total).toHaveAccessibleDescription(
        'Priced for 2 adults, 1 child on 15/01/2027, pick-up at Peradeniya',
      );
      expect(panel.getByRole('button', { name: MESSAGES.updateTotal })).toHaveAttribute(
        'value',
        'see-total',
      );
      expect(panel.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('with scripts shows the posted total until its own price comes, and never for a changed party', async () => {
      let answer: () => void = () => undefined;
      slowAnswers = new Promise((resolve) => (answer = resolve));
      const { user } = renderPanel([], activity(), undefined, { posted: pricedParty });
      const total = screen.getByTestId('booking-total');
      expect(total).toHaveTextContent('$135.00');
      expect(screen.queryByRole('button', { name: /total$/ })).not.toBeInTheDocument();
      await user.selectOptions(screen.getByLabelText(/^Adults/), '1');
      expect(total).toHaveTextContent('—');
      await act(async () => answer());
      await waitFor(() => expect(total).toHaveTextContent('$90.00'));
      expect(asked.at(-1)).toMatchObject({ pul: 4, pud: '2027-01-15', na: 1, nc: 1 });
    });
  });
});
