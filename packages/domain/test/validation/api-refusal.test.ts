import { describe, expect, it } from 'vitest';
import { fieldRefusals, formRefusals } from '../../src/messages.ts';
import { apiFieldErrorsOf, formErrorsOf, formRefusalOf } from '../../src/validation/api-refusal.ts';

describe('formRefusalOf', () => {
  const path = 'booking.0.travellers.0.firstname';

  it("says the API's refusals by the field's label, never its key path", () => {
    expect(
      formRefusalOf(
        'First name',
        path,
        fieldRefusals.other(path, 'must NOT have more than 100 characters'),
      ),
    ).toBe(formRefusals.atMost('First name', 100));
    expect(
      formRefusalOf(
        'Confirm password',
        'confim_password',
        fieldRefusals.other('confim_password', 'must NOT have fewer than 8 characters'),
      ),
    ).toBe(formRefusals.atLeast('Confirm password', 8));
    expect(formRefusalOf('Email', 'email', fieldRefusals.notEmail('email'))).toBe(
      formRefusals.notEmail('Email'),
    );
    expect(formRefusalOf('Name', 'name', fieldRefusals.required('name'))).toBe(
      formRefusals.required('Name'),
    );
    expect(formRefusalOf('Name', 'name', fieldRefusals.notType('name', 'string'))).toBe(
      formRefusals.invalid('Name'),
    );
  });

  it("keeps the product's own messages as they are", () => {
    expect(formRefusalOf('Email', 'email', 'This email address is already registered.')).toBe(
      'This email address is already registered.',
    );
  });
});

describe('formErrorsOf', () => {
  it('maps known fields to the form, first message first, and leaves unknown ones out', () => {
    const errors = apiFieldErrorsOf({
      message: 'x',
      errors: {
        last_name: [
          fieldRefusals.other('last_name', 'must NOT have more than 100 characters'),
          'second',
        ],
        client_id: ['The client_id field is required.'],
      },
    });
    const fields: Record<string, { name: string; label: string }> = {
      last_name: { name: 'lastName', label: 'Last name' },
    };
    expect(formErrorsOf(errors, (field) => fields[field])).toEqual({
      lastName: formRefusals.atMost('Last name', 100),
    });
  });

  it('reads nothing from a body without field errors', () => {
    expect(apiFieldErrorsOf(undefined)).toEqual({});
    expect(apiFieldErrorsOf({ message: 'x', errors: ['a list'] })).toEqual({});
  });
});
