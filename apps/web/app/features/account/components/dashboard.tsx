// Dashboard (spec §2): a greeting with the user's name, then 'We Would Suggest' featured tours
// (the route passes them in: the catalog feature draws tours). The last-activity card comes with
// bookings.
import type { ReactNode } from 'react';
import { MESSAGES } from '@trails/domain/messages';
import { useSession } from '../../../shared/session/session-store.ts';
import * as styles from './account.css.ts';

export function Dashboard({ suggestions }: { readonly suggestions: ReactNode }) {
  const firstName = useSession((state) => state.profile?.first_name ?? '');
  return (
    <>
      <h1 className={styles.heading}>Hello{firstName ? `, ${firstName}` : ''}!</h1>
      <section aria-labelledby="we-would-suggest" className={styles.content}>
        <h2 id="we-would-suggest" className={styles.subheading}>
          {MESSAGES.weWouldSuggest}
        </h2>
        {suggestions}
      </section>
    </>
  );
}
