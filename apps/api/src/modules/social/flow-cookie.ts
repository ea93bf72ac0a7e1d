// The social sign-in flow's state between start and callback: a short-lived cookie signed with
// a key derived from SECRET_KEY, HttpOnly, scoped to /api/auth/social. Binding the state to the
// browser that started the flow is what stops a forged callback (login CSRF).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SocialProviderId } from '../../config.ts';

export const FLOW_COOKIE = 'lt_social_flow';
export const FLOW_LIFETIME_SECONDS = 10 * 60;
const PATH = '/api/auth/social';

export type Flow = {
  provider: SocialProviderId;
  state: string;
  verifier: string;
  nonce: string;
  /** unix seconds */
  expires: number;
};

function sign(secretKey: string, body: string): string {
  const key = createHmac('sha256', secretKey).update('social sign-in flow').digest();
  return createHmac('sha256', key).update(body).digest('base64url');
}

export function newFlow(provider: SocialProviderId): Flow {
  const random = () => randomBytes(32).toString('base64url');
  return {
    provider,
    state: random(),
    verifier: random(),
    nonce: random(),
    expires: Math.floor(Date.now() / 1000) + FLOW_LIFETIME_SECONDS,
  };
}

export function flowCookie(secretKey: string, flow: Flow, secure: boolean): string {
  const body = Buffer.from(JSON.stringify(flow)).toString('base64url');
  return `${FLOW_COOKIE}=${body}.${sign(secretKey, body)}; Path=${PATH}; Max-Age=${FLOW_LIFETIME_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearedFlowCookie(secure: boolean): string {
  return `${FLOW_COOKIE}=; Path=${PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

function cookieValue(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === FLOW_COOKIE) return value.join('=');
  }
  return null;
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The flow of this browser when its cookie is ours, unexpired, for `provider` and `state`. */
export function readFlow(
  secretKey: string,
  cookieHeader: string | undefined,
  provider: SocialProviderId,
  state: string | undefined,
): Flow | null {
  const value = cookieValue(cookieHeader);
  if (!value || !state) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 0) return null;
  const body = value.slice(0, dot);
  if (!same(sign(secretKey, body), value.slice(dot + 1))) return null;
  let flow: Flow;
  try {
    flow = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Flow;
  } catch {
    return null;
  }
  if (flow.provider !== provider || flow.expires < Date.now() / 1000) return null;
  return same(flow.state, state) ? flow : null;
}

// The one-time code is bound to the browser that finished the flow (issue 18 Medium 4, ADR 113):
// the callback sets this cookie to an HMAC of the code, and the exchange accepts the code only
// with it. A `/login?code=…` link sent to someone else logs nobody into the sender's account.
export const CODE_COOKIE = 'lt_social_code';
const CODE_LIFETIME_SECONDS = 5 * 60;

function codeBinding(secretKey: string, code: string): string {
  const key = createHmac('sha256', secretKey).update('social sign-in code binding').digest();
  return createHmac('sha256', key).update(code).digest('base64url');
}

export function codeCookie(secretKey: string, code: string, secure: boolean): string {
  return `${CODE_COOKIE}=${codeBinding(secretKey, code)}; Path=${PATH}; Max-Age=${CODE_LIFETIME_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearedCodeCookie(secure: boolean): string {
  return `${CODE_COOKIE}=; Path=${PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Whether this browser holds the binding cookie of `code`. */
export function holdsCode(secretKey: string, cookieHeader: string | undefined, code: string) {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === CODE_COOKIE) return same(codeBinding(secretKey, code), value.join('='));
  }
  return false;
}
