// Stand-ins for the suggestion calls, used by the Combobox stories and tests.
import type { ComboboxOption } from '../src/components/Combobox/Combobox.tsx';

const locations: ComboboxOption[] = [
  'Kandy',
  'Knuckles Range',
  'Matale',
  'Nuwara Eliya',
  'Horton Plains',
  'Ella',
  'Haputale',
  'Sri Pada',
].map((name, index) => ({ value: String(index + 1), label: name }));

/** A stand-in for the location search call: filters a fixed list after a short wait. */
export function searchLocations(query: string): Promise<ComboboxOption[]> {
  const matches = locations.filter((location) =>
    location.label.toLowerCase().includes(query.toLowerCase()),
  );
  return new Promise((resolve) => setTimeout(() => resolve(matches), 50));
}

/** A stand-in for the keyword suggestions, grouped by tour type. */
export function searchTours(query: string) {
  const groups = [
    {
      label: 'Half day',
      options: [
        { value: 'a1', label: 'Ella Rock hike', description: 'Ella · 4 hours' },
        { value: 'a2', label: 'Kandy Lake walk', description: 'Kandy · 3 hours' },
      ],
    },
    {
      label: 'Full day',
      options: [
        { value: 'a3', label: 'Knuckles Range sunrise trek', description: 'Matale · 9 hours' },
      ],
    },
    {
      label: 'Overnight',
      options: [
        { value: 'a4', label: 'Sri Pada pilgrimage climb', description: 'Nallathanniya · 2 days' },
      ],
    },
  ];
  const lower = query.toLowerCase();
  return Promise.resolve(
    groups.map((group) => ({
      ...group,
      options: group.options.filter(
        (option) => lower === 'trail' || option.label.toLowerCase().includes(lower),
      ),
    })),
  );
}
