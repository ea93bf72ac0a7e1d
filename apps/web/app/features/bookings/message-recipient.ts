import { MessageRecipient } from '@trails/domain/booking-message';

export function isMessageRecipient(value: string): value is MessageRecipient {
  return value === MessageRecipient.Supplier || value === MessageRecipient.Admin;
}

export const RECIPIENT_LABEL: Record<MessageRecipient, string> = {
  supplier: 'Supplier',
  admin: 'Admin',
};
