import { persistedHydration } from '../../../shared/lib/persisted-hydration.ts';
import { useCheckoutDraft } from '../stores/checkout-draft.ts';

/** Loads the saved checkout draft once the page has mounted; true once it is loaded. */
export const useCheckoutDraftHydration = persistedHydration(useCheckoutDraft.persist);
