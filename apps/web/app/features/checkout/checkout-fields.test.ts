import { describe, expect, it } from 'vitest';
import { withAccountHolderAsLead } from './checkout-fields.ts';

const holder = {
  first_name: 'Nimali',
  last_name: 'Perera',
  email: 'nimali@example.com',
  phone_number: '+94 77 123 4567',
};

describe("a logged-in traveller's checkout", () => {
  it('starts with the account holder as the lead traveller of every item', () => {
    expect(withAccountHolderAsLead({}, holder, 2)).toEqual({
      b0_lead_firstname: 'Nimali',
      b0_lead_lastname: 'Perera',
      b0_lead_email: 'nimali@example.com',
      b0_lead_phone: '+94 77 123 4567',
      b1_lead_firstname: 'Nimali',
      b1_lead_lastname: 'Perera',
      b1_lead_email: 'nimali@example.com',
      b1_lead_phone: '+94 77 123 4567',
    });
  });

  it('keeps what the traveller typed, and fills only what is empty', () => {
    const typed = {
      b0_lead_firstname: 'Kasun',
      b0_lead_lastname: '  ',
      b0_contact_firstname: 'Someone',
    };
    expect(withAccountHolderAsLead(typed, { ...holder, phone_number: null }, 1)).toEqual({
      b0_lead_firstname: 'Kasun',
      b0_lead_lastname: 'Perera',
      b0_lead_email: 'nimali@example.com',
      b0_contact_firstname: 'Someone',
    });
  });

  it('leaves a guest’s form as it is', () => {
    const typed = { b0_lead_firstname: 'Kasun' };
    expect(withAccountHolderAsLead(typed, null, 1)).toBe(typed);
  });
});
