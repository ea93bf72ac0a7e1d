import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Chip } from './Chip.tsx';

const meta = {
  title: 'Components/Chip',
  component: Chip,
  args: { children: 'Kandy', onRemove: () => {} },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Removable: Story = {};
/** Removed by a link to the search without it: works before any script does. */
export const RemovableByLink: Story = { args: { removeHref: '?location=' } };
export const Static: Story = { args: { onRemove: undefined, children: 'Hiking' } };
export const Disabled: Story = { args: { disabled: true } };
export const LongText: Story = {
  args: { children: 'Horton Plains National Park and World’s End escarpment' },
  decorators: [(Story) => <div style={{ maxWidth: 220 }}>{Story()}</div>],
};

function SelectedLocations() {
  const [locations, setLocations] = useState(['Kandy', 'Ella', 'Nuwara Eliya']);
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {locations.length === 0 && <p>No locations selected</p>}
      {locations.map((location) => (
        <Chip
          key={location}
          onRemove={() => setLocations((all) => all.filter((item) => item !== location))}
        >
          {location}
        </Chip>
      ))}
    </div>
  );
}

export const SelectedList: Story = { render: () => <SelectedLocations /> };
