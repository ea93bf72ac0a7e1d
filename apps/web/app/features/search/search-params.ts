// The search page's state lives in its URL (spec §2 query parameters). `readSearch` and
// `writeSearch` are inverse: writing what was read gives back the same parameters.
import { PRICE_FILTER_USD } from '@trails/domain/constants';
import { isLocalDate, parseDisplayDate } from '@trails/domain/tour-date';
import { isTourType } from '@trails/domain/tour';
import type { TourType } from '@trails/domain/tour';
import { idList } from '../../shared/lib/id-list.ts';

export type SearchView = 'list' | 'grid';

export interface SearchState {
  readonly key: string;
  readonly location: readonly number[];
  readonly date: string | undefined;
  readonly view: SearchView | undefined;
  readonly type: TourType | undefined;
  readonly category: readonly number[];
  readonly durationMin: number | undefined;
  readonly durationMax: number | undefined;
  readonly priceMin: number | undefined;
  readonly priceMax: number | undefined;
  readonly deals: boolean;
  /** One deal's trails (ADR 313): a card of the account's Deals & Discounts leads here. */
  readonly deal: number | undefined;
  readonly featured: boolean;
  readonly page: number;
}

export const EMPTY_SEARCH: SearchState = {
  key: '',
  location: [],
  date: undefined,
  view: undefined,
  type: undefined,
  category: [],
  durationMin: undefined,
  durationMax: undefined,
  priceMin: undefined,
  priceMax: undefined,
  deals: false,
  deal: undefined,
  featured: false,
  page: 1,
};

function whole(value: string | null, min = 0, max = 100_000): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

function flag(value: string | null): boolean {
  return value === '1' || value === 'true';
}

/** Reads the search state from a URL's query; anything malformed is left out. */
export function readSearch(params: URLSearchParams, presetType?: TourType): SearchState {
  const type = whole(params.get('type'), 1, 3);
  const view = params.get('view');
  const date = (params.get('date') ?? '').trim();
  return {
    key: (params.get('key') ?? '').trim().slice(0, 200),
    location: idList(params.getAll('location')),
    // The search forms' date box takes dd/MM/yyyy as typed (spec §9); links carry year-month-day.
    date: isLocalDate(date) ? date : parseDisplayDate(date),
    view: view === 'list' || view === 'grid' ? view : undefined,
    type: presetType ?? (isTourType(type) ? type : undefined),
    category: idList(params.getAll('category')),
    durationMin: whole(params.get('duration_min'), 0, 1000),
    durationMax: whole(params.get('duration_max'), 0, 1000),
    priceMin: whole(params.get('price_min')),
    priceMax: whole(params.get('price_max')),
    deals: flag(params.get('deals')),
    deal: whole(params.get('deal'), 1, 2_147_483_647),
    featured: flag(params.get('featured')),
    page: whole(params.get('page'), 1, 10_000) ?? 1,
  };
}

/** Writes the search state as query parameters, leaving out what is at its default. */
export function writeSearch(state: SearchState, { omitType = false } = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (state.key) params.set('key', state.key);
  if (state.location.length) params.set('location', state.location.join(','));
  if (state.date) params.set('date', state.date);
  if (state.view) params.set('view', state.view);
  if (state.type && !omitType) params.set('type', String(state.type));
  if (state.category.length) params.set('category', state.category.join(','));
  if (state.durationMin !== undefined) params.set('duration_min', String(state.durationMin));
  if (state.durationMax !== undefined) params.set('duration_max', String(state.durationMax));
  if (state.priceMin !== undefined) params.set('price_min', String(state.priceMin));
  if (state.priceMax !== undefined) params.set('price_max', String(state.priceMax));
  if (state.deals) params.set('deals', '1');
  if (state.deal !== undefined) params.set('deal', String(state.deal));
  if (state.featured) params.set('featured', '1');
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Whether any filter beyond the keyword is set. */
export function hasFilters(state: SearchState): boolean {
  return (
    state.location.length > 0 ||
    state.category.length > 0 ||
    state.date !== undefined ||
    state.durationMin !== undefined ||
    state.durationMax !== undefined ||
    state.priceMin !== undefined ||
    state.priceMax !== undefined ||
    state.deals ||
    state.deal !== undefined ||
    state.featured
  );
}

/**
 * Grid by default; list on a type page or once filters are set (spec §4), unless the URL
 * says which.
 */
export function viewOf(state: SearchState, onTypePage: boolean): SearchView {
  if (state.view) return state.view;
  return onTypePage || hasFilters(state) ? 'list' : 'grid';
}

/** The price bounds sent to the API: the slider's top means "no maximum" (spec §9). */
export function priceBounds(state: SearchState): { min: number; max: number } {
  return {
    min: state.priceMin ?? PRICE_FILTER_USD.min,
    max:
      state.priceMax === undefined || state.priceMax >= PRICE_FILTER_USD.max
        ? PRICE_FILTER_USD.searchDefaultMax
        : state.priceMax,
  };
}

/** The link to a search state, on /search. */
export function searchHref(state: SearchState): string {
  const query = writeSearch(state).toString();
  return query ? `/search?${query}` : '/search';
}

/** The link to a search state on a page (a type page keeps its type in the path). */
export function hrefOn(basePath: string, state: SearchState): string {
  const query = writeSearch(state, { omitType: basePath !== '/search' }).toString();
  return query ? `${basePath}?${query}` : basePath;
}

/**
 * Whether a query is a search form's as the browser sent it, not this site's own address for
 * the search: empty fields, a typed pick-up place (`pickup`), repeated ids or a dd/MM/yyyy date.
 * The search page answers it with a redirect to the address `writeSearch` makes.
 */
export function isFormQuery(params: URLSearchParams): boolean {
  const names = [...params.keys()];
  return (
    // (`key=` alone is the spec's own address of an empty search: /search?key=.)
    names.some(
      (name) => name === 'pickup' || (name !== 'key' && params.get(name)?.trim() === ''),
    ) ||
    new Set(names).size !== names.length ||
    (params.has('date') && !isLocalDate(params.get('date') ?? ''))
  );
}

/** The pick-up location a visitor typed by name (`pickup`), matched against the options. */
export function locationNamed<Option extends { readonly value: number; readonly label: string }>(
  options: readonly Option[],
  typed: string | null,
): Option | undefined {
  const name = (typed ?? '').trim().toLowerCase();
  if (!name) return undefined;
  return (
    options.find((option) => option.label.toLowerCase() === name) ??
    options.find((option) => option.label.toLowerCase().startsWith(name)) ??
    options.find((option) => option.label.toLowerCase().includes(name))
  );
}
