import { expect, test } from 'vitest';
import {
  defaultMessageRecipient,
  displayedMessageText,
  MessageRecipient,
  messageRecipients,
} from '../src/booking-message.ts';

test('a contactable booking can message the supplier or the admin, supplier first', () => {
  expect(messageRecipients(true)).toEqual([MessageRecipient.Supplier, MessageRecipient.Admin]);
  expect(defaultMessageRecipient(true)).toBe('supplier');
});

test('a booking that is not contactable can message only the admin', () => {
  expect(messageRecipients(false)).toEqual([MessageRecipient.Admin]);
  expect(defaultMessageRecipient(false)).toBe('admin');
});

test('a message hidden by an admin shows "*Removed by admin"', () => {
  expect(displayedMessageText({ text: 'Pick us up at 6', hidden: true })).toBe('*Removed by admin');
  expect(displayedMessageText({ text: 'Pick us up at 6', hidden: false })).toBe('Pick us up at 6');
});
