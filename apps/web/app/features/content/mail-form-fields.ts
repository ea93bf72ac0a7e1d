// The footer forms' fields as a form sends them, read the same way by the page (before it lets
// the form go) and by the action on the server.
import type { InquiryField, InquiryForm } from '@trails/domain/validation/inquiry';
import type { SubscriptionForm } from '@trails/domain/validation/subscription';

export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

export function inquiryFrom(form: FormData): InquiryForm {
  return {
    name: formText(form, 'name'),
    email: formText(form, 'email'),
    phone: formText(form, 'phone'),
    message: formText(form, 'message'),
  };
}

export function subscriptionFrom(form: FormData): SubscriptionForm {
  return { email: formText(form, 'email') };
}

/** The inquiry form's labels: on the page, and first in a refusal of the API at that field. */
export const INQUIRY_LABELS: Readonly<Record<InquiryField, string>> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  message: 'Message',
};
