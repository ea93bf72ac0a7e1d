import { Form, useNavigate } from 'react-router';
import { useTourSuggestions } from '../hooks/use-suggestions.ts';
import * as styles from './search-box.css.ts';
import { Button } from '@trails/ui/button';
import { Combobox } from '@trails/ui/combobox';

/**
 * The header's search box: a keyword with tour suggestions (links to their pages), submitted to
 * /search. A real GET form (ADR 059): plain HTML before the script runs, a client navigation
 * after; Enter on the typed words (no suggestion chosen) searches for them.
 */
export function KeywordSearch({ defaultKey = '' }: { readonly defaultKey?: string }) {
  const navigate = useNavigate();
  const loadTours = useTourSuggestions(3);
  return (
    <Form method="get" action="/search" role="search" className={styles.headerForm}>
      <div className={styles.headerBox}>
        <Combobox
          label="Search trails"
          hideLabel
          name="key"
          type="search"
          placeholder="Search trails"
          defaultValue={defaultKey}
          minChars={2}
          debounce={150}
          loadOptions={loadTours}
          onSelect={(option) => {
            if (option.href) void navigate(option.href);
          }}
        />
      </div>
      <Button type="submit">Search</Button>
    </Form>
  );
}
