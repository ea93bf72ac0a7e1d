import { useQuery } from '@tanstack/react-query';
import type { Route } from './+types/account-dashboard';
import { Spinner } from '@trails/ui/spinner';
import { searchActivities } from '../features/catalog/api/search-activities.ts';
import { TourCard } from '../features/catalog/components/tour-card.tsx';
import { Dashboard } from '../features/account/components/dashboard.tsx';
import { RecentBooking } from '../features/bookings/components/recent-booking.tsx';
import { browserApi } from '../shared/api/client.ts';
import { SITE_NAME } from '../shared/lib/site.ts';
import { noStore } from '../shared/lib/no-store.ts';
import * as styles from './account-dashboard.css.ts';

export const headers = noStore;

export function meta(_: Route.MetaArgs) {
  return [{ title: `Dashboard | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

/** 'We Would Suggest': the featured tours, as the home page lists them (spec §9: 5). */
function Suggestions() {
  const featured = useQuery({
    queryKey: ['account', 'suggestions'],
    queryFn: () => searchActivities(browserApi(), { featured: true, limit: 5 }),
    staleTime: 5 * 60_000,
  });
  if (featured.isPending) return <Spinner label="Loading suggestions" />;
  const tours = featured.data?.data ?? [];
  return (
    <ul className={styles.grid}>
      {tours.map((tour) => (
        <li key={tour.id}>
          <TourCard tour={tour} />
        </li>
      ))}
    </ul>
  );
}

export default function AccountDashboard() {
  return <Dashboard recent={<RecentBooking />} suggestions={<Suggestions />} />;
}
