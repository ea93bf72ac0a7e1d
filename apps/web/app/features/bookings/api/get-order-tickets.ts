// GET /api/payments/{reference}/tickets (beyond spec): the e-tickets of a paid checkout, for the
// confirmation page's loader (no login: the order reference is what the payer holds, ADR 170).
import type { ETicket } from '@trails/api-client/client';
import type { ApiClient } from '../../../shared/api/client.ts';

/** The order's e-tickets; none when the API cannot say (the page still thanks the traveller). */
export async function getOrderTickets(api: ApiClient, reference: string): Promise<ETicket[]> {
  const { data } = await api.GET('/api/payments/{reference}/tickets', {
    params: { path: { reference } },
  });
  return data?.data ?? [];
}

/** The plain links of an order's ticket files: they need no session, so they work without scripts. */
export function orderTicketLinks(reference: string, bookingReference: string) {
  const base = `/api/payments/${encodeURIComponent(reference)}/tickets/${encodeURIComponent(bookingReference)}`;
  return { ticket: `${base}/download`, calendar: `${base}/calendar` };
}
