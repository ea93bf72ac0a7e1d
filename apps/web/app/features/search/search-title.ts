import { TOUR_TYPE_LABEL } from '@trails/domain/tour';
import type { TourType } from '@trails/domain/tour';

/**
 * The search page's title, from the type, the locations and the categories (spec §2):
 * 'Hiking half day trails from Kandy, Ella', or 'All trails' with nothing chosen.
 */
export function searchTitle(parts: {
  readonly type: TourType | undefined;
  readonly locations: readonly string[];
  readonly categories: readonly string[];
}): string {
  const words: string[] = [];
  if (parts.categories.length) words.push(parts.categories.join(', '));
  words.push(parts.type ? `${TOUR_TYPE_LABEL[parts.type].toLowerCase()} trails` : 'trails');
  let title = words.join(' ');
  if (!parts.categories.length && !parts.type) title = 'All trails';
  if (parts.locations.length) title += ` from ${parts.locations.join(', ')}`;
  return title.charAt(0).toUpperCase() + title.slice(1);
}
