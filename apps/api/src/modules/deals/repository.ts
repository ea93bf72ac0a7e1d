// The deals' queries: the deals running now, with how many listed tours each covers.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';

export type RunningDealRow = {
  id: number;
  title: string;
  discount_percent: number;
  image_name: string | null;
  width: number | null;
  height: number | null;
  alt_text: string | null;
  num_activities: number;
};

/** The deals running now, biggest discount first; a tour no longer listed does not count. */
export function runningDeals(db: Pick<Database, 'execute'>) {
  return queryRows<RunningDealRow>(
    db,
    sql`
      SELECT d.id, d.title, d.discount_percent, d.image_name, m.width, m.height, m.alt_text,
        (SELECT count(*)::int FROM deal_tours dt JOIN tours t ON t.id = dt.tour_id
          WHERE dt.deal_id = d.id AND t.status = 1) AS num_activities
      FROM deals d LEFT JOIN media m ON m.name = d.image_name
      WHERE d.starts_at <= now() AND d.ends_at > now()
      ORDER BY d.discount_percent DESC, d.id`,
  );
}
