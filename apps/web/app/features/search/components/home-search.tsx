import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LOCATION_AUTOCOMPLETE_DELAY_MS } from '@trails/domain/constants';
import { MESSAGES } from '@trails/domain/messages';
import { parseDisplayDate } from '@trails/domain/tour-date';
import { TOUR_TYPE_LABEL, TOUR_TYPES, isTourType } from '@trails/domain/tour';
import type { ActivityCard, LocationOption } from '../../../shared/api/types.ts';
import { notify } from '../../../shared/components/notices.tsx';
import * as ui from '../../../shared/styles/ui.css.ts';
import { useLocationOptions, useSuggestions } from '../hooks/use-suggestions.ts';
import { EMPTY_SEARCH, searchHref } from '../search-params.ts';
import * as styles from './search-box.css.ts';
import { Button } from '@trails/ui/button';

/** A tour the keyword box offers before anything is typed. */
export type TopTour = Pick<ActivityCard, 'id' | 'title' | 'tour_type' | 'full_seo_url'>;

/**
 * The home page's search bar: pick-up location (autocomplete), pick-up date (dd/MM/yyyy) and a
 * keyword box that offers the top tours grouped by half day, full day and overnight.
 *
 * A real `GET /search` form (ADR 059): sent as plain HTML before the page's script runs (or
 * without scripts) it carries what was typed, and the search page resolves a typed place by
 * name. The boxes are uncontrolled, so hydration never replaces what a visitor already typed;
 * the script reads them back from the form when it takes over.
 */
export function HomeSearch({ topTours }: { readonly topTours: readonly TopTour[] }) {
  const id = useId();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const pickupRef = useRef<HTMLInputElement>(null);
  const [locationText, setLocationText] = useState('');
  const [location, setLocation] = useState<LocationOption | undefined>();
  const [locationOpen, setLocationOpen] = useState(false);
  const [key, setKey] = useState('');
  // Text typed before the script took over is the page's from now on (suggestions included).
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    setKey(fieldText(form, 'key'));
    setLocationText(fieldText(form, 'pickup'));
  }, []);
  const [keyOpen, setKeyOpen] = useState(false);
  const locationOptions = useLocationOptions(locationText, LOCATION_AUTOCOMPLETE_DELAY_MS);
  // The spec's answers to a failed or empty place search: a notice, and 'No data found' in the
  // list where the places would be.
  const locationsFailed = locationOptions.isError;
  useEffect(() => {
    if (locationsFailed) notify(MESSAGES.errorLoadingLocations, 'error');
  }, [locationsFailed]);
  const noLocationFound =
    locationOpen && locationOptions.isSuccess && locationOptions.data.length === 0;
  const suggestions = useSuggestions(key);

  const typed = key.trim().length >= 2;
  const tours = typed
    ? (suggestions.data?.activities ?? [])
    : topTours.map(({ id: tourId, title, tour_type, full_seo_url }) => ({
        id: tourId,
        title,
        tour_type,
        full_seo_url,
      }));
  const groups = TOUR_TYPES.map((type) => ({
    type,
    tours: tours.filter((tour) => tour.tour_type === type),
  })).filter((group) => group.tours.length > 0);

  const submit = (form: HTMLFormElement) => {
    const date = fieldText(form, 'date').trim();
    const localDate = date ? parseDisplayDate(date) : undefined;
    if (date && !localDate) {
      notify(MESSAGES.pickupDateRequired, 'error');
      return;
    }
    const pickup = fieldText(form, 'pickup').trim();
    if (!location && pickup) {
      // A place typed but not chosen: the search page finds it by name, as for a plain post.
      void navigate(
        `/search?${new URLSearchParams({ pickup, key: fieldText(form, 'key'), date })}`,
      );
      return;
    }
    void navigate(
      searchHref({
        ...EMPTY_SEARCH,
        key: fieldText(form, 'key').trim(),
        location: location ? [location.value] : [],
        date: localDate,
      }),
    );
  };

  const closeWhenFocusLeaves = (close: () => void) => (event: React.FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  return (
    <form
      ref={formRef}
      method="get"
      action="/search"
      role="search"
      aria-label="Find a trail"
      className={styles.homeForm}
      onSubmit={(event) => {
        event.preventDefault();
        submit(event.currentTarget);
      }}
    >
      <div className={styles.anchor} onBlur={closeWhenFocusLeaves(() => setLocationOpen(false))}>
        <label className={ui.field} htmlFor={`${id}-location`}>
          <span className={ui.label}>Pick-up location</span>
          <input
            id={`${id}-location`}
            name="pickup"
            className={ui.input}
            autoComplete="off"
            placeholder="Kandy, Ella…"
            defaultValue=""
            ref={pickupRef}
            role="combobox"
            aria-autocomplete="list"
            aria-controls={`${id}-locations`}
            aria-expanded={locationOpen && (locationOptions.data?.length ?? 0) > 0}
            onChange={(event) => {
              setLocationText(event.target.value);
              setLocation(undefined);
              setLocationOpen(true);
            }}
          />
        </label>
        {noLocationFound && (
          <p className={styles.popup} role="status">
            {MESSAGES.noDataFound}
          </p>
        )}
        {locationOpen && (locationOptions.data?.length ?? 0) > 0 && (
          <ul id={`${id}-locations`} className={styles.popup} aria-label="Pick-up locations">
            {locationOptions.data?.map((option) => (
              <li key={option.value}>
                <button
                  type="button"
                  className={styles.option}
                  onClick={() => {
                    setLocation(option);
                    setLocationText(option.label);
                    if (pickupRef.current) pickupRef.current.value = option.label;
                    setLocationOpen(false);
                  }}
                >
                  {option.label}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <label className={ui.field} htmlFor={`${id}-date`}>
        <span className={ui.label}>Pick-up date</span>
        <input
          id={`${id}-date`}
          name="date"
          className={ui.input}
          inputMode="numeric"
          placeholder="dd/MM/yyyy"
        />
      </label>
      <div className={styles.anchor} onBlur={closeWhenFocusLeaves(() => setKeyOpen(false))}>
        <label className={ui.field} htmlFor={`${id}-key`}>
          <span className={ui.label}>What would you like to do?</span>
          <input
            id={`${id}-key`}
            name="key"
            className={ui.input}
            autoComplete="off"
            placeholder="Hiking, tea estates, waterfalls…"
            defaultValue=""
            role="combobox"
            aria-autocomplete="list"
            aria-controls={`${id}-tours`}
            aria-expanded={keyOpen && groups.length > 0}
            onFocus={() => setKeyOpen(true)}
            onChange={(event) => {
              setKey(event.target.value);
              setKeyOpen(true);
            }}
          />
        </label>
        {keyOpen && groups.length > 0 && (
          <div id={`${id}-tours`} className={styles.popup}>
            {groups.map((group) => (
              <div key={group.type}>
                <p className={styles.group}>
                  {isTourType(group.type) ? TOUR_TYPE_LABEL[group.type] : ''}
                </p>
                <ul className={ui.prose} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {group.tours.slice(0, 5).map((tour) => (
                    <li key={tour.id}>
                      <Link className={styles.option} to={tour.full_seo_url}>
                        {tour.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
      </div>
      <Button type="submit">Search</Button>
    </form>
  );
}

function fieldText(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}
