// The headers every page of this site server sends (ADR 059): a nonce-based Content Security
// Policy, no framing, a strict referrer policy, no powerful browser features, no MIME sniffing,
// and HSTS when the public origin is https. The API's own answers (proxied under /api, /oauth,
// /dev, /media) carry the API's headers (@fastify/helmet) and are not touched here.
import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import { NONCE_HEADER } from './app/shared/security/request-headers.ts';

export interface SecurityHeaderOptions {
  /** The site's public origin: HSTS only when it is https. */
  readonly publicUrl: string;
  /**
   * Development (Vite with hot reload): the policy is reported, not enforced, since Vite's client
   * injects its own inline styles and opens a WebSocket.
   */
  readonly reportOnly: boolean;
}

/** The policy for one response; `nonce` is the only script source besides this origin. */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Components set `style` attributes (sizes, transforms) and the captcha widget adds a style
    // element; no style can run code, so inline styles are allowed.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // The captcha's proof of work runs in a worker it may start from a blob.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/** Sets the headers, and hands the response's nonce to the page render in `NONCE_HEADER`. */
export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  const https = new URL(options.publicUrl).protocol === 'https:';
  const policyHeader = options.reportOnly
    ? 'Content-Security-Policy-Report-Only'
    : 'Content-Security-Policy';
  return (req, res, next) => {
    const nonce = randomBytes(16).toString('base64');
    req.headers[NONCE_HEADER] = nonce;
    res.setHeader(policyHeader, contentSecurityPolicy(nonce));
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}
