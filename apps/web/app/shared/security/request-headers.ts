// Headers the site server writes on every request itself, over anything a visitor sent under
// those names, for the page render and the server-side calls to the API to read.

/** A response's CSP nonce, from `security-headers.ts` to the page render (`entry.server.tsx`). */
export const NONCE_HEADER = 'x-trails-csp-nonce';

/**
 * The visitor's address as the site's server saw the connection. The API limits logins, mails
 * and other writes per address (ADR 060), so the server-side calls made for a visitor must pass
 * this one on — not the site's own address (one shared limit that any visitor could use up for
 * everyone), and not a visitor-written X-Forwarded-For (a way round the limit).
 */
export const CLIENT_ADDRESS_HEADER = 'x-trails-client-address';
