import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { icon: 'share', label: 'Share this tour' },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Secondary: Story = {
  args: { variant: 'secondary', icon: 'edit', label: 'Edit first name' },
};
export const Primary: Story = { args: { variant: 'primary', icon: 'tick', label: 'Apply' } };
export const Favourite: Story = {
  args: { icon: 'heart', label: 'Add to favourites', pressed: false },
};
export const FavouritePressed: Story = {
  args: { icon: 'heart-filled', label: 'Add to favourites', pressed: true },
};
export const Small: Story = { args: { size: 'sm', icon: 'close', label: 'Close' } };
export const Disabled: Story = { args: { disabled: true } };
/** The header's cart with its item count; the count is also in the label. */
export const CartWithCount: Story = { args: { icon: 'cart', label: 'Cart, 3 items', count: 3 } };
export const CartEmpty: Story = { args: { icon: 'cart', label: 'Cart, empty', count: 0 } };
