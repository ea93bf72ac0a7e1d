// The mails that tell a supplier or an admin what to do next name a call of the operations API
// that exists: they have no page of ours to act on (the supplier site is another product), and a
// mail that said "pnpm ops" sent them to a command line that has only the job queue's commands.
import { BOOKING_MAILS } from '@trails/domain/messages';
import { describe, expect, it } from 'vitest';
import { loadSpecification } from '../src/http/spec.ts';

/** Every string in the mails' catalogue; its functions of one number called with a booking id. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    try {
      return texts((value as (id: number) => unknown)(42));
    } catch {
      return []; // a function of other things (a formatter, a date)
    }
  }
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

const operations = new Set(
  Object.entries(loadSpecification().paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  ),
);

describe("the operator's instructions in the booking mails", () => {
  const instructions = texts(BOOKING_MAILS).filter((text) => text.includes('operations API'));

  it('are there: the operator is told how to act', () => {
    expect(instructions.length).toBeGreaterThanOrEqual(5);
  });

  it.each(instructions)('names a call of the contract: %s', (text) => {
    const named = [...text.matchAll(/\b(GET|POST|PUT|PATCH|DELETE) (\/api\/ops\/[\w/{}-]+)/g)];
    expect(named, 'a call of the operations API').not.toEqual([]);
    for (const [, method, path] of named) {
      const template = path!.replace(/\/\d+(?=\/|$)/g, '/{id}');
      expect(operations).toContain(`${method} ${template}`);
    }
    expect(text).not.toMatch(/pnpm/);
  });
});
