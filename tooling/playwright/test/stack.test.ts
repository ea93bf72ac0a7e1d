import { createServer } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort, startStack } from '../stack.ts';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('startStack', () => {
  it('says how to get a browser when there is no Chromium, before starting anything', async () => {
    vi.stubEnv('CHROMIUM_PATH', '/nowhere/chromium');
    await expect(startStack()).rejects.toThrow(
      'No Chromium at /nowhere/chromium: set CHROMIUM_PATH, or install Debian',
    );
  });
});

describe('freePort', () => {
  it('finds a port a server can listen on', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });
});
