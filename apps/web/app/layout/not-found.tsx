import { Link } from 'react-router';
import { MESSAGES } from '@trails/domain/messages';
import * as ui from '../shared/styles/ui.css.ts';

/** The not-found page (spec §2), served with HTTP status 404. */
export function NotFound() {
  return (
    <div className={ui.page}>
      <title>Page not found | Lanka Trails</title>
      <meta name="robots" content="noindex" />
      <h1>{MESSAGES.notFound}</h1>
      <p>
        <Link to="/">Go to the home page</Link> or <Link to="/search?key=">search all trails</Link>.
      </p>
    </div>
  );
}
