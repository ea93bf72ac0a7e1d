import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Hiking, Birdwatching, Tea estates',
    children: (
      <Button variant="ghost" size="sm">
        +3 more
      </Button>
    ),
  },
  decorators: [(Story) => <div style={{ padding: 48 }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const MoreCategories: Story = {
  render: (args) => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Badge tone="neutral">Adventure</Badge>
      <Tooltip {...args} />
    </p>
  ),
};
export const LongText: Story = {
  args: {
    defaultOpen: true,
    content:
      'Hiking, Birdwatching, Tea estates, Waterfalls, Photography, Village life, Cooking classes, Temples',
  },
};
