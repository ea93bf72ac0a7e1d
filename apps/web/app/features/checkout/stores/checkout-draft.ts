// What the traveller typed at checkout, kept with the cart in the browser session (ADR 053,
// ADR 095): a failed submit, a declined card or a reload never costs them the form. Saved through
// the same throttled session storage as the cart (flushed before the browser leaves for the
// payment page), and loaded after mount like every persisted store.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { StateStorage } from 'zustand/middleware';
import { sessionStore } from '../../../shared/lib/session-storage.ts';
import type { CheckoutValues } from '../checkout-fields.ts';

export interface CheckoutDraftState {
  /** The form's fields by name, as last typed. */
  readonly values: CheckoutValues;
  /** The tour of each cart position the values were typed for (the cart may change between). */
  readonly activityIds: readonly number[];
  /** The account logged in when they were last saved; null for a guest. */
  readonly typedBy: number | null;
  /** The current checkout attempt's Idempotency-Key (ADR 096); null until the first submit. */
  readonly idempotencyKey: string | null;
  /** The order whose decline or cancellation already started a new attempt. */
  readonly restartedAfter: string | null;
  save(values: CheckoutValues, activityIds: readonly number[], typedBy: number | null): void;
  /** The key of this attempt: the kept one, or a new one. */
  attemptKey(): string;
  /** A new attempt: after a refusal, a decline or a cancellation the next submit is new. */
  newAttempt(afterOrder?: string): void;
  /** The key that made the order, when the server's answer came under another (ADR 241). */
  keepAttempt(key: string): void;
  clear(): void;
}

export const CHECKOUT_DRAFT_STORAGE_KEY = 'lanka-trails-checkout';

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export function createCheckoutDraftStore(storage: StateStorage) {
  return create<CheckoutDraftState>()(
    persist(
      (set, get) => ({
        values: {},
        activityIds: [],
        typedBy: null,
        idempotencyKey: null,
        restartedAfter: null,
        save: (values, activityIds, typedBy) => set({ values, activityIds, typedBy }),
        attemptKey: () => {
          const kept = get().idempotencyKey;
          if (kept) return kept;
          const key = newIdempotencyKey();
          set({ idempotencyKey: key });
          return key;
        },
        newAttempt: (afterOrder) =>
          set((state) => ({
            idempotencyKey: null,
            restartedAfter: afterOrder ?? state.restartedAfter,
          })),
        keepAttempt: (key) => set({ idempotencyKey: key }),
        clear: () => set({ values: {}, activityIds: [], typedBy: null, idempotencyKey: null }),
      }),
      {
        name: CHECKOUT_DRAFT_STORAGE_KEY,
        version: 1,
        storage: createJSONStorage(() => storage),
        partialize: (state) => ({
          values: state.values,
          activityIds: state.activityIds,
          typedBy: state.typedBy,
          idempotencyKey: state.idempotencyKey,
          restartedAfter: state.restartedAfter,
        }),
        skipHydration: true,
      },
    ),
  );
}

/** The site's one checkout draft. */
export const useCheckoutDraft = createCheckoutDraftStore(sessionStore);

/**
 * Whether whoever uses the browser now may see the draft: a guest's draft goes on into the
 * account they log in to, but details typed while an account was logged in are not shown once it
 * has logged out or another has logged in (a shared computer; ADR 236).
 */
export function draftIsFor(
  draft: Pick<CheckoutDraftState, 'typedBy'>,
  holderId: number | null,
): boolean {
  return draft.typedBy === null || draft.typedBy === holderId;
}

/**
 * The draft's values for the cart as it is now: each item's fields follow its tour to its new
 * position, and fields of tours no longer in the cart are dropped.
 */
export function draftFor(
  draft: Pick<CheckoutDraftState, 'values' | 'activityIds'>,
  activityIds: readonly number[],
): CheckoutValues {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(draft.values)) {
    const item = /^b(\d+)_(.*)$/.exec(name);
    if (!item) {
      values[name] = value;
      continue;
    }
    const tour = draft.activityIds[Number(item[1])];
    const position = tour === undefined ? -1 : activityIds.indexOf(tour);
    if (position >= 0) values[`b${position}_${item[2]}`] = value;
  }
  return values;
}
