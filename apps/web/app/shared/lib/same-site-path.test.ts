import { describe, expect, it } from 'vitest';
import { sameSitePath } from './same-site-path.ts';

describe('the path a login returns to', () => {
  it('keeps a path of this site with its query', () => {
    expect(sameSitePath('/search?key=kandy&view=list')).toBe('/search?key=kandy&view=list');
    expect(sameSitePath('/kandy-walk/details/12')).toBe('/kandy-walk/details/12');
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    'https://evil.example/search',
    '/\\evil.example',
    '/\t/evil.example',
    // Resolved, these are `//evil.example`: a path the browser would take as another site's
    // address wherever it is written as a link or a Location (a security review's finding).
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    'javascript:alert(1)',
    'search',
    '',
  ])('refuses %j, which is not a path of this site', (next) => {
    expect(sameSitePath(next)).toBeNull();
  });

  it('refuses nothing given', () => {
    expect(sameSitePath(null)).toBeNull();
  });
});
