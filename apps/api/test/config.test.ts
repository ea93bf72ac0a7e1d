// Issue 18 Medium 6 (ADR 114): development conveniences are opt-in. A server that is public
// (PUBLIC_URL https) or in production refuses the default secrets, the published development
// SECRET_KEY, CAPTCHA_PROVIDER=off and a missing SMTP_URL (the dev mailbox).
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

const PUBLIC = {
  SECRET_KEY: 'a-production-secret-key-of-enough-length-1234',
  OAUTH_CLIENT_SECRET: 'a-production-client-secret',
  SMTP_URL: 'smtp://mail.example.com:587',
};

describe.each([
  ['NODE_ENV=production', { NODE_ENV: 'production' }],
  ['PUBLIC_URL on https', { PUBLIC_URL: 'https://lankatrails.example' }],
])('a public server (%s)', (_name, base) => {
  it('starts with its own secrets and SMTP, without the dev mailbox', () => {
    const config = loadConfig({ ...base, ...PUBLIC });
    expect(config.devMailbox).toBe(false);
    expect(config.smtpUrl).toBe(PUBLIC.SMTP_URL);
  });

  it.each([
    ['no SECRET_KEY', { SECRET_KEY: '' }, /SECRET_KEY must be set/],
    [
      'the published development SECRET_KEY',
      { SECRET_KEY: 'dev-only-secret-key-never-used-in-production' },
      /published development key/,
    ],
    ['CAPTCHA_PROVIDER=off', { CAPTCHA_PROVIDER: 'off' }, /CAPTCHA_PROVIDER=off/],
    [
      'the development client secret',
      { OAUTH_CLIENT_SECRET: 'lanka-trails-web-dev-secret' },
      /OAUTH_CLIENT_SECRET/,
    ],
    ['no SMTP_URL (mail would be dropped)', { SMTP_URL: '' }, /SMTP_URL must be set/],
  ])('refuses to start with %s', (_what, change, message) => {
    expect(() => loadConfig({ ...base, ...PUBLIC, ...change })).toThrow(message);
  });
});

describe('a developer machine (http, not production)', () => {
  it('may use the dev mailbox, the development secrets and no captcha', () => {
    const config = loadConfig({ CAPTCHA_PROVIDER: 'off' });
    expect(config.devMailbox).toBe(true);
    expect(config.captchaProvider).toBe('off');
  });
});

describe('the limits, sessions and outbox settings (issue 18)', () => {
  it('has shared limits, an inactivity timeout and a mail retention by default', () => {
    const config = loadConfig({});
    expect(config.redisUrl).toBeNull();
    expect(config.readRateLimitMax).toBe(600);
    expect(config.captchaRateLimitMax).toBe(30);
    expect(config.tokenIdleSeconds).toBe(30 * 60);
    expect(config.mailRetentionDays).toBe(30);
  });

  it('refuses bad values, naming the variable', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ TOKEN_IDLE_TIMEOUT: '5s' })).toThrow(/TOKEN_IDLE_TIMEOUT/);
    expect(() => loadConfig({ READ_RATE_LIMIT_MAX: '0' })).toThrow(/READ_RATE_LIMIT_MAX/);
    expect(() => loadConfig({ MAIL_RETENTION_DAYS: 'forever' })).toThrow(/MAIL_RETENTION_DAYS/);
    expect(
      loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', TOKEN_IDLE_TIMEOUT: '15m' }),
    ).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379',
      tokenIdleSeconds: 900,
    });
  });
});
