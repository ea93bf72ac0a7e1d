import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  API_MESSAGES,
  firstAvailableDate,
  groupTooLarge,
  MESSAGES,
  placesLeftOnDate,
  removedFromCart,
  updatedInCart,
} from '@trails/domain/messages';
import { addLocalDays, tourDateAt } from '@trails/domain/tour-date';
import { dismissAll, getToasts } from '@trails/ui/toast/notify';
import { cartItem } from '../../../../test/builders.ts';
import { fakeApi } from '../../../../test/fake-api.ts';
import type { Answer } from '../../../../test/fake-api.ts';
import { PageProviders } from '../../../../test/providers.tsx';
import { Snackbar } from '../../../shared/components/notices.tsx';
import { useCart } from '../stores/cart-store.ts';
import { CartPage } from './cart-page.tsx';

afterEach(() => {
  useCart.setState({ items: [] });
  dismissAll();
  vi.unstubAllGlobals();
});

const DATE_LABEL = 'New date (dd/mm/yyyy)';

/** The cart page with one item (2 adults from Kandy on 14/12/2026), its edit panel open. */
async function openEditPanel(cost?: Answer) {
  // Always a fake: the open form asks for the first bookable date (ADR 273), and the site's
  // browser client keeps the fetch of its first call.
  fakeApi(cost ? { 'POST /api/activity/cost': cost } : {});
  useCart.setState({
    items: [
      cartItem({
        activity: {
          id: 12,
          name: "Little Adam's Peak",
          image: '/media/x?w=960',
          duration: 2,
          duration_value: 4,
          pickup_locations: [
            { id: 11, loc_id: 3, location_name: 'Kandy' },
            { id: 12, loc_id: 4, location_name: 'Ella' },
          ],
        },
      }),
    ],
  });
  const user = userEvent.setup();
  render(
    <PageProviders>
      <CartPage />
      <Snackbar />
    </PageProviders>,
  );
  await user.click(await screen.findByRole('button', { name: /Edit/ }));
  return user;
}

async function editDate(text: string) {
  const user = await openEditPanel();
  const box = screen.getByLabelText(DATE_LABEL);
  await user.clear(box);
  if (text) await user.type(box, text);
  await user.click(screen.getByRole('button', { name: 'Update' }));
  return user;
}

const toastTexts = () => getToasts().map((toast) => toast.message);

describe("a cart item's new date", () => {
  // A tester typed 31/02/2027 and 12/2027 and was told "Please select pick-up date".
  it('that names no day is said as such, not as a missing date', async () => {
    await editDate('31/02/2027');
    expect(
      await screen.findByText('There is no 31/02/2027: enter a date as dd/mm/yyyy'),
    ).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.pickupDateRequired)).toBeNull();
  });

  it('left empty is a date not chosen', async () => {
    await editDate('');
    expect(await screen.findByText(MESSAGES.pickupDateRequired)).toBeInTheDocument();
  });

  it('shows the format, not a day that may not be bookable, as its example', async () => {
    await openEditPanel();
    expect(screen.getByLabelText(DATE_LABEL)).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  });
});

