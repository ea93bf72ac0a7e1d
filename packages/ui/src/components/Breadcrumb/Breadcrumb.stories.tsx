import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumb } from './Breadcrumb.tsx';

const meta = {
  title: 'Navigation/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Full day', href: '/full-day' },
      { label: 'Knuckles Range sunrise trek' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SingleItem: Story = { args: { items: [{ label: 'Home' }] } };
export const LongText: Story = {
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Overnight', href: '/overnight' },
      {
        label:
          'Two-night overnight trek across the Knuckles Range with village homestays and a waterfall swim',
      },
    ],
  },
};
export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>],
};
