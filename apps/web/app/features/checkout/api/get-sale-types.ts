// GET /api/activity?id — each cart tour's sale type, which decides what checkout says about the
// money (charged now, or held until the supplier confirms). The cart keeps only a summary of
// each tour, without it.
import { useQueries } from '@tanstack/react-query';
import { browserApi } from '../../../shared/api/client.ts';

export function useSaleTypes(activityIds: readonly number[]): ReadonlyMap<number, number> {
  const answers = useQueries({
    queries: activityIds.map((id) => ({
      queryKey: ['activity-sale-type', id],
      queryFn: async () => {
        const { data } = await browserApi().GET('/api/activity', { params: { query: { id } } });
        return data?.data.sale_type ?? null;
      },
      staleTime: 5 * 60_000,
    })),
  });
  const saleTypes = new Map<number, number>();
  answers.forEach((answer, index) => {
    const id = activityIds[index];
    if (id !== undefined && typeof answer.data === 'number') saleTypes.set(id, answer.data);
  });
  return saleTypes;
}