// A tester saw these only as 5-second notices: gone before read on a phone, and a screen reader
// was not told which field was wrong.
describe('a refused change of a cart item', () => {
  it('says a date that names no day at the date field, keeps the text and focuses it', async () => {
    await editDate('31/02/2027');
    const box = screen.getByLabelText(DATE_LABEL);
    const message = 'There is no 31/02/2027: enter a date as dd/mm/yyyy';
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveAccessibleDescription(message);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveValue('31/02/2027');
    expect(toastTexts()).not.toContain(message);
  });

  it('says a missing date at the date field', async () => {
    await editDate('');
    const box = screen.getByLabelText(DATE_LABEL);
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveAccessibleDescription(MESSAGES.pickupDateRequired);
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('says a party without adults at the adults field and focuses it', async () => {
    const user = await openEditPanel();
    await user.selectOptions(screen.getByLabelText('Adults'), '0');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const adults = screen.getByLabelText('Adults');
    await waitFor(() => expect(adults).toHaveFocus());
    expect(adults).toHaveAccessibleDescription(MESSAGES.adultsRequired);
    expect(adults).toHaveAttribute('aria-invalid', 'true');
    expect(adults).toHaveValue('0');
    expect(toastTexts()).not.toContain(MESSAGES.adultsRequired);
  });

  // The price's refusals, in the API's own words, each at the field the API names (ADR 257).
  it.each([
    [API_MESSAGES.dateSoldOut, 'pud', DATE_LABEL],
    [firstAvailableDate('01/12/2026'), 'pud', DATE_LABEL],
    [placesLeftOnDate(3), 'pud', DATE_LABEL],
    [API_MESSAGES.locationNotServed, 'pul', 'Pick-up location'],
    [MESSAGES.adultsRequired, 'na', 'Adults'],
    [groupTooLarge(6), 'na', 'Adults'],
    [API_MESSAGES.childrenNotAllowed, 'nc', 'Children'],
    [API_MESSAGES.infantsNotAllowed, 'ni', 'Infants'],
  ])('says "%s" (%s) at the field %s and focuses it', async (message, wireField, label) => {
    const user = await openEditPanel({ body: { status: 'error', message, field: wireField } });
    const box = screen.getByLabelText(DATE_LABEL);
    await user.clear(box);
    await user.type(box, '04/12/2026');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const field = screen.getByLabelText(label);
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // What was typed stays, to be corrected; the item keeps its old date meanwhile.
    expect(box).toHaveValue('04/12/2026');
    expect(useCart.getState().items[0]?.from_date).toBe('2026-12-14');
    // No notice repeats it, nor says 'Updating...' beside it once the answer has come.
    expect(toastTexts()).not.toContain(message);
    expect(toastTexts()).not.toContain(MESSAGES.updating);
  });

  it("takes a date's refusal away once the date is changed", async () => {
    const user = await openEditPanel({
      body: { status: 'error', message: 'This date is sold out', field: 'pud' },
    });
    const box = screen.getByLabelText(DATE_LABEL);
    await user.clear(box);
    await user.type(box, '04/12/2026');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription('This date is sold out'));
    await user.type(box, '{Backspace}7');
    expect(box).not.toHaveAccessibleDescription('This date is sold out');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('This date is sold out')).toBeNull();
  });

  it("takes the adults' refusal away once the adults are changed, and only theirs", async () => {
    const user = await openEditPanel();
    const box = screen.getByLabelText(DATE_LABEL);
    await user.clear(box);
    await user.selectOptions(screen.getByLabelText('Adults'), '0');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    // Both wrong: both said, focus on the first of the form.
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveAccessibleDescription(MESSAGES.pickupDateRequired);
    const adults = screen.getByLabelText('Adults');
    expect(adults).toHaveAccessibleDescription(MESSAGES.adultsRequired);
    await user.selectOptions(adults, '2');
    expect(adults).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(MESSAGES.adultsRequired)).toBeNull();
    expect(box).toHaveAccessibleDescription(MESSAGES.pickupDateRequired);
  });

  it('says a failure that names no field in a notice, and marks no field', async () => {
    const user = await openEditPanel(() => {
      throw new TypeError('Failed to fetch');
    });
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(toastTexts()).toContain(MESSAGES.couldNotLoadData));
    for (const label of [DATE_LABEL, 'Pick-up location', 'Adults', 'Children', 'Infants']) {
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
    }
  });
});

describe('an accepted change of a cart item', () => {
  it('closes the panel and puts focus on the Edit button that reopens it', async () => {
    const user = await openEditPanel({
      body: { amount: 120, amount_formatted: 'USD 120.00', min_date: '2026-12-01' },
    });
    const box = screen.getByLabelText(DATE_LABEL);
    await user.clear(box);
    await user.type(box, '20/12/2026');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByLabelText(DATE_LABEL)).toBeNull());
    const edit = screen.getByRole('button', { name: /Edit/ });
    expect(edit).toHaveFocus();
    expect(edit).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Date 20/12/2026')).toBeInTheDocument();
    // Said too, for a screen reader as for the eye (ADR 268).
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(updatedInCart("Little Adam's Peak"));

    // The same change again is said again: the line's text changes, so it is announced.
    const first = status.textContent;
    await user.click(edit);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(status.textContent).not.toBe(first));
    expect(status).toHaveTextContent(updatedInCart("Little Adam's Peak"));
  });
});

