// The e-ticket's code (ADR 172): the booking reference signed with a key derived from the
// server's SECRET_KEY, as a compact JWS (HS256, jose). Only the reference is signed: what the
// booking is now (date, party, status) is read from the database when a guide checks it, so an
// approved amendment does not need a new ticket and a cancelled booking's ticket stops being
// valid at once. No expiry and no issue time: the same booking always has the same code, so a
// saved or printed ticket never goes stale.
import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const AUDIENCE = 'e-ticket';

/** The signing key: its own purpose, so it cannot be confused with the server's other keys. */
function ticketKey(secretKey: string): Uint8Array {
  return createHmac('sha256', secretKey).update('lanka-trails e-ticket codes').digest();
}

export function signTicketCode(secretKey: string, bookingReference: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(bookingReference)
    .setAudience(AUDIENCE)
    .sign(ticketKey(secretKey));
}

/** The booking reference a code was signed for, or null for a forged, altered or foreign code. */
export async function readTicketCode(secretKey: string, code: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(code.trim(), ticketKey(secretKey), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
    });
    return typeof payload.sub === 'string' && payload.sub ? payload.sub : null;
  } catch {
    return null;
  }
}
