import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { LOCATION_AUTOCOMPLETE_DELAY_MS } from '@trails/domain/constants';
import { formatLocalDate } from '@trails/domain/format';
import { lastAvailableDate, MESSAGES } from '@trails/domain/messages';
import { lastBookableDate, parseDisplayDate } from '@trails/domain/tour-date';
import type { LocalDate } from '@trails/domain/tour-date';
import { notify } from '../../../shared/components/notices.tsx';
import { dayOf } from '../../../shared/lib/days.ts';
import {
  tourGroups,
  useLocationSuggestions,
  useTourSuggestions,
  type SuggestedTour,
} from '../hooks/use-suggestions.ts';
import { EMPTY_SEARCH, searchHref } from '../search-params.ts';
import * as styles from './search-box.css.ts';
import { Button } from '@trails/ui/button';
import { Combobox, type ComboboxOption } from '@trails/ui/combobox';
import { DatePicker, notADateMessage } from '@trails/ui/date-picker';

/** A tour the keyword box offers before anything is typed. */
export type TopTour = SuggestedTour;

/**
 * The home page's search bar: pick-up location (autocomplete), pick-up date (typed dd/MM/yyyy
 * or picked on a calendar) and a keyword box that offers the top tours grouped by half day,
 * full day and overnight — the kit's Combobox and DatePicker.
 *
 * A real `GET /search` form (ADR 059): sent as plain HTML before the page's script runs (or
 * without scripts) it carries what was typed, and the search page resolves a typed place by
 * name. The boxes are uncontrolled, so hydration never replaces what a visitor already typed.
 */
export function HomeSearch({
  topTours,
  today,
}: {
  readonly topTours: readonly TopTour[];
  /** Today in Sri Lanka, from the page's loader: the first day the date picker offers. */
  readonly today: LocalDate;
}) {
  const navigate = useNavigate();
  const [location, setLocation] = useState<ComboboxOption | undefined>();
  const [dateError, setDateError] = useState<string | undefined>();
  const firstDay = useMemo(() => dayOf(today), [today]);
  // Bookings open a year ahead (ADR 272): the calendar stops there.
  const lastDay = useMemo(() => dayOf(lastBookableDate(today)), [today]);
  const loadTours = useTourSuggestions();
  const loadLocations = useLocationSuggestions();

  const submit = (form: HTMLFormElement) => {
    const date = fieldText(form, 'date').trim();
    const localDate = date ? parseDisplayDate(date) : undefined;
    // Text that names no day: said at the box and in a notice, in the box's own words ("There is
    // no 31/02/2027…"), not as a missing date (ADR 248).
    if (date && !localDate) {
      const message = notADateMessage(date);
      setDateError(message);
      notify(message, 'error');
      return;
    }
    // No tour runs on a day gone by: the search would only say 'no experiences'. Said at the
    // field instead (the search page leaves out a past date that arrives without this check).
    if (localDate && localDate < today) {
      setDateError(MESSAGES.pickupDateInPast);
      return;
    }
    // Nor past the booking horizon (ADR 272): said at the field, with the last bookable date.
    if (localDate && localDate > lastBookableDate(today)) {
      setDateError(lastAvailableDate(formatLocalDate(lastBookableDate(today))));
      return;
    }
    const pickup = fieldText(form, 'pickup').trim();
    const key = fieldText(form, 'key').trim();
    if (!location && pickup) {
      // A place typed but not chosen: the search page finds it by name, as for a plain post.
      void navigate(`/search?${new URLSearchParams({ pickup, key, date })}`);
      return;
    }
    void navigate(
      searchHref({
        ...EMPTY_SEARCH,
        key,
        location: location ? [Number(location.value)] : [],
        date: localDate,
      }),
    );
  };

  return (
    <form
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
      <Combobox
        label="Pick-up location"
        name="pickup"
        icon="location"
        placeholder="Kandy, Ella…"
        debounce={LOCATION_AUTOCOMPLETE_DELAY_MS}
        loadOptions={async (keyword) => {
          try {
            return await loadLocations(keyword);
          } catch (error) {
            // The spec's answer to a failed place search: a notice, and the same words in the list.
            notify(MESSAGES.errorLoadingLocations, 'error');
            throw error;
          }
        }}
        emptyText={MESSAGES.noDataFound}
        errorText={MESSAGES.errorLoadingLocations}
        onSelect={setLocation}
        onInputChange={(text) => {
          if (text !== location?.label) setLocation(undefined);
        }}
      />
      <DatePicker
        label="Pick-up date"
        name="date"
        minDate={firstDay}
        maxDate={lastDay}
        error={dateError}
        onValueChange={() => setDateError(undefined)}
      />
      <Combobox
        label="What would you like to do?"
        name="key"
        icon="search"
        placeholder="Hiking, tea estates, waterfalls…"
        minChars={2}
        debounce={150}
        initialOptions={tourGroups(topTours)}
        loadOptions={loadTours}
        onSelect={(option) => {
          if (option.href) void navigate(option.href);
        }}
      />
      <Button type="submit">Search</Button>
    </form>
  );
}

function fieldText(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}
