import { useEffect, useId, useRef, useState } from 'react';
import { Form, Link } from 'react-router';
import { TOUR_TYPE_LABEL, isTourType } from '@trails/domain/tour';
import * as ui from '../../../shared/styles/ui.css.ts';
import { useSuggestions } from '../hooks/use-suggestions.ts';
import * as styles from './search-box.css.ts';
import { Button } from '@trails/ui/button';

/** The header's search box: a keyword with activity suggestions, submitted to /search. */
export function KeywordSearch({ defaultKey = '' }: { readonly defaultKey?: string }) {
  const [key, setKey] = useState(defaultKey);
  const [open, setOpen] = useState(false);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // What was typed before the script took over is the box's from now on.
  useEffect(() => setKey(inputRef.current?.value ?? ''), []);
  const suggestions = useSuggestions(key);
  const activities = open ? (suggestions.data?.activities ?? []) : [];
  return (
    // A real GET form (ADR 059): plain HTML before the script runs, a client navigation after.
    <Form
      method="get"
      action="/search"
      role="search"
      className={styles.headerForm}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={`${id}-key`} className={ui.visuallyHidden}>
        Search trails
      </label>
      <input
        id={`${id}-key`}
        name="key"
        type="search"
        className={ui.input}
        placeholder="Search trails"
        autoComplete="off"
        ref={inputRef}
        defaultValue={defaultKey}
        role="combobox"
        aria-autocomplete="list"
        aria-controls={`${id}-list`}
        aria-expanded={activities.length > 0}
        onFocus={() => setOpen(true)}
        onChange={(event) => {
          setKey(event.target.value);
          setOpen(true);
        }}
      />
      <Button type="submit">Search</Button>
      {activities.length > 0 && (
        <ul id={`${id}-list`} className={styles.popup} aria-label="Suggested trails">
          {activities.slice(0, 8).map((activity) => (
            <li key={activity.id}>
              <Link
                className={styles.option}
                to={activity.full_seo_url}
                onClick={() => setOpen(false)}
              >
                {activity.title}
                <span className={ui.muted}>
                  {' '}
                  · {isTourType(activity.tour_type) ? TOUR_TYPE_LABEL[activity.tour_type] : ''}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Form>
  );
}
