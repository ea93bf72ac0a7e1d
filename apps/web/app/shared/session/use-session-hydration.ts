import { persistedHydration } from '../lib/persisted-hydration.ts';
import { useSession } from './session-store.ts';

/** Loads the saved session once the page has mounted; true once it is loaded. */
export const useSessionHydration = persistedHydration(useSession.persist);
