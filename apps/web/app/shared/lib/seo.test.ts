import { describe, expect, it } from 'vitest';
import { pageTitle } from './seo.ts';

describe('pageTitle', () => {
  it("ends a page's title with the site's name", () => {
    expect(pageTitle('About us')).toBe('About us | Lanka Trails');
    expect(pageTitle('Lanka Trails')).toBe('Lanka Trails');
  });

  it('names the site once when the SEO title already does', () => {
    expect(pageTitle('Hanthana Ridge Sunrise Hike | Lanka Trails')).toBe(
      'Hanthana Ridge Sunrise Hike | Lanka Trails',
    );
  });
});
