import { describe, expect, it } from 'vitest';
import { builtOnce } from '../src/db/built-once.ts';
import type { Database } from '../src/db/client.ts';

describe('builtOnce (ADR 244)', () => {
  it('builds a query once per database handle, and once more for each other handle', () => {
    const built: object[] = [];
    const query = builtOnce((db) => {
      built.push(db);
      return { on: db };
    });
    const first = {} as Database;
    const second = {} as Database;
    const a = query(first);
    expect(query(first)).toBe(a);
    const b = query(second);
    expect(b).not.toBe(a);
    expect(b.on).toBe(second);
    expect(query(second)).toBe(b);
    expect(built).toEqual([first, second]);
  });
});
