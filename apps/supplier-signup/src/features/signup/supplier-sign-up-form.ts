// The supplier sign-up form in the product's words, validated by the domain's sign-up rules
// (the customer sign-up's messages, spec §5) plus the business name the register call needs.
import { MESSAGES } from '@trails/domain/messages';
import { validateSignUp } from '@trails/domain/validation/signup';
import { isBlank } from '@trails/domain/validation/text';

export interface SupplierSignUpForm {
  readonly firstName: string;
  readonly lastName: string;
  readonly businessName: string;
  readonly email: string;
  readonly password: string;
  readonly confirmPassword: string;
}

export type SupplierSignUpField = keyof SupplierSignUpForm | 'captcha';

export type SupplierSignUpErrors = Partial<Record<SupplierSignUpField, string>>;

/** The fields in the order of the page, which is also the order errors are focused in. */
export const FIELD_ORDER: readonly SupplierSignUpField[] = [
  'firstName',
  'lastName',
  'businessName',
  'email',
  'password',
  'confirmPassword',
  'captcha',
];

export const EMPTY_FORM: SupplierSignUpForm = {
  firstName: '',
  lastName: '',
  businessName: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/** Every failing field with its message; empty when the form may be sent. */
export function validateSupplierSignUp(
  form: SupplierSignUpForm,
  captchaSolved: boolean,
): SupplierSignUpErrors {
  const { errors } = validateSignUp({ ...form, captchaSolved });
  return {
    ...errors,
    // The register call needs the business name of a supplier (`work_name`).
    ...(isBlank(form.businessName) ? { businessName: MESSAGES.required } : {}),
  };
}

/** The first failing field on the page, to focus. */
export function firstInvalidField(errors: SupplierSignUpErrors): SupplierSignUpField | undefined {
  return FIELD_ORDER.find((field) => errors[field]);
}
