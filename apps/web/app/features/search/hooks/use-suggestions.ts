import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ComboboxResults } from '@trails/ui/combobox';
import { TOUR_TYPE_LABEL, TOUR_TYPES, isTourType } from '@trails/domain/tour';
import { browserQueries } from '../../../shared/api/query-hooks.ts';
import type { ActivityCard } from '../../../shared/api/types.ts';

/** A tour a search box offers: a link to its page. */
export type SuggestedTour = Pick<ActivityCard, 'id' | 'title' | 'tour_type' | 'full_seo_url'>;

const SUGGESTIONS_FRESH_MS = 60_000;

/** Tours grouped under half day, full day and overnight, as link options. */
export function tourGroups(tours: readonly SuggestedTour[], perGroup = 5): ComboboxResults {
  return TOUR_TYPES.map((type) => ({
    label: isTourType(type) ? TOUR_TYPE_LABEL[type] : '',
    options: tours
      .filter((tour) => tour.tour_type === type)
      .slice(0, perGroup)
      .map((tour) => ({ value: String(tour.id), label: tour.title, href: tour.full_seo_url })),
  })).filter((group) => group.options.length > 0);
}

/**
 * Loads the tours suggested for what is typed in a search box (GET /api/search/get) through
 * the page's query cache, so a word typed again is answered from it.
 */
export function useTourSuggestions(perGroup?: number) {
  const queryClient = useQueryClient();
  return useCallback(
    async (key: string): Promise<ComboboxResults> => {
      const answer = await queryClient.fetchQuery({
        ...browserQueries().queryOptions('get', '/api/search/get', { params: { query: { key } } }),
        staleTime: SUGGESTIONS_FRESH_MS,
      });
      return tourGroups(answer.data.activities, perGroup);
    },
    [queryClient, perGroup],
  );
}

/** Loads the pick-up locations matching what is typed (GET /api/locations/search). */
export function useLocationSuggestions() {
  const queryClient = useQueryClient();
  return useCallback(
    async (keyword: string) => {
      const answer = await queryClient.fetchQuery({
        ...browserQueries().queryOptions('get', '/api/locations/search', {
          params: { query: { keyword } },
        }),
        staleTime: SUGGESTIONS_FRESH_MS,
      });
      return answer.data.map((option) => ({ value: String(option.value), label: option.label }));
    },
    [queryClient],
  );
}
