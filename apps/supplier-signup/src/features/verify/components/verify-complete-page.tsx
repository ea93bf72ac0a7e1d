// /verify/complete: where a valid verification link lands (spec §2 Other pages).
import { MESSAGES } from '@trails/domain/messages';
import { ResultPanel } from '../../../shared/components/result-panel.tsx';
import { SupplierLoginButton } from '../../../shared/components/supplier-login-button.tsx';

export function VerifyCompletePage() {
  return (
    <ResultPanel
      title="Email verified"
      heading={MESSAGES.emailVerified}
      tone="success"
      action={<SupplierLoginButton />}
    >
      <p>Your e-mail address is verified. You can now log in on the supplier site.</p>
    </ResultPanel>
  );
}
