// The customer site's one origin (ARCHITECTURE §1): the server-rendered pages, the hashed
// assets, and a reverse proxy of the API's paths. `NODE_ENV=production` serves the build;
// otherwise Vite runs as middleware with hot reload (the `dev` script).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { ServerBuild } from 'react-router';
import { createRequestHandler } from '@react-router/express';
import { config } from './app/config.server.ts';
import { boundedBodies } from './body-limit.ts';
import { clientAddress } from './client-address.ts';
import { securityHeaders } from './security-headers.ts';
import { serveSupplierSignup } from './supplier-signup.ts';

const app = express();
app.disable('x-powered-by');
// No ETags: a page carries a fresh nonce on every answer, so its tag would never match, and the
// build's hashed files are immutable (Express would otherwise add one to each, ADR 190).
app.set('etag', false);

// Who the visitor is, derived once for every path and written over anything they sent (ADR 110).
app.use(clientAddress(app, config.trustProxy));

// No body larger than the API takes reaches the proxy or a page's action (ADR 181).
// Photos are larger (the API's REVIEW_IMAGE_LIMITS: 8 MiB an image, 3 a review): the upload
// call carries one with its multipart framing, the e-mailed review page's plain form post up to 3.
const PHOTO_BYTES = 8 * 1024 * 1024;
app.use(
  boundedBodies(config.bodyLimitBytes, [
    { path: /^\/api\/review\/image\/upload\/?$/, bytes: PHOTO_BYTES + 1024 * 1024 },
    { path: /^\/tour\/review\/[^/]+\/?$/, bytes: 3 * PHOTO_BYTES + 1024 * 1024 },
  ]),
);

// Compressed for the visitor who takes it, the proxied API's answers too: the API compresses
// none of its own (its JSON crossed a phone's link at full size, ADR 200). What is compressed
// already (a Content-Encoding), or not worth it (images, under 1 KB), or marked no-transform
// passes as it came.
app.use(compression());

// The API's paths go to the API untouched, with the API's own headers.
// The dev mailbox (/dev) is a developer's tool: never proxied in production (ADR 114).
const apiPaths = ['/api', '/oauth', '/media', ...(config.production ? [] : ['/dev'])];
app.use(
  createProxyMiddleware({
    target: config.apiUrl,
    changeOrigin: false,
    // X-Forwarded-For already holds the visitor's address alone (clientAddress); http-proxy's
    // xfwd would keep a visitor-written one when present, so it stays off.
    xfwd: false,
    pathFilter: (path) =>
      apiPaths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
  }),
);

// The build's hashed files (scripts, style sheets, fonts, images), served before the page headers:
// a policy or framing header means nothing on a script, and on a phone's link the ~0.8 KB they
// add to each of a page's ~20 files is more than most of those files weigh (ADR 190). Hashed
// names never change content, so they are cached for a year with no validators to revalidate.
if (config.production) {
  const assetsDir = path.resolve(import.meta.dirname, 'build', 'client', 'assets');
  const precompressed = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
  const immutable = { etag: false, lastModified: false, acceptRanges: false } as const;
  app.use('/assets', (req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const name = path.basename(req.path);
    const accepts = String(req.headers['accept-encoding'] ?? '');
    // The copy compressed at build time (scripts/precompress.ts) when the browser takes it.
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (accepts.includes(encoding) && precompressed.has(`${name}${suffix}`)) {
        res.type(path.extname(name));
        res.set({
          'Content-Encoding': encoding,
          Vary: 'Accept-Encoding',
          'Cache-Control': 'public, max-age=31536000, immutable',
        });
        res.sendFile(path.join(assetsDir, `${name}${suffix}`), immutable);
        return;
      }
    }
    next();
  });
  app.use(
    '/assets',
    express.static('build/client/assets', {
      ...immutable,
      immutable: true,
      maxAge: '1y',
      index: false,
    }),
  );
}

// Every page of the site (not the proxied API, which sends its own): CSP with a nonce per
// response, no framing, HSTS on https (ADR 059).
app.use(securityHeaders({ publicUrl: config.publicUrl, reportOnly: !config.production }));

// The supplier sign-up app's build at /signup* and /verify/* (ADR 070).
serveSupplierSignup(app, {
  dir: config.supplierSignupDir,
  supplierSiteUrl: config.supplierSiteUrl,
});

if (config.production) {
  app.use(express.static('build/client', { maxAge: '1h', index: false }));
  const build = (await import(
    new URL('./build/server/index.js', import.meta.url).href
  )) as ServerBuild;
  app.all('/{*splat}', createRequestHandler({ build, mode: 'production' }));
} else {
  const vite = await import('vite');
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(devServer.middlewares);
  app.all('/{*splat}', async (req, res, next) => {
    try {
      const build = (await devServer.ssrLoadModule(
        'virtual:react-router/server-build',
      )) as ServerBuild;
      return await createRequestHandler({ build, mode: 'development' })(req, res, next);
    } catch (error) {
      if (error instanceof Error) devServer.ssrFixStacktrace(error);
      next(error);
    }
  });
}

const server = app.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`[web] Lanka Trails on http://localhost:${port} (API ${config.apiUrl})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
