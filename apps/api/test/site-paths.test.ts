// Issue 18 Low 9 (ADR 184): the SEO URLs the API hands out are paths inside the site, built only
// from slugs of ^[a-z0-9-]+$, whatever was stored.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tours } from '../src/db/schema.ts';
import { SLUG, seoSlug } from '../src/http/site-paths.ts';
import { fullSeoUrl } from '../src/modules/catalog/cards.ts';
import { createTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('SEO URLs', () => {
  it('keep a proper slug and make any other stored text one', () => {
    expect(fullSeoUrl('ella-rock-hike', 7)).toBe('/ella-rock-hike/details/7');
    for (const stored of [
      '//evil.example/x',
      'https://evil.example',
      '../../admin',
      'Ella Rock!',
      '\\\\evil',
      '',
    ]) {
      const url = fullSeoUrl(stored, 7);
      expect(url, stored).toMatch(/^\/[a-z0-9-]+\/details\/7$/);
      expect(new URL(url, 'https://lankatrails.example/').origin).toBe(
        'https://lankatrails.example',
      );
    }
    expect(seoSlug('Ella Rock!', 'tour')).toBe('ella-rock');
    expect(SLUG.test(seoSlug('://', 'tour'))).toBe(true);
  });

  it('point inside the site on the tour cards, even when a stored slug says otherwise', async () => {
    type Cards = { data: { results: { data: { id: number; full_seo_url: string }[] } } };
    const cards = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/search?limit=10' });
      expect(response.statusCode).toBe(200);
      return (response.json() as Cards).data.results.data;
    };
    const id = (await cards())[0]!.id;
    await t.db.update(tours).set({ seoUrl: '//evil.example/phish' }).where(eq(tours.id, id));
    const after = await cards();
    expect(after.find((card) => card.id === id)?.full_seo_url).toBe(
      `/evil-example-phish/details/${id}`,
    );
    for (const card of after) expect(card.full_seo_url).toMatch(/^\/[a-z0-9-]+\/details\/\d+$/);
  });
});
