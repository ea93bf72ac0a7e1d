// Issue 18, High 1 (the API's half): X-Forwarded-For is believed only from the site's server
// (SITE_SERVER_ADDRESSES), and IPv6 visitors are counted per /64 network.
import ipaddr from 'ipaddr.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressKey } from '../src/http/client-address.ts';
import { loadConfig } from '../src/config.ts';
import { createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

describe('addressKey', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6 and counts IPv6 per /64', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::1')).toBe(addressKey('2001:db8:1:2:ffff::9'));
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });

  it('keeps a canonical IPv4 address as it is (no parse), and parses anything else', () => {
    // The fast path must give what ipaddr.js gives: every octet, no leading zeros.
    for (const address of ['0.0.0.0', '9.10.99.100', '199.200.249.250', '255.255.255.255']) {
      expect(addressKey(address)).toBe(ipaddr.parse(address).toString());
    }
    // Not canonical: read by ipaddr.js (a leading zero is octal there), not taken as text.
    expect(addressKey('010.0.0.1')).toBe(ipaddr.parse('010.0.0.1').toString());
    expect(addressKey('010.0.0.1')).not.toBe('010.0.0.1');
    expect(addressKey('256.1.1.1')).toBe('256.1.1.1');
  });

  it('refuses a SITE_SERVER_ADDRESSES entry that is not an address or range', () => {
    expect(() => loadConfig({ SITE_SERVER_ADDRESSES: 'site.internal' })).toThrow(
      /SITE_SERVER_ADDRESSES/,
    );
    expect(loadConfig({ SITE_SERVER_ADDRESSES: '10.0.0.0/8, ::1' }).siteServerAddresses).toEqual([
      '10.0.0.0/8',
      '::1',
    ]);
  });
});

describe('per-address limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const askNewPassword = (remoteAddress: string, forwardedFor?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/client/chpwd',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: { username: 'nobody@example.com' },
    });

  it('ignores X-Forwarded-For from anyone but the site server', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await askNewPassword('192.0.2.50', `198.51.100.${i}`)).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
  });

  it('counts the address the site server forwards', async () => {
    // Another visitor behind the same site server is not blocked by the first one.
    expect((await askNewPassword('127.0.0.1', '198.51.100.200')).statusCode).toBe(404);
  });

  it('counts the addresses of one IPv6 /64 together', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) {
      statuses.push(
        (await askNewPassword('127.0.0.1', `2001:db8:77:1:${i.toString(16)}::${i}`)).statusCode,
      );
    }
    expect(statuses.at(-1)).toBe(429);
    expect((await askNewPassword('127.0.0.1', '2001:db8:77:2::1')).statusCode).toBe(404);
  });
});
