import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Your review', limit: 200 },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TokenPageLimit: Story = {
  args: { limit: 500, hint: 'Tell other travellers about the trail.' },
};
export const NoLimit: Story = { args: { label: 'Message to the supplier', limit: undefined } };
export const Error: Story = { args: { error: 'Write your review' } };
export const AtLimit: Story = { args: { limit: 20, defaultValue: 'Twenty characters!!!' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'A read-only review.' } };
export const LongText: Story = {
  args: {
    defaultValue:
      'We walked from the tea estate up to the ridge before sunrise. The guide knew every bird by its call and the breakfast at the top was the best we had in Sri Lanka.',
  },
};
