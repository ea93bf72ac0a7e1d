import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { DURATION_FILTER, PRICE_FILTER_USD } from '@trails/domain/constants';
import { formatLocalDate } from '@trails/domain/format';
import { TOUR_TYPE_LABEL, TOUR_TYPE_SLUG, TOUR_TYPES } from '@trails/domain/tour';
import type { Category, LocationOption } from '../../../shared/api/types.ts';
import * as ui from '../../../shared/styles/ui.css.ts';
import { hrefOn } from '../search-params.ts';
import type { SearchState } from '../search-params.ts';
import * as styles from './filter-panel.css.ts';
import { Button } from '@trails/ui/button';
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
  // The ranges as their sliders stand, which may be ahead of the URL: arrow-key steps settle
  // for a moment before they search, and a place or a category chosen meanwhile must keep them
  // (it used to search with the URL's range, and the steps were lost).
  const [ranges, setRanges] = useState<Partial<SearchState>>({});
  /** A slider's range as it stands; the same range keeps the same state (no render). */
  const moved = (next: Partial<SearchState>) =>
    setRanges((kept) =>
      Object.entries(next).every(([name, value]) => kept[name as keyof SearchState] === value)
        ? kept
        : { ...kept, ...next },
    );
  /** The address with `changes`, as the URL stands: for links drawn on the page. */
  const hrefWith = (changes: Partial<SearchState>) =>
    hrefOn(basePath, { ...state, ...changes, page: 1, view: 'list' });
  /** A change made with scripts: with the ranges as their sliders stand. */
  const change = (changes: Partial<SearchState>) => {
    void navigate(hrefWith({ ...ranges, ...changes }), { preventScrollReset: true });
  };
  // Where focus goes once a chip is removed (the chip and its control are gone): the place box,
  // which is always there, instead of the page's body.
  const addLocation = useRef<HTMLSelectElement>(null);
  /** A chip's removal: a link to the search without it (no script needed), followed in-app. */
  const removal = (changes: Partial<SearchState>) => ({
    removeHref: hrefWith(changes),
    onRemove: () => {
      addLocation.current?.focus();
      change(changes);
    },
  });

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
          preventScrollReset
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
              preventScrollReset
            >
              {TOUR_TYPE_LABEL[type]}
            </Link>
          );
        })}
      </nav>

      <Form method="get" action={basePath} className={styles.panel} preventScrollReset>
        {/* What the panel does not show stays in the search it sends (forms first, ADR 059). */}
        {state.key && <input type="hidden" name="key" value={state.key} />}
        {state.date && <input type="hidden" name="date" value={state.date} />}
        {state.featured && <input type="hidden" name="featured" value="1" />}
        {state.deal !== undefined && <input type="hidden" name="deal" value={state.deal} />}
        {state.type && basePath === '/search' && (
          <input type="hidden" name="type" value={state.type} />
        )}
        <input type="hidden" name="view" value="list" />
        {state.location.map((locationId) => (
          <input key={locationId} type="hidden" name="location" value={locationId} />
        ))}
        <RangeFilter
          label="Price (USD)"
          bounds={PRICE_FILTER_USD}
          step={10}
          chosen={[state.priceMin, state.priceMax]}
          formatValue={(value) => (value >= PRICE_FILTER_USD.max ? `$${value}+` : `$${value}`)}
          thumbLabels={['Minimum price', 'Maximum price']}
          names={['price_min', 'price_max']}
          onMove={(priceMin, priceMax) => moved({ priceMin, priceMax })}
          onCommit={(priceMin, priceMax) => change({ priceMin, priceMax })}
        />

        <RangeFilter
          label="Duration (hours)"
          bounds={DURATION_FILTER}
          step={1}
          chosen={[state.durationMin, state.durationMax]}
          formatValue={(value) => (value >= DURATION_FILTER.max ? `${value}+ h` : `${value} h`)}
          thumbLabels={['Shortest duration', 'Longest duration']}
          names={['duration_min', 'duration_max']}
          onMove={(durationMin, durationMax) => moved({ durationMin, durationMax })}
          onCommit={(durationMin, durationMax) => change({ durationMin, durationMax })}
        />
        <fieldset className={styles.group}>
          <legend className={ui.label}>Pick-up locations</legend>
          {chosenLocations.length > 0 && (
            <ul className={styles.chips} aria-label="Chosen locations">
              {chosenLocations.map((option) => (
                <li key={option.value}>
                  <Chip
                    {...removal({
                      location: state.location.filter((value) => value !== option.value),
                    })}
                  >
                    {option.label}
                  </Chip>
                </li>
              ))}
            </ul>
          )}
          <Select
            ref={addLocation}
            label="Add a pick-up location"
            name="location"
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

        {state.date && (
          // The date searched for (from the home page's search bar), said and removable here as
          // the places are, with scripts or without: the panel has no date box of its own
          // (ADR 251).
          <fieldset className={styles.group}>
            <legend className={ui.label}>Pick-up date</legend>
            <ul className={styles.chips} aria-label="Chosen date">
              <li>
                <Chip
                  removeLabel={`Remove the date ${formatLocalDate(state.date)}`}
                  {...removal({ date: undefined })}
                >
                  {formatLocalDate(state.date)}
                </Chip>
              </li>
            </ul>
          </fieldset>
        )}

        <fieldset className={styles.group}>
          <legend className={ui.label}>Categories</legend>
          {categories.map((category) => {
            const checked = state.category.includes(category.id);
            return (
              <Checkbox
                key={category.id}
                label={category.name}
                name="category"
                value={String(category.id)}
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
            name="deals"
            value="1"
            checked={state.deals}
            onCheckedChange={() => change({ deals: !state.deals })}
          />
          {/* A deal card of the account's Deals & Discounts leads to its own trails (ADR 313). */}
          {state.deal !== undefined && (
            <p className={ui.muted}>
              The trails of one deal.{' '}
              <Link to={hrefWith({ deal: undefined })} preventScrollReset>
                Show every trail
              </Link>
            </p>
          )}
        </fieldset>
        {/* Without scripts (or before they start) the choices are sent with this button; with
            them every change searches at once. */}
        <Button type="submit" variant="secondary">
          Apply filters
        </Button>
      </Form>
      {children}
    </aside>
  );
}

/**
 * A two-thumb range filter (price 10 to 1000 USD, duration 1 to 24 hours; spec §5, §9): a thumb
 * at an end means no bound on that side.
 */
function RangeFilter({
  label,
  bounds,
  step,
  chosen,
  formatValue,
  thumbLabels,
  names,
  onMove,
  onCommit,
}: {
  readonly label: string;
  readonly bounds: { readonly min: number; readonly max: number };
  readonly step: number;
  readonly chosen: readonly [number | undefined, number | undefined];
  readonly formatValue: (value: number) => string;
  readonly thumbLabels: readonly [string, string];
  /** The address's names of the two bounds, for the number fields shown without scripts. */
  readonly names: readonly [string, string];
  /** Every step of a thumb, before it searches: the range as it stands (no bound at an end). */
  readonly onMove: (min: number | undefined, max: number | undefined) => void;
  readonly onCommit: (min: number | undefined, max: number | undefined) => void;
}) {
  const { min, max } = bounds;
  const [chosenMin, chosenMax] = chosen;
  const [values, setValues] = useState(() => [
    Math.max(chosenMin ?? min, min),
    Math.min(chosenMax ?? max, max),
  ]);
  // Keyboard steps settle for a moment before the search runs, so a run of arrow keys is one
  // search, not one per step; letting go of a dragged thumb or leaving the slider searches at once.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<readonly number[] | undefined>(undefined);
  const byKeys = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The URL's range is drawn when it changes (a search ran, back/forward, filters cleared) —
  // unless the visitor has moved a thumb since: on a slow phone the search of their first steps
  // lands while they are still pressing keys, and drawing it would throw their later steps away
  // (the slider used to be remounted, losing them and the focus). Their steps search next.
  useEffect(() => {
    if (pending.current) return;
    setValues([Math.max(chosenMin ?? min, min), Math.min(chosenMax ?? max, max)]);
  }, [chosenMin, chosenMax, min, max]);
  /** A range as the address says it: no bound where a thumb is at its end. */
  const bounded = ([low = min, high = max]: readonly number[]) =>
    [low <= min ? undefined : low, high >= max ? undefined : high] as const;
  const [liveMin, liveMax] = bounded(values);
  useEffect(() => onMove(liveMin, liveMax), [onMove, liveMin, liveMax]);
  const commitRange = (range: readonly number[]) => {
    clearTimeout(timer.current);
    pending.current = undefined;
    const [nextMin, nextMax] = bounded(range);
    if (nextMin !== chosenMin || nextMax !== chosenMax) onCommit(nextMin, nextMax);
  };
  const commitSoon = (values: readonly number[]) => {
    clearTimeout(timer.current);
    pending.current = values;
    timer.current = setTimeout(() => commitRange(values), 600);
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
        if (pending.current) commitRange(pending.current);
      }}
    >
      <Slider
        label={label}
        min={min}
        max={max}
        step={step}
        value={values}
        onValueChange={setValues}
        onValueCommit={(next) => (byKeys.current ? commitSoon(next) : commitRange(next))}
        formatValue={formatValue}
        thumbLabels={[...thumbLabels]}
      />
      {/* A slider moves only with scripts: without them, two number fields (forms first). */}
      <noscript>
        <span className={styles.rangeFields}>
          {([0, 1] as const).map((side) => (
            <label key={names[side]}>
              {thumbLabels[side]}
              <input
                type="number"
                name={names[side]}
                // No step or bounds the browser would refuse to send: an address may hold any
                // whole number (price_min=25), and the search itself keeps it within the range.
                step="any"
                defaultValue={chosen[side] ?? ''}
              />
            </label>
          ))}
        </span>
      </noscript>
      {/* The range as it stands, after the number fields: with scripts these carry it (Apply
          filters sends the steps not yet searched); without, the number fields come first in
          the address, and a search reads the first. */}
      {([liveMin, liveMax] as const).map((value, side) =>
        value === undefined ? null : (
          <input key={names[side]} type="hidden" name={names[side]} value={value} />
        ),
      )}
    </div>
  );
}