describe('a removed cart item (ADR 268)', () => {
  it('is said in the status line; focus goes to the Edit of the item that took its place', async () => {
    useCart.setState({
      items: [cartItem({ amount: 90 }, 12), cartItem({ amount: 45 }, 7), cartItem({}, 9)],
    });
    render(
      <PageProviders>
        <CartPage />
      </PageProviders>,
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Tour 12' }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(removedFromCart('Tour 12'));
    expect(screen.queryByRole('heading', { name: 'Tour 12' })).toBeNull();
    // The visitor keeps their place: the next item's Edit, not the line at the top of the page.
    const edit = (name: string) =>
      within(screen.getByRole('heading', { name }).closest('li')!).getByRole('button', {
        name: 'Edit',
      });
    expect(edit('Tour 7')).toHaveFocus();
    // The last item removed: the one before it.
    await userEvent.click(screen.getByRole('button', { name: 'Remove Tour 9' }));
    expect(status).toHaveTextContent(removedFromCart('Tour 9'));
    expect(edit('Tour 7')).toHaveFocus();
  });
});

describe("a cart item's calendar (ADR 273)", () => {
  it('says the first bookable date from the place chosen, and asks again for another place', async () => {
    const user = await openEditPanel(({ body }) => ({
      body: {
        amount: 60,
        amount_formatted: 'USD 60.00',
        // Ella (4) is further: its first bookable date is later.
        min_date: (body as { pul: number }).pul === 4 ? '2026-12-08' : '2026-12-01',
      },
    }));
    const box = screen.getByLabelText(DATE_LABEL);
    await waitFor(() => expect(box).toHaveAccessibleDescription('Earliest date 01/12/2026'));
    await user.selectOptions(screen.getByLabelText('Pick-up location'), '4');
    await waitFor(() => expect(box).toHaveAccessibleDescription('Earliest date 08/12/2026'));
    expect(
      screen.getByRole('button', {
        name: "Choose a new date for Little Adam's Peak on the calendar",
      }),
    ).toBeInTheDocument();
  });
});

describe('an item whose date can no longer be booked (ADR 275)', () => {
  it('says so at the item, before checkout would refuse it', () => {
    const today = tourDateAt(new Date());
    const items = [
      cartItem({ from_date: addLocalDays(today, -1) }, 12),
      cartItem({ from_date: addLocalDays(today, 366) }, 7),
      cartItem({ from_date: addLocalDays(today, 10) }, 9),
    ];
    const line = (name: string) => screen.getByRole('heading', { name }).closest('li')!;
    // One line for the server's copy and the browser's cart: drawn here from the browser's.
    useCart.setState({ items });
    render(
      <PageProviders>
        <CartPage />
      </PageProviders>,
    );
    expect(line('Tour 12')).toHaveTextContent(
      'This date has passed. Tap Edit to choose another date.',
    );
    expect(line('Tour 7')).toHaveTextContent(
      /Bookings open a year ahead, until \d\d\/\d\d\/\d{4}\. Tap Edit/,
    );
    expect(line('Tour 9')).not.toHaveTextContent(/Tap Edit/);
  });

  it("judges by the loader's day, not the browser's clock, so hydrating draws the server's text", () => {
    const today = tourDateAt(new Date());
    useCart.setState({ items: [cartItem({ from_date: addLocalDays(today, 10) }, 12)] });
    // The server's day is later than this browser's (its clock is behind).
    render(
      <PageProviders>
        <CartPage today={addLocalDays(today, 20)} />
      </PageProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Tour 12' }).closest('li')!).toHaveTextContent(
      'This date has passed.',
    );
  });
});

describe('an Update without a connection', () => {
  it('says at once that nothing changed and why, asks nothing, and keeps what was typed', async () => {
    const user = await openEditPanel();
    const box = screen.getByLabelText(DATE_LABEL);
    await user.clear(box);
    await user.type(box, '20/12/2026');
    const api = fakeApi({
      'POST /api/activity/cost': {
        body: { amount: 120, amount_formatted: 'USD 120.00', min_date: '2026-12-01' },
      },
    });
    onlineManager.setOnline(false);
    onTestFinished(() => onlineManager.setOnline(true));
    const before = useCart.getState().items;
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(toastTexts()).toContain(MESSAGES.updateWaitsForConnection));
    expect(api.calls).toEqual([]);
    expect(useCart.getState().items).toBe(before);
    expect(box).toHaveValue('20/12/2026');
  });
});

