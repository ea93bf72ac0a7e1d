import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { NONCE_HEADER } from '../app/shared/security/request-headers.ts';
import { securityHeaders } from '../security-headers.ts';

function run(options: Parameters<typeof securityHeaders>[0], sent: Record<string, string> = {}) {
  const headers: Record<string, string> = {};
  const req = { headers: { ...sent } } as unknown as Request;
  const res = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
  } as unknown as Response;
  securityHeaders(options)(req, res, () => {});
  return { headers, nonce: req.headers[NONCE_HEADER] as string };
}

describe('the site server security headers', () => {
  it('sends HSTS only when the public origin is https', () => {
    expect(
      run({ publicUrl: 'https://lankatrails.example', reportOnly: false }).headers[
        'strict-transport-security'
      ],
    ).toMatch(/^max-age=31536000/);
    expect(
      run({ publicUrl: 'http://localhost:3000', reportOnly: false }).headers[
        'strict-transport-security'
      ],
    ).toBeUndefined();
  });

  it('makes a new nonce per response, over any value the visitor sent in its header', () => {
    const first = run({ publicUrl: 'http://localhost:3000', reportOnly: false });
    const second = run(
      { publicUrl: 'http://localhost:3000', reportOnly: false },
      { [NONCE_HEADER]: 'chosen-by-visitor' },
    );
    expect(second.nonce).not.toBe('chosen-by-visitor');
    expect(second.nonce).not.toBe(first.nonce);
    expect(first.headers['content-security-policy']).toContain(`'nonce-${first.nonce}'`);
    expect(first.headers['content-security-policy']).not.toContain("'unsafe-inline' 'nonce");
  });

  it('only reports the policy in development', () => {
    const { headers } = run({ publicUrl: 'http://localhost:3000', reportOnly: true });
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['content-security-policy-report-only']).toContain("frame-ancestors 'none'");
  });
});
