// The site's server adds the first-party client's id and secret to the login and sign-up calls
// (ADR 080): the browser posts the form to this origin's /auth/token, /auth/register and (the
// supplier sign-up app it serves) /auth/register/supplier, and the secret never reaches a
// browser or a bundle.
import { config } from '../../../config.server.ts';
import { CLIENT_ADDRESS_HEADER } from '../../../shared/security/request-headers.ts';

type Fields = Readonly<Record<string, unknown>>;

/**
 * Each call the browser may make through this server: the API path, the only fields the browser
 * may send (anything else is dropped), and what the server fixes itself.
 */
const CALLS = {
  login: {
    path: '/oauth/token',
    allowed: ['username', 'password', 'altcha'],
    fixed: { grant_type: 'password' },
  },
  'client-sign-up': {
    path: '/api/register',
    allowed: [
      'first_name',
      'last_name',
      'email',
      'password',
      'confim_password',
      'offers',
      'altcha',
    ],
    fixed: { user_type: 3 /* client */ },
  },
  'supplier-sign-up': {
    path: '/api/register',
    allowed: [
      'first_name',
      'last_name',
      'work_name',
      'email',
      'password',
      'confim_password',
      'altcha',
    ],
    fixed: { user_type: 2 /* supplier */ },
  },
} as const;

export type FirstPartyCall = keyof typeof CALLS;

function error(status: number, message: string): Response {
  return Response.json({ message }, { status });
}

/** Forwards a browser's JSON form to the API with the client credentials added. */
export async function forwardWithClient(request: Request, call: FirstPartyCall): Promise<Response> {
  const { path, allowed, fixed } = CALLS[call];
  // JSON only: a cross-site HTML form cannot send it without a CORS preflight, which fails.
  if (request.method !== 'POST') return error(405, 'Method Not Allowed');
  if (!request.headers.get('Content-Type')?.startsWith('application/json')) {
    return error(415, 'Unsupported Media Type');
  }
  let body: Fields;
  try {
    const parsed: unknown = await request.json();
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('shape');
    body = parsed as Fields;
  } catch {
    return error(400, 'Bad Request');
  }
  const fields: Record<string, unknown> = {};
  for (const name of allowed) if (body[name] !== undefined) fields[name] = body[name];
  const forwardedFor = request.headers.get(CLIENT_ADDRESS_HEADER);
  let answer: Response;
  try {
    answer = await fetch(`${config.apiUrl}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
      },
      body: JSON.stringify({
        ...fields,
        ...fixed,
        client_id: config.oauthClientId,
        client_secret: config.oauthClientSecret,
      }),
    });
  } catch {
    return error(502, 'Bad Gateway');
  }
  const headers = new Headers({
    'Content-Type': answer.headers.get('Content-Type') ?? 'application/json',
    'Cache-Control': 'no-store',
  });
  const retryAfter = answer.headers.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return new Response(await answer.text(), { status: answer.status, headers });
}
