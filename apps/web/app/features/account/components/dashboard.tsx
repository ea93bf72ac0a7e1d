// Dashboard (spec §2): a greeting with the user's name, 'How is your last Activity?' (the review
// modal's 'Review Now'), the 'Recent' card and 'We Would Suggest' featured tours (the route passes
// those two in: the bookings and catalog features draw them).
import type { ReactNode } from 'react';
import { MESSAGES } from '@trails/domain/messages';
import { useSession } from '../../../shared/session/session-store.ts';
import { LastActivity } from './last-activity.tsx';
import * as styles from './account.css.ts';

export function Dashboard({
  recent,
  suggestions,
}: {
  readonly recent: ReactNode;
  readonly suggestions: ReactNode;
}) {
  const firstName = useSession((state) => state.profile?.first_name ?? '');
  return (
    <>
      <h1 className={styles.heading}>Hello{firstName ? `, ${firstName}` : ''}!</h1>
      <LastActivity />
      <section aria-labelledby="recent" className={styles.content}>
        <h2 id="recent" className={styles.subheading}>
          Recent
        </h2>
        {recent}
      </section>
      <section aria-labelledby="we-would-suggest" className={styles.content}>
        <h2 id="we-would-suggest" className={styles.subheading}>
          {MESSAGES.weWouldSuggest}
        </h2>
        {suggestions}
      </section>
    </>
  );
}
