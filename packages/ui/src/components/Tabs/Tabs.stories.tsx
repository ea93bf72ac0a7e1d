import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './Tabs.tsx';

const items = [
  {
    value: 'itinerary',
    label: 'Itinerary',
    content: <p>Start at the tea factory, climb to the ridge.</p>,
  },
  { value: 'includes', label: 'Includes', content: <p>Guide, breakfast, hotel pick-up.</p> },
  { value: 'excludes', label: 'Excludes', content: <p>Entrance fees.</p> },
  { value: 'conditions', label: 'Conditions', content: <p>Free cancellation up to 24 hours.</p> },
  { value: 'know', label: 'Know Before You Go', content: <p>Bring a rain jacket.</p> },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { label: 'Tour details', items },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { defaultValue: 'includes' } };
/** Every panel in the page (server HTML, search engines, find-in-page); one shown at a time. */
export const AllPanelsMounted: Story = { args: { forceMount: true } };
export const WithDisabledTab: Story = {
  args: {
    items: items.map((item) => (item.value === 'excludes' ? { ...item, disabled: true } : item)),
  },
};
export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};
export const LongText: Story = {
  args: {
    items: [
      {
        value: 'itinerary',
        label: 'Itinerary for the two-night overnight trek',
        content: (
          <p>
            Day one starts at the Deanston tea factory and climbs through cloud forest to the
            Knuckles ridge, where the group camps under the stars before a sunrise start.
          </p>
        ),
      },
      ...items.slice(1),
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
};
