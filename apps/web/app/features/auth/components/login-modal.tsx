// The login modal (spec §2 Header): opened by the header's account icon and the favourite
// buttons when logged out; closes once logged in (spec §4 Login).
import { Dialog } from '@trails/ui/dialog';
import { focusableOnce } from '../../../shared/lib/focus-once.ts';
import { useSession } from '../../../shared/session/session-store.ts';
import { LoginForm } from './login-form.tsx';

export function LoginModal() {
  const open = useSession((state) => state.loginPromptOpen);
  const close = useSession((state) => state.closeLoginPrompt);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title="Log in"
      size="sm"
      // Logging in from the checkout's "Have an account? Log in" removes that button.
      focusWhenOpenerGone={() => focusableOnce(document.getElementById('main'))}
    >
      {open && <LoginForm variant="modal" onLoggedIn={close} />}
    </Dialog>
  );
}
