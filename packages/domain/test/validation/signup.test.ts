import { describe, expect, test } from 'vitest';
import { validateSignUp } from '../../src/validation/signup.ts';
import { aSignUpForm } from '../support/builders.ts';

describe('customer sign-up', () => {
  test('passes when every field is filled and the passwords match', () => {
    expect(validateSignUp(aSignUpForm()).ok).toBe(true);
  });

  test('each empty field is "Required", checked in form order', () => {
    const result = validateSignUp(
      aSignUpForm({ firstName: '', lastName: ' ', email: '', password: '', confirmPassword: '' }),
    );
    expect(result.errors).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      email: 'Required',
      password: 'Required',
      confirmPassword: 'Required',
    });
    expect(result.firstError).toEqual({ field: 'firstName', message: 'Required' });
  });

  test('an email that is not an address gives "invalid email address"', () => {
    const result = validateSignUp(aSignUpForm({ email: 'nimal.example.lk' }));
    expect(result.firstError).toEqual({ field: 'email', message: 'invalid email address' });
  });

  test('different passwords give "Passwords do not match" on both fields', () => {
    const result = validateSignUp(aSignUpForm({ confirmPassword: 'tea-country-2025' }));
    expect(result.errors).toEqual({
      password: 'Passwords do not match',
      confirmPassword: 'Passwords do not match',
    });
    expect(result.firstError?.field).toBe('password');
  });

  test('passwords are compared exactly, white space included', () => {
    const result = validateSignUp(aSignUpForm({ confirmPassword: 'tea-country-2026 ' }));
    expect(result.errors.confirmPassword).toBe('Passwords do not match');
  });

  test('a missing confirmation is "Required", not a mismatch', () => {
    expect(validateSignUp(aSignUpForm({ confirmPassword: '' })).errors).toEqual({
      confirmPassword: 'Required',
    });
  });

  test('the captcha must be solved', () => {
    expect(validateSignUp(aSignUpForm({ captchaSolved: false })).firstError).toEqual({
      field: 'captcha',
      message: 'Complete the Captcha before proceeding',
    });
  });
});
