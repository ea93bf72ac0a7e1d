// Where the login modal mounts. The modal (Radix Dialog, the login form, captcha and social
// buttons) loads the first time something asks for it — the header's account icon or a
// favourite button when logged out — so no public page carries it on its first load (ADR 057).
// Pointing at the account icon starts the download early.
import { lazy, Suspense, useState } from 'react';
import type { ComponentType } from 'react';
import { useSession } from '../../../shared/session/session-store.ts';

const loadLoginModal = () => import('./login-modal.tsx');

/** Starts downloading the modal before it is needed (hover or focus on the account icon). */
export function preloadLoginModal(): void {
  loadLoginModal().catch(() => undefined);
}

const LoginModal = lazy((): Promise<{ default: ComponentType }> =>
  loadLoginModal().then(
    (module) => ({ default: module.LoginModal }),
    () => {
      // The chunk did not arrive (the connection dropped, or a new release replaced it): the
      // login page does the same without it.
      window.location.assign('/login');
      return { default: () => null };
    },
  ),
);

export function LoginModalSlot() {
  const open = useSession((state) => state.loginPromptOpen);
  // Once loaded it stays mounted, so closing animates and reopening is instant.
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  ) : null;
}
