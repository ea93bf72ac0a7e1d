import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@trails/domain/messages';
import { dismissAll } from '@trails/ui/toast/notify';
import { cartItem } from '../../../../test/builders.ts';
import { PageProviders } from '../../../../test/providers.tsx';
import { Snackbar } from '../../../shared/components/notices.tsx';
import { useCart } from '../stores/cart-store.ts';
import { CartPage } from './cart-page.tsx';

afterEach(() => {
  useCart.setState({ items: [] });
  dismissAll();
});

async function editDate(text: string) {
  useCart.setState({ items: [cartItem()] });
  const user = userEvent.setup();
  render(
    <PageProviders>
      <CartPage />
      <Snackbar />
    </PageProviders>,
  );
  await user.click(await screen.findByRole('button', { name: /Edit/ }));
  const box = screen.getByLabelText('New date (dd/mm/yyyy)');
  await user.clear(box);
  if (text) await user.type(box, text);
  await user.click(screen.getByRole('button', { name: 'Update' }));
}

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
    useCart.setState({ items: [cartItem()] });
    const user = userEvent.setup();
    render(
      <PageProviders>
        <CartPage />
      </PageProviders>,
    );
    await user.click(await screen.findByRole('button', { name: /Edit/ }));
    expect(screen.getByLabelText('New date (dd/mm/yyyy)')).toHaveAttribute(
      'placeholder',
      'dd/mm/yyyy',
    );
  });
});
