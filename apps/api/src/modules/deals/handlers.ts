// GET /api/account/all/deals: the deals running now, each with how many listed tours it covers.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { pictureOf } from '../media/pictures.ts';

type DealRow = {
  title: string;
  discount_percent: number;
  image_name: string | null;
  width: number | null;
  height: number | null;
  alt_text: string | null;
  num_activities: number;
};

export const dealHandlers: OperationHandlers = {
  async listDeals(request) {
    const rows = await queryRows<DealRow>(
      request.server.db,
      sql`
      SELECT d.title, d.discount_percent, d.image_name, m.width, m.height, m.alt_text,
        (SELECT count(*)::int FROM deal_tours dt JOIN tours t ON t.id = dt.tour_id
          WHERE dt.deal_id = d.id AND t.status = 1) AS num_activities
      FROM deals d LEFT JOIN media m ON m.name = d.image_name
      WHERE d.starts_at <= now() AND d.ends_at > now()
      ORDER BY d.discount_percent DESC, d.id`,
    );
    return {
      data: rows.map((row) => {
        const picture = row.image_name
          ? pictureOf(
              {
                name: row.image_name,
                width: Number(row.width ?? 1920),
                height: Number(row.height ?? 1280),
                altText: row.alt_text ?? row.title,
              },
              640,
            )
          : null;
        return {
          image: picture?.url ?? '',
          ...(picture ? { picture } : {}),
          discount: Number(row.discount_percent),
          title: row.title,
          num_activities: Number(row.num_activities),
        };
      }),
    };
  },
};
