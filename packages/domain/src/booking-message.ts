// Messages on a booking: who they can go to, and what a hidden one shows (spec §2, §3).

import { MESSAGES } from './messages.ts';

export const MessageRecipient = { Supplier: 'supplier', Admin: 'admin' } as const;
export type MessageRecipient = (typeof MessageRecipient)[keyof typeof MessageRecipient];

/** The supplier can be written to only when the booking is contactable; the admin always. */
export function messageRecipients(contactable: boolean): readonly MessageRecipient[] {
  return contactable
    ? [MessageRecipient.Supplier, MessageRecipient.Admin]
    : [MessageRecipient.Admin];
}

/** The send box starts on the supplier when the booking is contactable, else on the admin. */
export function defaultMessageRecipient(contactable: boolean): MessageRecipient {
  return contactable ? MessageRecipient.Supplier : MessageRecipient.Admin;
}

/** A message hidden by an admin shows '*Removed by admin' instead of its text. */
export function displayedMessageText(message: {
  readonly text: string;
  readonly hidden: boolean;
}): string {
  return message.hidden ? MESSAGES.messageRemovedByAdmin : message.text;
}
