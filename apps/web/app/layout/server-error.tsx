import { useLocation } from 'react-router';
import { MESSAGES } from '@trails/domain/messages';
import * as ui from '../shared/styles/ui.css.ts';

/** What a page shows when its data could not be loaded (any error but a 404). */
export default function ServerError() {
  const { pathname, search } = useLocation();
  return (
    <div className={ui.page}>
      <h1>{MESSAGES.couldNotLoadData}</h1>
      <p>Please try again in a moment.</p>
      {/* A plain link to this page: it loads the page again from the server, with scripts or
          without, and what was typed at checkout comes back from the browser's draft. */}
      <p>
        <a href={`${pathname}${search}`}>{MESSAGES.tryAgain}</a>
      </p>
    </div>
  );
}
