// POST /api/email/inquiry — the footer's inquiry form.
import type { ApiClient } from '../../../shared/api/client.ts';
import type { InquiryForm } from '@trails/domain/validation/inquiry';

export async function sendInquiry(api: ApiClient, form: InquiryForm): Promise<boolean> {
  const { response } = await api.POST('/api/email/inquiry', { body: { ...form } });
  return response.ok;
}
