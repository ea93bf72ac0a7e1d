// The supplier sign-up app (apps/supplier-signup, ADR 070) on this origin: its built page at
// /signup, /signup/* and /verify/* (the API's verification link lands on /verify/complete or
// /verify/failed), and its hashed files under its own /supplier-assets/, which never collide
// with this site's /assets/. The page's settings JSON gets this server's SUPPLIER_SITE_URL, so
// one variable configures the API's messages and these pages alike (ADR 071).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import type { Express } from 'express';

const SETTINGS =
  /(<script type="application\/json" id="supplier-signup-config">)([\s\S]*?)(<\/script>)/;

/** The built page with the settings merged over the ones the build wrote. */
export function withSettings(html: string, settings: Record<string, string>): string {
  return html.replace(SETTINGS, (_match, open: string, json: string, close: string) => {
    let built: Record<string, unknown> = {};
    try {
      built = JSON.parse(json) as Record<string, unknown>;
    } catch {
      // A page built without settings: the server's alone.
    }
    // `<` escaped, so no value can close the script element early.
    const merged = JSON.stringify({ ...built, ...settings }).replace(/</g, '\\u003c');
    return `${open}${merged}${close}`;
  });
}

export function serveSupplierSignup(
  app: Express,
  options: { dir: string; supplierSiteUrl: string },
): void {
  const indexFile = path.join(options.dir, 'index.html');
  if (!existsSync(indexFile)) {
    console.warn(
      `[web] no supplier sign-up build at ${options.dir}: /signup and /verify/* are not served` +
        ' (pnpm --filter @trails/supplier-signup build)',
    );
    return;
  }
  const page = withSettings(readFileSync(indexFile, 'utf8'), {
    supplierSiteUrl: options.supplierSiteUrl,
  });
  app.use(
    '/supplier-assets',
    express.static(path.join(options.dir, 'supplier-assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
    }),
    // A missing hashed file is a plain 404, never a page of the customer site.
    (_request, response) => {
      response.sendStatus(404);
    },
  );
  app.get(['/signup', '/signup/{*rest}', '/verify/{*rest}'], (_request, response) => {
    response.set('Cache-Control', 'no-cache').type('html').send(page);
  });
}
