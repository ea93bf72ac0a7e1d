// Issue 19: N API instances behind the site on one PostgreSQL server. A deployment starts them
// together, and the first start is on an empty database: both servers migrate, create the limits'
// table and install the job queue at the same moment. Before the fix one of the two stopped every
// time — pg-boss's CREATE SCHEMA raced (a unique violation on pg_namespace it does not treat as its
// install race) and so did the limits' CREATE TABLE (a duplicate pg_type row wrapped by Drizzle).
//
// Real processes (`src/main.ts`, as `npm start` runs it) on a database of their own, created
// here and dropped after. PostgreSQL only: PGlite is one embedded database inside one process.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../src/config.ts';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

type Started = { child: ChildProcess; url: string; output: () => string; exited: Promise<number> };

function startInstance(databaseUrl: string, port: number): Started {
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: apiRoot,
    // What a deployment sets, nothing of the test runner's (NODE_ENV=test and the like): with this
    // environment the race showed on every run before the fix.
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = once(child, 'exit').then(([code]) => (code as number | null) ?? -1);
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Healthy within the deadline, or the reason it is not (its exit, or its output). */
async function healthOf(instance: Started, deadline: number): Promise<string> {
  let stopped: number | undefined;
  void instance.exited.then((code) => (stopped = code));
  while (Date.now() < deadline) {
    if (stopped !== undefined) return `exited ${stopped}: ${instance.output().slice(0, 2000)}`;
    const answer = await fetch(`${instance.url}/healthz`).catch(() => undefined);
    if (answer?.status === 200) return 'healthy';
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return `not healthy in time: ${instance.output().slice(0, 2000)}`;
}

describe.skipIf(!testDatabaseUrl())('two API instances starting together on a new database', () => {
  const admin = new pg.Client({ connectionString: testDatabaseUrl()! });
  const name = `lt_start_${randomBytes(5).toString('hex')}`;
  const instances: Started[] = [];

  afterAll(async () => {
    for (const instance of instances) {
      if (instance.child.exitCode === null) {
        instance.child.kill('SIGTERM');
        await instance.exited;
      }
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  });

  it('both come up, share one demo catalogue, and answer', { timeout: 150_000 }, async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(testDatabaseUrl()!);
    url.pathname = `/${name}`;

    const ports = [await freePort(), await freePort()];
    for (const port of ports) instances.push(startInstance(url.toString(), port));

    // A hang guard, not a speed claim: two processes migrating and seeding one new database
    // take ~25 s beside the rest of the suite on 2 cores, and failed 60 s once on a machine
    // with a load average of 14.
    const deadline = Date.now() + 120_000;
    const health = await Promise.all(instances.map((instance) => healthOf(instance, deadline)));
    expect(health).toEqual(['healthy', 'healthy']);

    // One catalogue, not two: the demo seed ran once, and both servers read it.
    const counts = await Promise.all(
      instances.map(async (instance) => {
        const answer = await fetch(`${instance.url}/api/search?limit=1`);
        expect(answer.status).toBe(200);
        return ((await answer.json()) as { data: { results: { total: number } } }).data.results
          .total;
      }),
    );
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[1]).toBe(counts[0]);
  });
});