describe('what the cart says after a change (ADR 268)', () => {
  it('takes back what it said once another Update is sent, refused or not', async () => {
    const user = await openEditPanel({
      body: { amount: 120, amount_formatted: 'USD 120.00', min_date: '2026-12-01' },
    });
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(updatedInCart("Little Adam's Peak")));
    await user.click(screen.getByRole('button', { name: /Edit/ }));
    await user.clear(screen.getByLabelText(DATE_LABEL));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    // Read after the first bookable date the box now says (ADR 273).
    expect(screen.getByLabelText(DATE_LABEL)).toHaveAccessibleDescription(
      `Earliest date 01/12/2026 ${MESSAGES.pickupDateRequired}`,
    );
    expect(status).toBeEmptyDOMElement();
  });

  it("leaves a plain post's address once a change is made here: a reload does not say it again", async () => {
    useCart.setState({ items: [cartItem({ amount: 90 }, 12), cartItem({ amount: 45 }, 7)] });
    function Where() {
      const at = useLocation();
      return <span data-testid="where">{`${at.pathname}${at.search}`}</span>;
    }
    render(
      <MemoryRouter initialEntries={['/cart?updated=12']}>
        <CartPage said={updatedInCart('Tour 12')} />
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(updatedInCart('Tour 12'));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Tour 7' }));
    expect(screen.getByRole('status')).toHaveTextContent(removedFromCart('Tour 7'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/cart$/));
  });
});

describe('the last item removed (ADR 271)', () => {
  it('goes to search, and the snackbar says which tour went and that the cart is empty', async () => {
    useCart.setState({ items: [cartItem({ amount: 90 }, 12)] });
    function Where() {
      const at = useLocation();
      return <span data-testid="where">{`${at.pathname}${at.search}`}</span>;
    }
    render(
      <MemoryRouter initialEntries={['/cart']}>
        <CartPage />
        <Where />
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Tour 12' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/search\?key=$/));
    expect(toastTexts()).toEqual([`${removedFromCart('Tour 12')}. ${MESSAGES.cartEmpty}.`]);
  });
});

/** A price of $220 that comes only when the returned function is called. */
function slowPrice(): () => void {
  let answer!: () => void;
  const slow = new Promise<void>((resolve) => (answer = resolve));
  fakeApi({
    'POST /api/activity/cost': async () => {
      await slow;
      return { body: { amount: 220, amount_formatted: 'USD 220.00', min_date: '2026-12-01' } };
    },
  });
  return answer;
}

describe('an Update whose price comes after a Remove (a tester’s slow connection)', () => {
  it('changes its own tour, not the one that moved into its place', async () => {
    const answer = slowPrice();
    useCart.setState({
      items: [cartItem({ amount: 90 }, 12), cartItem({ amount: 45 }, 7), cartItem({}, 9)],
    });
    const user = userEvent.setup();
    render(
      <PageProviders>
        <CartPage />
      </PageProviders>,
    );
    const line = (name: string) => screen.getByRole('heading', { name }).closest('li')!;
    await user.click(within(line('Tour 7')).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Change Tour 7' });
    await user.selectOptions(within(form).getByLabelText('Adults'), '4');
    await user.click(within(form).getByRole('button', { name: 'Update' }));
    // While its price is asked, the item above it goes.
    await user.click(screen.getByRole('button', { name: 'Remove Tour 12' }));
    answer();
    await waitFor(() =>
      expect(useCart.getState().items.find((i) => i.activity.id === 7)).toMatchObject({
        adults: 4,
        amount: 220,
      }),
    );
    const tour9 = useCart.getState().items.find((i) => i.activity.id === 9)!;
    expect(tour9).toEqual(cartItem({}, 9));
    expect(screen.getByRole('status')).toHaveTextContent(updatedInCart('Tour 7'));
  });

  it('of a tour removed meanwhile changes nothing and says nothing of it', async () => {
    const answer = slowPrice();
    useCart.setState({ items: [cartItem({ amount: 90 }, 12), cartItem({ amount: 45 }, 7)] });
    const user = userEvent.setup();
    render(
      <PageProviders>
        <CartPage />
      </PageProviders>,
    );
    const line = screen.getByRole('heading', { name: 'Tour 12' }).closest('li')!;
    await user.click(within(line).getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await user.click(screen.getByRole('button', { name: 'Remove Tour 12' }));
    answer();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/removed/));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useCart.getState().items).toEqual([cartItem({ amount: 45 }, 7)]);
    expect(screen.getByRole('status')).toHaveTextContent(removedFromCart('Tour 12'));
  });
});

