// The key of a filter set, shared by what is kept per filter set: its total (totals.ts) and a
// keyword's listings (keyword-matches.ts).
import type { SearchFilters } from './repository.ts';

export const sortedIds = (ids: number[] | undefined) =>
  ids?.length ? [...new Set(ids)].sort((a, b) => a - b) : undefined;

/**
 * The key of a filter set: filters that select the same tours give the same key (id lists in any
 * order, absent and empty lists, `false` and absent flags), whatever the page or page size.
 */
export function totalKey(filters: SearchFilters): string {
  return JSON.stringify([
    filters.keywordQuery || null,
    sortedIds(filters.locationIds) ?? null,
    filters.tourType ?? null,
    filters.durationMinHours ?? null,
    filters.durationMaxHours ?? null,
    sortedIds(filters.categoryIds) ?? null,
    filters.dealsOnly === true,
    filters.dealId ?? null,
    filters.featuredOnly === true,
    filters.date ? [filters.date.date, filters.date.today] : null,
    filters.priceMinCents ?? null,
    filters.priceMaxCents ?? null,
  ]);
}
