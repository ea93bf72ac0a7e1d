import { describe, expect, test } from 'vitest';
import { showsForgotPasswordLink, validateLogin } from '../../src/validation/login.ts';

const filled = { email: 'nimal@example.lk', password: 'secret', captchaSolved: true };

describe('login', () => {
  test('passes with an email, a password and a solved captcha', () => {
    expect(validateLogin(filled)).toEqual({ ok: true, firstError: undefined, errors: {} });
  });

  test('an empty email gives "We need your Email"', () => {
    const result = validateLogin({ ...filled, email: '' });
    expect(result.firstError).toEqual({ field: 'email', message: 'We need your Email' });
  });

  test('an empty password gives "Password can not be empty"', () => {
    const result = validateLogin({ ...filled, password: '' });
    expect(result.firstError).toEqual({ field: 'password', message: 'Password can not be empty' });
  });

  test('an unsolved captcha gives "Complete the Captcha before proceeding"', () => {
    expect(validateLogin({ ...filled, captchaSolved: false }).firstError).toEqual({
      field: 'captcha',
      message: 'Complete the Captcha before proceeding',
    });
    expect(validateLogin({ email: 'a@b.co', password: 'x' }).ok).toBe(false);
  });

  test('a form without a captcha does not ask for one', () => {
    expect(validateLogin({ email: 'a@b.co', password: 'x' }, { requireCaptcha: false }).ok).toBe(
      true,
    );
  });

  test('white space only counts as empty', () => {
    expect(validateLogin({ ...filled, email: '  ', password: '\t' }).errors).toEqual({
      email: 'We need your Email',
      password: 'Password can not be empty',
    });
  });

  test('checks email, then password, then captcha', () => {
    const result = validateLogin({ email: '', password: '', captchaSolved: false });
    expect(result.firstError?.message).toBe('We need your Email');
    expect(Object.keys(result.errors)).toEqual(['email', 'password', 'captcha']);
  });
});

describe('the forgot-password link', () => {
  test('shows only once the username looks like an email', () => {
    expect(showsForgotPasswordLink('')).toBe(false);
    expect(showsForgotPasswordLink('nimal')).toBe(false);
    expect(showsForgotPasswordLink('nimal@example')).toBe(false);
    expect(showsForgotPasswordLink('nimal@example.lk')).toBe(true);
  });
});
