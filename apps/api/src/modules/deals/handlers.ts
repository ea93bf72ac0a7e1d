// GET /api/account/all/deals: the deals running now, each with how many listed tours it covers.
import type { OperationHandlers } from '../../http/operations.ts';
import { pictureOf } from '../media/pictures.ts';
import { runningDeals } from './repository.ts';

export const dealHandlers: OperationHandlers = {
  async listDeals(request) {
    const rows = await runningDeals(request.server.db);
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
          // The deal's own trails: `GET /api/search?deal=` (ADR 313).
          id: Number(row.id),
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
