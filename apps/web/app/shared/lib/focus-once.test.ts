import { describe, expect, it } from 'vitest';
import { focusableOnce } from './focus-once.ts';

describe('focusableOnce', () => {
  it('lets script focus a landmark once; after it loses focus, a click on it cannot', () => {
    document.body.innerHTML = '<main id="main"><p>Text</p></main><button>Next</button>';
    const main = document.getElementById('main')!;
    focusableOnce(main)?.focus();
    expect(document.activeElement).toBe(main);
    document.querySelector('button')!.focus();
    expect(main.hasAttribute('tabindex')).toBe(false);
    main.focus();
    expect(document.activeElement).not.toBe(main);
  });
});
