import type { Meta, StoryObj } from '@storybook/react-vite';
import { Rating, RatingInput } from './Rating.tsx';

const meta = {
  title: 'Components/Rating',
  component: Rating,
  args: { value: 4.26, caption: '(12 reviews)' },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnly: Story = {};
export const NoRatingsYet: Story = {
  args: { value: 0, caption: 'No Ratings yet', showValue: false },
};
export const Full: Story = { args: { value: 5, caption: undefined, size: 'lg' } };
export const Small: Story = { args: { value: 3.5, size: 'sm', caption: undefined } };

export const Input: Story = {
  render: () => <RatingInput label="How was your trail?" />,
};
export const InputWithValue: Story = {
  render: () => <RatingInput label="How was your trail?" defaultValue={4} />,
};
export const InputError: Story = {
  render: () => <RatingInput label="How was your trail?" error="Rate your activity" />,
};
export const InputDisabled: Story = {
  render: () => <RatingInput label="How was your trail?" defaultValue={3} disabled />,
};
