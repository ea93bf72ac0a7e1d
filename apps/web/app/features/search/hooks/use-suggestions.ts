import { browserApi } from '../../../shared/api/client.ts';
import { useRemote } from '../../../shared/api/use-remote.ts';
import { getSearchSuggestions } from '../api/get-search-suggestions.ts';
import { searchLocations } from '../api/search-locations.ts';
import { useDebounced } from './use-debounced.ts';

/** Tour and location suggestions for what is typed in a search box. */
export function useSuggestions(key: string, delayMs = 150) {
  const settled = useDebounced(key.trim(), delayMs);
  return useRemote(settled.length >= 2 ? `suggestions:${settled}` : null, (signal) =>
    getSearchSuggestions(browserApi(), settled, signal),
  );
}

/** Pick-up locations matching what is typed, asked 100 ms after the last keystroke. */
export function useLocationOptions(keyword: string, delayMs: number) {
  const settled = useDebounced(keyword.trim(), delayMs);
  return useRemote(settled.length >= 1 ? `locations:${settled}` : null, (signal) =>
    searchLocations(browserApi(), settled, signal),
  );
}
