import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PRICE_FILTER_USD } from '@trails/domain/constants';
import { TOUR_TYPE_LABEL, TOUR_TYPE_SLUG, TOUR_TYPES } from '@trails/domain/tour';
import type { Category, LocationOption } from '../../../shared/api/types.ts';
import * as ui from '../../../shared/styles/ui.css.ts';
import { rememberFiltersFor } from '../filters-return.ts';
import { writeSearch } from '../search-params.ts';
import type { SearchState } from '../search-params.ts';
import * as styles from './filter-panel.css.ts';
import { Checkbox } from '@trails/ui/checkbox';
import { Chip } from '@trails/ui/chip';
import { Select } from '@trails/ui/select';
import { Slider } from '@trails/ui/slider';

interface FilterPanelProps {
  readonly state: SearchState;
  /** The page's path: /search, or a type page (/half-day …) whose type is fixed by the path. */
  readonly basePath: string;
  readonly categories: readonly Category[];
  readonly locations: readonly LocationOption[];
  /** Extra content at the bottom of the panel (the subscription box). */
  readonly children?: React.ReactNode;
}

/** The link to a search state on a page (a type page keeps its type in the path). */
export function hrefOn(basePath: string, state: SearchState): string {
  const query = writeSearch(state, { omitType: basePath !== '/search' }).toString();
  return query ? `${basePath}?${query}` : basePath;
}

/**
 * The left filter panel: price slider, categories, locations as removable chips, deals, the
 * all-trails and type tabs. Every change goes to the URL (page 1, list view).
 */
export function FilterPanel({
  state,
  basePath,
  categories,
  locations,
  children,
}: FilterPanelProps) {
  const navigate = useNavigate();
  const change = (changes: Partial<SearchState>) => {
    const target = hrefOn(basePath, { ...state, ...changes, page: 1, view: 'list' });
    rememberFiltersFor(target);
    void navigate(target, { preventScrollReset: true });
  };

  const allTrails = hrefOn('/search', { ...state, type: undefined, page: 1 });

  const chosenLocations = state.location
    .map((locationId) => locations.find((option) => option.value === locationId))
    .filter((option): option is LocationOption => option !== undefined);
  const otherLocations = locations.filter((option) => !state.location.includes(option.value));

  return (
    <aside className={styles.panel} aria-label="Filters">
      <nav aria-label="Trail types" className={styles.tabs}>
        <Link
          className={basePath === '/search' && !state.type ? styles.tabActive : styles.tab}
          aria-current={basePath === '/search' && !state.type ? 'page' : undefined}
          to={allTrails}
          onClick={() => rememberFiltersFor(allTrails)}
        >
          All trails
        </Link>
        {TOUR_TYPES.map((type) => {
          const path = `/${TOUR_TYPE_SLUG[type]}`;
          const active = state.type === type;
          const target = hrefOn(path, { ...state, type, page: 1, view: undefined });
          return (
            <Link
              key={type}
              className={active ? styles.tabActive : styles.tab}
              aria-current={active ? 'page' : undefined}
              to={target}
              onClick={() => rememberFiltersFor(target)}
            >
              {TOUR_TYPE_LABEL[type]}
            </Link>
          );
        })}
      </nav>

      <PriceFilter
        key={`${state.priceMin}-${state.priceMax}`}
        state={state}
        onCommit={(priceMin, priceMax) => change({ priceMin, priceMax })}
      />

      <fieldset className={styles.group}>
        <legend className={ui.label}>Pick-up locations</legend>
        {chosenLocations.length > 0 && (
          <ul className={styles.chips} aria-label="Chosen locations">
            {chosenLocations.map((option) => (
              <li key={option.value}>
                <Chip
                  onRemove={() =>
                    change({ location: state.location.filter((value) => value !== option.value) })
                  }
                >
                  {option.label}
                </Chip>
              </li>
            ))}
          </ul>
        )}
        <Select
          label="Add a pick-up location"
          hideLabel
          placeholder="Add a location…"
          value=""
          onChange={(event) => {
            const value = Number(event.target.value);
            if (value) change({ location: [...state.location, value] });
          }}
          options={otherLocations.map((option) => ({
            value: String(option.value),
            label: option.label,
          }))}
        />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={ui.label}>Categories</legend>
        {categories.map((category) => {
          const checked = state.category.includes(category.id);
          return (
            <Checkbox
              key={category.id}
              label={category.name}
              checked={checked}
              onCheckedChange={() =>
                change({
                  category: checked
                    ? state.category.filter((value) => value !== category.id)
                    : [...state.category, category.id],
                })
              }
            />
          );
        })}
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={ui.label}>Deals</legend>
        <Checkbox
          label="Only trails with a deal"
          checked={state.deals}
          onCheckedChange={() => change({ deals: !state.deals })}
        />
      </fieldset>
      {children}
    </aside>
  );
}

/** The price slider: two thumbs from 10 to 1000 USD; the top thumb at 1000 means no maximum. */
function PriceFilter({
  state,
  onCommit,
}: {
  readonly state: SearchState;
  readonly onCommit: (min: number | undefined, max: number | undefined) => void;
}) {
  const { min, max } = PRICE_FILTER_USD;
  const [prices, setPrices] = useState(() => [
    Math.max(state.priceMin ?? min, min),
    Math.min(state.priceMax ?? max, max),
  ]);
  // Keyboard steps settle for a moment before the search runs, so a run of arrow keys is one
  // search, not one per step; letting go of a dragged thumb or leaving the slider searches at once.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<readonly number[] | undefined>(undefined);
  const byKeys = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  const commitPrice = ([low = min, high = max]: readonly number[]) => {
    clearTimeout(timer.current);
    pending.current = undefined;
    const nextMin = low <= min ? undefined : low;
    const nextMax = high >= max ? undefined : high;
    if (nextMin !== state.priceMin || nextMax !== state.priceMax) onCommit(nextMin, nextMax);
  };
  const commitSoon = (values: readonly number[]) => {
    clearTimeout(timer.current);
    pending.current = values;
    timer.current = setTimeout(() => commitPrice(values), 600);
  };
  return (
    <div
      className={styles.group}
      onKeyDownCapture={() => {
        byKeys.current = true;
      }}
      onPointerDownCapture={() => {
        byKeys.current = false;
      }}
      onBlur={() => {
        if (pending.current) commitPrice(pending.current);
      }}
    >
      <Slider
        label="Price (USD)"
        min={min}
        max={max}
        step={10}
        value={prices}
        onValueChange={setPrices}
        onValueCommit={(values) => (byKeys.current ? commitSoon(values) : commitPrice(values))}
        formatValue={(value) => (value >= max ? `$${value}+` : `$${value}`)}
        thumbLabels={['Minimum price', 'Maximum price']}
      />
    </div>
  );
}
