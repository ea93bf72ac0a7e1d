import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '../../../shared/security/request-headers.ts';
import { forwardWithClient } from './first-party-client.server.ts';

afterEach(() => vi.unstubAllGlobals());

function post(body: unknown, type = 'application/json', headers: Record<string, string> = {}) {
  return new Request('http://localhost:3000/auth/token', {
    method: 'POST',
    headers: { 'Content-Type': type, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('login and sign-up posts through the site', () => {
  it('add the client credentials on the server and keep only the allowed fields', async () => {
    const sent: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push({ url, body: JSON.parse(String(init.body)) });
        return Response.json({ message: 'Invalid login information' }, { status: 401 });
      }),
    );
    const answer = await forwardWithClient(
      post({
        username: 'ama@example.com',
        password: 'pw',
        altcha: 'x',
        client_secret: 'forged',
        user_type: 2,
      }),
      'login',
    );
    expect(answer.status).toBe(401);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(await answer.json()).toEqual({ message: 'Invalid login information' });
    expect(sent[0]!.url).toMatch(/\/oauth\/token$/);
    expect(sent[0]!.body).toEqual({
      username: 'ama@example.com',
      password: 'pw',
      altcha: 'x',
      grant_type: 'password',
      client_id: 'lanka-trails-web',
      client_secret: 'lanka-trails-web-dev-secret',
    });
  });

  it('register always as a client (user_type 3)', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(JSON.parse(String(init.body)));
        return Response.json({ message: 'ok' });
      }),
    );
    await forwardWithClient(
      post({ email: 'a@example.com', user_type: 2, work_name: 'x' }),
      'client-sign-up',
    );
    expect(sent[0]).toMatchObject({ email: 'a@example.com', user_type: 3 });
    expect(sent[0]).not.toHaveProperty('work_name');
  });

  it('register a supplier (user_type 2) with the business name, whatever type is sent', async () => {
    const sent: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push({ url, body: JSON.parse(String(init.body)) });
        return Response.json({ message: 'ok' });
      }),
    );
    await forwardWithClient(
      post({
        first_name: 'Kamal',
        last_name: 'Silva',
        work_name: 'Hill Country Treks',
        email: 'k@example.com',
        password: 'pw-pw-pw-pw',
        confim_password: 'pw-pw-pw-pw',
        altcha: 'x',
        user_type: 1,
        client_secret: 'forged',
        offers: 1,
      }),
      'supplier-sign-up',
    );
    expect(sent[0]!.url).toMatch(/\/api\/register$/);
    expect(sent[0]!.body).toEqual({
      first_name: 'Kamal',
      last_name: 'Silva',
      work_name: 'Hill Country Treks',
      email: 'k@example.com',
      password: 'pw-pw-pw-pw',
      confim_password: 'pw-pw-pw-pw',
      altcha: 'x',
      user_type: 2,
      client_id: 'lanka-trails-web',
      client_secret: 'lanka-trails-web-dev-secret',
    });
  });

  it('refuse anything but JSON, so a cross-site form cannot post', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const answer = await forwardWithClient(
      post('username=a&password=b', 'application/x-www-form-urlencoded'),
      'login',
    );
    expect(answer.status).toBe(415);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("tell the API the visitor's own address, never one the visitor wrote", async () => {
    const forwarded: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        forwarded.push(new Headers(init.headers).get('X-Forwarded-For'));
        return Response.json({ message: 'Invalid login information' }, { status: 401 });
      }),
    );
    // server.ts sets CLIENT_ADDRESS_HEADER from the connection, over anything the visitor sent.
    await forwardWithClient(
      post({ username: 'ama@example.com', password: 'pw' }, 'application/json', {
        'X-Forwarded-For': '203.0.113.99',
        [CLIENT_ADDRESS_HEADER]: '198.51.100.7',
      }),
      'login',
    );
    // Without the server's header (e.g. a unit test of the route), nothing is claimed.
    await forwardWithClient(
      post({ username: 'ama@example.com', password: 'pw' }, 'application/json', {
        'X-Forwarded-For': '203.0.113.99',
      }),
      'login',
    );
    expect(forwarded).toEqual(['198.51.100.7', null]);
  });
});
