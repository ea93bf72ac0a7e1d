// Issue 18 Medium 7: the site server bounds request bodies before its /api proxy or a page's
// action reads them — a real server, raw HTTP, so the headers are what a client would send.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundedBodies } from '../body-limit.ts';

let server: http.Server;
let port: number;
let bytesRead = 0;

beforeAll(async () => {
  const app = express();
  app.use(
    boundedBodies(1024, [
      { path: /^\/api\/review\/image\/upload$/, bytes: 4096 },
      { path: /^\/tour\/review\/[^/]+$/, bytes: 4096 },
    ]),
  );
  // Stands for the proxy and the page actions: it reads whatever body reaches it.
  app.post('/{*splat}', (req, res) => {
    let size = 0;
    req.on('data', (chunk: Buffer) => (size += chunk.length));
    req.on('end', () => {
      bytesRead += size;
      res.json({ size });
    });
  });
  server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server?.close());

function post(body: string, headers: Record<string, string>, path = '/api/email/inquiry') {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method: 'POST', path, headers },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('the site server', () => {
  it('passes a body within the limit', async () => {
    const body = 'x'.repeat(1000);
    const answer = await post(body, { 'content-length': String(body.length) });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ size: 1000 });
  });

  it('refuses a larger body with 413 without reading it', async () => {
    const before = bytesRead;
    const body = 'x'.repeat(5000);
    const answer = await post(body, { 'content-length': String(body.length) });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: 'The request body is too large.' });
    expect(bytesRead).toBe(before);
  });

  it('refuses a chunked body of unknown length with 411', async () => {
    const before = bytesRead;
    const answer = await post('x'.repeat(5000), { 'transfer-encoding': 'chunked' });
    expect(answer.status).toBe(411);
    expect(bytesRead).toBe(before);
  });

  it('lets the photo upload carry a larger body, and only at its own path', async () => {
    const body = 'x'.repeat(3000);
    const headers = { 'content-length': String(body.length) };
    expect((await post(body, headers, '/api/review/image/upload')).status).toBe(200);
    expect(
      (await post(body, headers, '/api/review/image/upload?x=/api/email/inquiry')).status,
    ).toBe(200);
    expect((await post(body, headers, '/api/email/inquiry?/api/review/image/upload')).status).toBe(
      413,
    );
    expect((await post(body, headers, '/tour/review/a-token.data')).status).toBe(200);
    expect((await post(body, headers, '/tour/review/a-token/more')).status).toBe(413);
    const tooLarge = 'x'.repeat(5000);
    expect(
      (
        await post(
          tooLarge,
          { 'content-length': String(tooLarge.length) },
          '/api/review/image/upload',
        )
      ).status,
    ).toBe(413);
  });
});
