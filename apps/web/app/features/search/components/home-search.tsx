import { useId, useState } from 'react';
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

/**
 * The home page's search bar: pick-up location (autocomplete), pick-up date (dd/MM/yyyy) and a
 * keyword box that offers the top tours grouped by half day, full day and overnight.
 */
/** A tour the keyword box offers before anything is typed. */
export type TopTour = Pick<ActivityCard, 'id' | 'title' | 'tour_type' | 'full_seo_url'>;

export function HomeSearch({ topTours }: { readonly topTours: readonly TopTour[] }) {
  const id = useId();
  const navigate = useNavigate();
  const [locationText, setLocationText] = useState('');
  const [location, setLocation] = useState<LocationOption | undefined>();
  const [locationOpen, setLocationOpen] = useState(false);
  const [date, setDate] = useState('');
  const [key, setKey] = useState('');
  const [keyOpen, setKeyOpen] = useState(false);
  const locationOptions = useLocationOptions(locationText, LOCATION_AUTOCOMPLETE_DELAY_MS);
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

  const submit = () => {
    const localDate = date.trim() ? parseDisplayDate(date) : undefined;
    if (date.trim() && !localDate) {
      notify(MESSAGES.pickupDateRequired, 'error');
      return;
    }
    void navigate(
      searchHref({
        ...EMPTY_SEARCH,
        key: key.trim(),
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
      role="search"
      aria-label="Find a trail"
      className={styles.homeForm}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className={styles.anchor} onBlur={closeWhenFocusLeaves(() => setLocationOpen(false))}>
        <label className={ui.field} htmlFor={`${id}-location`}>
          <span className={ui.label}>Pick-up location</span>
          <input
            id={`${id}-location`}
            className={ui.input}
            autoComplete="off"
            placeholder="Kandy, Ella…"
            value={locationText}
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
          className={ui.input}
          inputMode="numeric"
          placeholder="dd/MM/yyyy"
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
      </label>
      <div className={styles.anchor} onBlur={closeWhenFocusLeaves(() => setKeyOpen(false))}>
        <label className={ui.field} htmlFor={`${id}-key`}>
          <span className={ui.label}>What would you like to do?</span>
          <input
            id={`${id}-key`}
            className={ui.input}
            autoComplete="off"
            placeholder="Hiking, tea estates, waterfalls…"
            value={key}
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