/** The page as the server sends it (ADR 265): what a browser whose scripts did not run has. */
function serverHtml(props: Parameters<typeof CartPage>[0]): HTMLElement {
  const page = document.createElement('div');
  // In the document, as a browser has it (so ids and descriptions resolve); taken out after.
  document.body.append(page);
  onTestFinished(() => page.remove());
  page.innerHTML = renderToString(
    <PageProviders>
      <CartPage {...props} />
    </PageProviders>,
  );
  return page;
}

const copied = cartItem({ amount: 90 }, 12);
/** A row of the copy whose tour (40) the server could not read. */
const unreadRow = {
  activityId: 40,
  startDate: '2027-01-15',
  locationId: 3,
  adults: 2,
  children: 0,
  infants: 0,
  amount: 90,
};

describe('the cart page without scripts (ADR 265)', () => {
  it("draws the cart's cookie copy, its total, and forms that post Remove and ask for Edit", () => {
    const page = serverHtml({ serverItems: [copied, cartItem({ amount: 45 }, 7)] });
    expect(within(page).getByRole('heading', { level: 2, name: 'Tour 12' })).toBeInTheDocument();
    expect(within(page).getByTestId('cart-total')).toHaveTextContent('$135');
    expect(within(page).queryByText(/needs JavaScript/)).toBeNull();

    const remove = within(page).getByRole('button', { name: 'Remove Tour 12' });
    const removeForm = remove.closest('form')!;
    expect(removeForm).toHaveAttribute('method', 'post');
    expect(removeForm).toHaveAttribute('action', '/cart');
    expect(Object.fromEntries(new FormData(removeForm))).toEqual({ intent: 'remove', tour: '12' });

    const edit = within(page).getAllByRole('button', { name: 'Edit' })[0]!;
    const editForm = edit.closest('form')!;
    expect(editForm).toHaveAttribute('method', 'get');
    expect(Object.fromEntries(new FormData(editForm))).toEqual({ edit: '12' });
    expect(edit).toHaveAttribute('aria-expanded', 'false');
    expect(within(page).queryByRole('form', { name: 'Change Tour 12' })).toBeNull();
  });

  it('says what a plain post changed, in the status line, focused as the page loads', () => {
    const page = serverHtml({ serverItems: [copied], said: removedFromCart('Tour 7') });
    const status = within(page).getByRole('status');
    expect(status).toHaveTextContent(removedFromCart('Tour 7'));
    // A screen reader does not read a live region that has its text as the page loads.
    expect(status).toHaveAttribute('autofocus');
    expect(within(serverHtml({ serverItems: [copied] })).getByRole('status')).not.toHaveAttribute(
      'autofocus',
    );
  });

  it('draws the form of the item asked for open, posting an Update, with focus on its date', () => {
    const page = serverHtml({ serverItems: [copied], editing: 12 });
    const form = within(page).getByRole('form', { name: 'Change Tour 12' });
    expect(form).toHaveAttribute('method', 'post');
    // Edit, sent again while the form is open, asks for the cart alone: the form closes.
    const edit = within(page).getByRole('button', { name: 'Edit' });
    expect(edit).toHaveAttribute('aria-expanded', 'true');
    expect(Object.fromEntries(new FormData(edit.closest('form')!))).toEqual({});
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
      intent: 'update',
      tour: '12',
      date: '14/12/2026',
      location: '3',
      adults: '2',
      children: '0',
      infants: '0',
    });
    expect(within(form).getByLabelText(DATE_LABEL)).toHaveAttribute('autofocus');
  });

  it('draws a refused Update as it was sent, the message at its field and focused', () => {
    const page = serverHtml({
      serverItems: [copied],
      refusal: {
        activityId: 12,
        values: { location: 3, date: '31/02/2027', adults: 3, children: 1, infants: 0 },
        errors: { date: 'There is no 31/02/2027: enter a date as dd/mm/yyyy' },
      },
    });
    const form = within(page).getByRole('form', { name: 'Change Tour 12' });
    const date = within(form).getByLabelText(DATE_LABEL);
    expect(date).toHaveValue('31/02/2027');
    expect(date).toHaveAttribute('autofocus');
    expect(date).toHaveAccessibleDescription('There is no 31/02/2027: enter a date as dd/mm/yyyy');
    expect(within(form).getByLabelText('Adults')).toHaveValue('3');
    expect(within(form).getByLabelText('Children')).toHaveValue('1');
  });

  it('says a refusal about no one field in the form, focused', () => {
    const page = serverHtml({
      serverItems: [copied],
      refusal: {
        activityId: 12,
        values: { location: 3, date: '15/01/2027', adults: 2, children: 0, infants: 0 },
        errors: {},
        message: MESSAGES.couldNotLoadData,
      },
    });
    const alert = within(page).getByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.couldNotLoadData);
    expect(alert).toHaveAttribute('autofocus');
  });

  it('with scripts, Remove takes the item out of the browser’s cart without posting', async () => {
    useCart.setState({ items: [copied, cartItem({ amount: 45 }, 7)] });
    const submitted = vi.fn();
    document.addEventListener('submit', submitted);
    try {
      render(
        <PageProviders>
          <CartPage serverItems={[copied]} />
        </PageProviders>,
      );
      await userEvent.click(await screen.findByRole('button', { name: 'Remove Tour 12' }));
      await waitFor(() => expect(useCart.getState().items.map((i) => i.activity.id)).toEqual([7]));
      expect(submitted).toHaveBeenCalledTimes(1);
      expect((submitted.mock.calls[0]![0] as Event).defaultPrevented).toBe(true);
    } finally {
      document.removeEventListener('submit', submitted);
    }
  });

  it('draws a tour it cannot read with what the copy keeps of it and a Remove, rather than an empty cart', () => {
    const page = serverHtml({ serverItems: [], unread: [unreadRow] });
    expect(within(page).queryByText(MESSAGES.cartEmpty)).toBeNull();
    expect(within(page).getByText(/cannot be shown now/)).toBeInTheDocument();
    // Which one it is: its date, party and price (the API down, a tester saw only the sentence).
    expect(
      within(page).getByText('15/01/2027 · 2 adults, 0 children, 0 infants · $90.00'),
    ).toBeInTheDocument();
    const remove = within(page).getByRole('button', {
      name: 'Remove the trail of 15/01/2027 that cannot be shown',
    });
    expect(Object.fromEntries(new FormData(remove.closest('form')!))).toEqual({
      intent: 'remove',
      tour: '40',
    });
  });

  it('says a refused Update of a tour it cannot draw at the top of the page, focused', () => {
    const page = serverHtml({
      serverItems: [copied],
      unread: [unreadRow],
      refusal: {
        activityId: 40,
        values: { location: 3, date: '15/01/2027', adults: 2, children: 0, infants: 0 },
        errors: {},
        message: API_MESSAGES.tourNotAvailable,
      },
    });
    const alert = within(page).getByRole('alert');
    expect(alert).toHaveTextContent(API_MESSAGES.tourNotAvailable);
    expect(alert).toHaveAttribute('autofocus');
  });

  it('reopened with scripts, a refused form starts from the item, not from the refusal', async () => {
    useCart.setState({ items: [copied] });
    const user = userEvent.setup();
    render(
      <PageProviders>
        <CartPage
          serverItems={[copied]}
          refusal={{
            activityId: 12,
            values: { location: 3, date: '31/02/2027', adults: 3, children: 0, infants: 0 },
            errors: { date: 'There is no 31/02/2027: enter a date as dd/mm/yyyy' },
          }}
        />
      </PageProviders>,
    );
    expect(await screen.findByLabelText(DATE_LABEL)).toHaveValue('31/02/2027');
    const edit = screen.getByRole('button', { name: 'Edit' });
    await user.click(edit);
    expect(screen.queryByLabelText(DATE_LABEL)).toBeNull();
    await user.click(edit);
    expect(screen.getByLabelText(DATE_LABEL)).toHaveValue('14/12/2026');
    expect(screen.getByLabelText(DATE_LABEL)).not.toHaveAccessibleDescription(/There is no/);
  });

  it("with scripts, a double click's second click does not remove the item that moved under it", async () => {
    useCart.setState({ items: [copied, cartItem({ amount: 45 }, 7), cartItem({ amount: 30 }, 9)] });
    render(
      <PageProviders>
        <CartPage />
      </PageProviders>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Tour 12' }), { detail: 1 });
    await waitFor(() => expect(useCart.getState().items).toHaveLength(2));
    // The second click of the double click lands on the next item's Remove.
    fireEvent.click(screen.getByRole('button', { name: 'Remove Tour 7' }), { detail: 2 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useCart.getState().items.map((item) => item.activity.id)).toEqual([7, 9]);
  });
});
