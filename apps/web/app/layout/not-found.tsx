import { Link } from 'react-router';
import { MESSAGES } from '@trails/domain/messages';
import * as ui from '../shared/styles/ui.css.ts';

/** The not-found page's title and robots tag (its route's and the root error boundary's meta). */
export const notFoundMeta = [
  { title: 'Page not found | Lanka Trails' },
  { name: 'robots', content: 'noindex' },
];

/** The not-found page (spec §2), served with HTTP status 404. */
export function NotFound() {
  return (
    <div className={ui.page}>
      <h1>{MESSAGES.notFound}</h1>
      <p>
        <Link to="/">Go to the home page</Link> or <Link to="/search?key=">search all trails</Link>.
      </p>
    </div>
  );
}
