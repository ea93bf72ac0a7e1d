// POST /api/email/inquiry — the footer's inquiry form.
import { apiFieldErrorsOf, formErrorsOf } from '@trails/domain/validation/api-refusal';
import type { InquiryField, InquiryForm } from '@trails/domain/validation/inquiry';
import type { ApiClient } from '../../../shared/api/client.ts';
import { INQUIRY_LABELS } from '../mail-form-fields.ts';

/** Sent, or refused: a 400's reasons at the form's fields, in the form's words. */
export type InquiryAnswer =
  | { readonly ok: true }
  | { readonly ok: false; readonly errors: Partial<Record<InquiryField, string>> };

const isInquiryField = (name: string): name is InquiryField => name in INQUIRY_LABELS;

export async function sendInquiry(api: ApiClient, form: InquiryForm): Promise<InquiryAnswer> {
  const { response, error } = await api.POST('/api/email/inquiry', { body: { ...form } });
  if (response.ok) return { ok: true };
  if (response.status !== 400) return { ok: false, errors: {} };
  const errors = formErrorsOf(apiFieldErrorsOf(error), (field) =>
    isInquiryField(field) ? { name: field, label: INQUIRY_LABELS[field] } : undefined,
  );
  return { ok: false, errors };
}
