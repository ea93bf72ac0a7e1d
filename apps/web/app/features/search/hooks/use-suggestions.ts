import { useQuery } from '@tanstack/react-query';
import { browserApi } from '../../../shared/api/client.ts';
import { getSearchSuggestions } from '../api/get-search-suggestions.ts';
import { searchLocations } from '../api/search-locations.ts';
import { useDebounced } from './use-debounced.ts';

/** Tour and location suggestions for what is typed in a search box. */
export function useSuggestions(key: string, delayMs = 150) {
  const settled = useDebounced(key.trim(), delayMs);
  return useQuery({
    queryKey: ['search-suggestions', settled],
    queryFn: ({ signal }) => getSearchSuggestions(browserApi(), settled, signal),
    enabled: settled.length >= 2,
    staleTime: 60_000,
  });
}

/** Pick-up locations matching what is typed, asked 100 ms after the last keystroke. */
export function useLocationOptions(keyword: string, delayMs: number) {
  const settled = useDebounced(keyword.trim(), delayMs);
  return useQuery({
    queryKey: ['location-options', settled],
    queryFn: ({ signal }) => searchLocations(browserApi(), settled, signal),
    enabled: settled.length >= 1,
    staleTime: 60_000,
  });
}
