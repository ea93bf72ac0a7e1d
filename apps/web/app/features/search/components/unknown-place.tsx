import { Form, useNavigate } from 'react-router';
import { LOCATION_AUTOCOMPLETE_DELAY_MS } from '@trails/domain/constants';
import { MESSAGES, searchPlaceUnknown } from '@trails/domain/messages';
import { useLocationSuggestions } from '../hooks/use-suggestions.ts';
import { hrefOn, writeSearch } from '../search-params.ts';
import type { SearchState } from '../search-params.ts';
import * as styles from './search-box.css.ts';
import { Button } from '@trails/ui/button';
import { Combobox } from '@trails/ui/combobox';

/**
 * A search whose typed pick-up place names no location (beyond the spec): the notice, and the
 * typed text in a pick-up box to correct it. A real GET form (ADR 059): it
 * sends `pickup` with the rest of the search, and the page finds the place by name, as it does
 * for the home search, with or without scripts. With scripts, a place chosen from the
 * suggestions searches at once, as a place added in the filter panel does.
 */
export function UnknownPlace({
  typed,
  state,
  basePath,
}: {
  readonly typed: string;
  /** The search as it ran (without a place). */
  readonly state: SearchState;
  readonly basePath: string;
}) {
  const navigate = useNavigate();
  const loadLocations = useLocationSuggestions();
  // What the search holds besides the place goes along, so correcting it keeps the rest.
  const kept = writeSearch(
    { ...state, location: [], page: 1 },
    { omitType: basePath !== '/search' },
  );
  return (
    <div className={styles.placeNotice}>
      <p role="status">{searchPlaceUnknown(typed)}</p>
      <Form
        method="get"
        action={basePath}
        role="search"
        aria-label="Correct the pick-up place"
        className={styles.headerForm}
      >
        {[...kept].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className={styles.headerBox}>
          <Combobox
            label="Pick-up location"
            name="pickup"
            icon="location"
            defaultValue={typed}
            debounce={LOCATION_AUTOCOMPLETE_DELAY_MS}
            loadOptions={loadLocations}
            emptyText={MESSAGES.noDataFound}
            errorText={MESSAGES.errorLoadingLocations}
            onSelect={(option) => {
              void navigate(
                hrefOn(basePath, { ...state, location: [Number(option.value)], page: 1 }),
              );
            }}
          />
        </div>
        <Button type="submit">Search</Button>
      </Form>
    </div>
  );
}
