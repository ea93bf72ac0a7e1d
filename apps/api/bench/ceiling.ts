// The ceiling: a bare node:http server answering GET /<bytes> with a cached JSON body of that
// size — what this machine can serve with no framework, no database and no work.
import { createServer } from 'node:http';

const bodies = new Map<number, Buffer>();

function bodyOf(size: number): Buffer {
  let body = bodies.get(size);
  if (!body) {
    const filler = 'x'.repeat(Math.max(0, size - 12));
    body = Buffer.from(JSON.stringify({ data: filler }).slice(0, Math.max(size, 2)));
    bodies.set(size, body);
  }
  return body;
}

const server = createServer((request, response) => {
  const size = Number((request.url ?? '/').slice(1)) || 2;
  const body = bodyOf(size);
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
  response.end(body);
});
server.listen(Number(process.argv[2] ?? 3999), '127.0.0.1', () => {
  process.send?.('ready');
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
