// GET /api/payments/{reference} — the order's payment, reconciled with the provider by the API
// (a late webhook never leaves a paid traveller looking at an unpaid booking).
import type { components } from '@trails/api-client/schema';
import type { ApiClient } from '../../../shared/api/client.ts';
import { ApiError } from '../../../shared/api/client.ts';

export type OrderPayment = components['schemas']['OrderPayment'];

/** The order's payment, or undefined when there is no such order. */
export async function getOrderPayment(
  api: ApiClient,
  reference: string,
): Promise<OrderPayment | undefined> {
  const { data, response } = await api.GET('/api/payments/{reference}', {
    params: { path: { reference } },
  });
  if (response.status === 404 || response.status === 400) return undefined;
  if (!data) throw new ApiError(response.status, response.statusText);
  return data.data;
}
