import { MESSAGES } from '@trails/domain/messages';
import * as ui from '../shared/styles/ui.css.ts';

/** What a page shows when its data could not be loaded (any error but a 404). */
export default function ServerError() {
  return (
    <div className={ui.page}>
      <h1>{MESSAGES.couldNotLoadData}</h1>
      <p>Please try again in a moment.</p>
    </div>
  );
}
