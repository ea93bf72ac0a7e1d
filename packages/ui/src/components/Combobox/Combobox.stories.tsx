import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Chip } from '../Chip/Chip.tsx';
import { searchLocations, searchTours } from '../../../test/suggestions.ts';
import { Combobox, type ComboboxOption, type ComboboxProps } from './Combobox.tsx';

const loadLocations: ComboboxProps['loadOptions'] = (query) => searchLocations(query);

const meta = {
  title: 'Forms/Combobox',
  component: Combobox,
  args: {
    label: 'Pick-up location',
    placeholder: 'Where from?',
    icon: 'location',
    debounce: 100,
    loadOptions: loadLocations,
    onSelect: () => {},
  },
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Locations: Story = {};
export const GroupedSuggestions: Story = {
  args: {
    label: 'Search tours',
    icon: 'search',
    placeholder: 'Try “trail”',
    debounce: 300,
    loadOptions: searchTours,
  },
};
export const Error: Story = { args: { error: 'Please select pick-up loaction' } };
export const Disabled: Story = { args: { disabled: true } };
export const FailingSearch: Story = {
  args: { loadOptions: () => Promise.reject(new globalThis.Error('offline')) },
};

function LocationChips() {
  const [chosen, setChosen] = useState<ComboboxOption[]>([]);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Combobox
        label="Locations"
        icon="location"
        debounce={100}
        clearOnSelect
        loadOptions={searchLocations}
        onSelect={(option) =>
          setChosen((all) =>
            all.some((item) => item.value === option.value) ? all : [...all, option],
          )
        }
      />
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {chosen.map((option) => (
          <Chip
            key={option.value}
            onRemove={() => setChosen((all) => all.filter((item) => item.value !== option.value))}
          >
            {option.label}
          </Chip>
        ))}
      </div>
    </div>
  );
}

/** Locations picked one by one, shown as removable chips (the search filter panel). */
export const WithChips: Story = { render: () => <LocationChips /> };
