// Where the login modal mounts. The modal (Radix Dialog, the login form, captcha and social
// buttons) loads the first time something asks for it — the header's account icon or a
// favourite button when logged out — so no public page carries it on its first load (ADR 057).
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../../shared/session/session-store.ts';

const LoginModal = lazy(() =>
  import('./login-modal.tsx').then((module) => ({ default: module.LoginModal })),
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
