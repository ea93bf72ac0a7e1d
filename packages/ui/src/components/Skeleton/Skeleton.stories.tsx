import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { args: { lines: 3 } };
export const Rect: Story = { args: { shape: 'rect', width: 280, height: 180 } };
export const Circle: Story = { args: { shape: 'circle', width: 48, height: 48 } };

/** A tour card while its data loads. */
export const CardLoading: Story = {
  render: () => (
    <div
      aria-busy="true"
      aria-label="Loading tours"
      role="region"
      style={{ maxWidth: 280, display: 'grid', gap: 12 }}
    >
      <Skeleton shape="rect" height={180} />
      <Skeleton lines={2} />
      <Skeleton width="40%" />
    </div>
  ),
};
