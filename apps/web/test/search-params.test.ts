import { describe, expect, it } from 'vitest';
import {
  isFormQuery,
  locationNamed,
  readSearch,
  viewOf,
  writeSearch,
  priceBounds,
} from '../app/features/search/search-params.ts';
import { searchTitle } from '../app/features/search/search-title.ts';

describe('search parameters', () => {
  it('reads every parameter of the spec and writes them back unchanged', () => {
    const query =
      'key=tea&location=3%2C5&date=2026-12-14&view=list&type=2&category=1%2C4&duration_min=2&duration_max=8&price_min=20&price_max=300&deals=1&featured=1&page=3';
    const state = readSearch(new URLSearchParams(query));
    expect(state).toEqual({
      key: 'tea',
      location: [3, 5],
      date: '2026-12-14',
      view: 'list',
      type: 2,
      category: [1, 4],
      durationMin: 2,
      durationMax: 8,
      priceMin: 20,
      priceMax: 300,
      deals: true,
      deal: undefined,
      featured: true,
      page: 3,
    });
    expect(writeSearch(state).toString()).toBe(query);
    expect(readSearch(writeSearch(state))).toEqual(state);
  });

  it("keeps one deal's trails (a Deals & Discounts card's link, ADR 313) and lists them", () => {
    const state = readSearch(new URLSearchParams('deal=7'));
    expect(state.deal).toBe(7);
    expect(writeSearch(state).toString()).toBe('deal=7');
    expect(viewOf(state, false)).toBe('list');
    expect(readSearch(new URLSearchParams('deal=0')).deal).toBeUndefined();
  });

  it('leaves out malformed values instead of failing', () => {
    const state = readSearch(
      new URLSearchParams('type=9&date=31/02/2026&location=a,3&page=-2&view=table'),
    );
    expect(state.type).toBeUndefined();
    expect(state.date).toBeUndefined();
    expect(state.location).toEqual([3]);
    expect(state.page).toBe(1);
    expect(state.view).toBeUndefined();
    expect(writeSearch(state).toString()).toBe('location=3');
  });

  it("reads a search form's query as the browser sends it, and knows it is not the page's address", () => {
    const form = new URLSearchParams('pickup=&date=14/12/2026&key=hike&category=2&category=5');
    const state = readSearch(form);
    expect(state.date).toBe('2026-12-14');
    expect(state.key).toBe('hike');
    expect(state.category).toEqual([2, 5]);
    expect(isFormQuery(form)).toBe(true);
    expect(isFormQuery(writeSearch(state))).toBe(false);
    expect(isFormQuery(new URLSearchParams('key=hike&date=2026-12-14'))).toBe(false);
    expect(isFormQuery(new URLSearchParams('key='))).toBe(false);
  });

  it('finds a pick-up place typed by name, exact names first', () => {
    const options = [
      { value: 1, label: 'Kandy Lake' },
      { value: 2, label: 'Kandy' },
      { value: 3, label: 'Ella' },
    ];
    expect(locationNamed(options, ' kandy ')?.value).toBe(2);
    expect(locationNamed(options, 'ell')?.value).toBe(3);
    expect(locationNamed(options, 'lake')?.value).toBe(1);
    expect(locationNamed(options, 'Galle')).toBeUndefined();
    expect(locationNamed(options, '')).toBeUndefined();
  });

  it('a type page fixes the type whatever the query says', () => {
    expect(readSearch(new URLSearchParams('type=1'), 3).type).toBe(3);
  });

  it('shows a grid by default and a list on type pages or once filters are set', () => {
    expect(viewOf(readSearch(new URLSearchParams('')), false)).toBe('grid');
    expect(viewOf(readSearch(new URLSearchParams('key=tea')), false)).toBe('grid');
    expect(viewOf(readSearch(new URLSearchParams('')), true)).toBe('list');
    expect(viewOf(readSearch(new URLSearchParams('deals=1')), false)).toBe('list');
    expect(viewOf(readSearch(new URLSearchParams('deals=1&view=grid')), false)).toBe('grid');
  });

  it('treats the top of the price slider as no maximum (10000 on the search page)', () => {
    expect(priceBounds(readSearch(new URLSearchParams('')))).toEqual({ min: 10, max: 10000 });
    expect(priceBounds(readSearch(new URLSearchParams('price_max=1000')))).toEqual({
      min: 10,
      max: 10000,
    });
    expect(priceBounds(readSearch(new URLSearchParams('price_min=50&price_max=400')))).toEqual({
      min: 50,
      max: 400,
    });
  });
});

describe('the search page title', () => {
  it('is built from the type, the locations and the categories', () => {
    expect(searchTitle({ type: undefined, locations: [], categories: [] })).toBe('All trails');
    expect(searchTitle({ type: 1, locations: [], categories: [] })).toBe('Half day trails');
    expect(searchTitle({ type: 3, locations: ['Kandy', 'Ella'], categories: ['Hiking'] })).toBe(
      'Hiking overnight trails from Kandy, Ella',
    );
    expect(searchTitle({ type: undefined, locations: ['Ella'], categories: [] })).toBe(
      'All trails from Ella',
    );
  });
});
