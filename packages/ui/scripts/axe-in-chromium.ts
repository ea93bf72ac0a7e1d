// Runs axe-core on every story of the built Storybook in real Chromium, where colour contrast
// and layout can be measured (jsdom cannot). Build first: `pnpm build-storybook`.
// Usage: node scripts/axe-in-chromium.ts [story-id-filter]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize } from 'node:path';
import { chromiumArgs, chromiumPath } from '@trails/playwright-config/config';

const root = join(import.meta.dirname, '..', 'storybook-static');
const filter = process.argv[2] ?? '';
const chromium = chromiumPath();
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const index = JSON.parse(readFileSync(join(root, 'index.json'), 'utf8')) as {
  entries: Record<string, { id: string; type: string }>;
};
const ids = Object.values(index.entries)
  .filter((entry) => entry.type === 'story' && entry.id.includes(filter))
  .map((entry) => entry.id);

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
  try {
    const body = readFileSync(join(root, path === '/' ? 'index.html' : path));
    response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const browser = spawn(chromium, [
  ...chromiumArgs,
  '--remote-debugging-address=127.0.0.1',
  '--remote-debugging-port=0',
  '--window-size=1280,800',
  'about:blank',
]);
const endpoint = await new Promise<string>((resolve, reject) => {
  let log = '';
  browser.stderr.on('data', (chunk: Buffer) => {
    log += chunk.toString();
    const match = /DevTools listening on (ws:\/\/\S+)/.exec(log);
    if (match?.[1]) resolve(match[1]);
  });
  browser.on('exit', () => reject(new Error(`Chromium exited:\n${log}`)));
});
const port = new URL(endpoint).port;
const page = (await (
  await fetch(`http://127.0.0.1:${port}/json/new?about:blank`, { method: 'PUT' })
).json()) as { webSocketDebuggerUrl: string };

const socket = new WebSocket(page.webSocketDebuggerUrl);
await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));
let sequence = 0;
const waiting = new Map<number, (message: { result?: unknown }) => void>();
socket.addEventListener('message', (event) => {
  const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
  if (message.id !== undefined) waiting.get(message.id)?.(message);
});
function send(method: string, params: object = {}): Promise<{ result?: unknown }> {
  sequence += 1;
  const id = sequence;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    socket.send(JSON.stringify({ id, method, params }));
  });
}
async function evaluate(expression: string): Promise<unknown> {
  const reply = await send('Runtime.evaluate', {
    expression,
    awaitPromise: true,
    returnByValue: true,
  });
  return (reply.result as { result?: { value?: unknown } } | undefined)?.result?.value;
}

const run = `axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } })
  .then((result) => result.violations.map((v) => v.id + ' (' + v.nodes.length + '): ' + v.help))`;
async function check(id: string): Promise<string[] | undefined> {
  await send('Page.navigate', { url: `${base}/iframe.html?id=${id}&viewMode=story` });
  // Let the story render and its effects (autoplay, portals, fonts) settle.
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  await evaluate(axeSource);
  return (await evaluate(run)) as string[] | undefined;
}

let failing = 0;
for (const id of ids) {
  const violations = (await check(id)) ?? (await check(id)) ?? ['axe did not run'];
  if (violations.length > 0) {
    failing += 1;
    console.log(`✗ ${id}\n    ${violations.join('\n    ')}`);
  }
}
console.log(`${ids.length - failing} passed, ${failing} failed`);
socket.close();
browser.kill();
server.close();
process.exitCode = failing > 0 ? 1 : 0;
