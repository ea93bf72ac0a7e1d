import { describe, expect, it } from 'vitest';
import { safeHtml } from './rich-text.ts';
import { seoMeta } from './seo.ts';
import { pathInsideSite } from './site-links.ts';

const SITE = 'https://lankatrails.example';

describe('links inside the site (issue 18 Low 9)', () => {
  it('keeps paths of the site, parsed against its origin', () => {
    expect(pathInsideSite('/ella-rock/details/4', SITE)).toBe('/ella-rock/details/4');
    expect(pathInsideSite('help?x=1#top', SITE)).toBe('/help?x=1#top');
    expect(pathInsideSite('https://lankatrails.example/about', SITE)).toBe('/about');
  });

  it('refuses whatever lands on another origin', () => {
    for (const href of [
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'http://lankatrails.example/about',
      'javascript:alert(1)',
      'data:text/html,hi',
      ' https://lankatrails.example.evil.example/',
    ]) {
      expect(pathInsideSite(href, SITE), href).toBeNull();
    }
  });

  it('keeps links of rich text only when they stay on the site (or are a mail address)', () => {
    expect(safeHtml('<p><a href="/help">Help</a></p>')).toBe('<p><a href="/help">Help</a></p>');
    expect(safeHtml('<a href="https://evil.example/login">Log in</a>')).toBe('<a>Log in</a>');
    expect(safeHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
    expect(safeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(safeHtml('<a href="mailto:help@lankatrails.example">mail</a>')).toBe(
      '<a href="mailto:help@lankatrails.example">mail</a>',
    );
    expect(safeHtml('<a href="https://lankatrails.example/about">About</a>', SITE)).toBe(
      '<a href="/about">About</a>',
    );
  });

  it('never gives a canonical link to another site', () => {
    const tags = seoMeta(SITE, { title: 'Ella Rock', path: '//evil.example/ella' });
    const canonical = tags.find((tag) => 'rel' in tag && tag.rel === 'canonical') as {
      href: string;
    };
    expect(canonical.href).toBe(`${SITE}/`);
  });
});
