import { describe, expect, it } from 'vitest';
import { createCheckoutDraftStore, draftIsFor } from './checkout-draft.ts';

function memoryStorage() {
  const kept = new Map<string, string>();
  return {
    getItem: (name: string) => kept.get(name) ?? null,
    setItem: (name: string, value: string) => void kept.set(name, value),
    removeItem: (name: string) => void kept.delete(name),
  };
}

describe('the checkout draft on a shared browser', () => {
  it('goes on from a guest into the account they log in to', () => {
    const draft = createCheckoutDraftStore(memoryStorage());
    draft.getState().save({ b0_lead_firstname: 'Anna' }, [7], null);
    expect(draftIsFor(draft.getState(), null)).toBe(true);
    expect(draftIsFor(draft.getState(), 42)).toBe(true);
  });

  it('is not for a guest or another account once typed under an account', () => {
    const draft = createCheckoutDraftStore(memoryStorage());
    draft.getState().save({ b0_lead_firstname: 'Amara' }, [7], 42);
    expect(draftIsFor(draft.getState(), 42)).toBe(true);
    expect(draftIsFor(draft.getState(), null)).toBe(false);
    expect(draftIsFor(draft.getState(), 43)).toBe(false);
    // Cleared, it holds nothing of theirs: no values, no attempt key, no owner.
    const key = draft.getState().attemptKey();
    draft.getState().clear();
    expect(draft.getState()).toMatchObject({ values: {}, activityIds: [], typedBy: null });
    expect(draft.getState().attemptKey()).not.toBe(key);
  });
});
