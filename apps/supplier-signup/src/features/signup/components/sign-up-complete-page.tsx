// /signup/complete: the thank-you page after a supplier signs up (spec §2 Other pages, §4).
import { ResultPanel } from '../../../shared/components/result-panel.tsx';
import { SupplierLoginButton } from '../../../shared/components/supplier-login-button.tsx';

export function SignUpCompletePage() {
  return (
    <ResultPanel
      title="Thank you for signing up"
      heading="Thank you for signing up!"
      tone="success"
      action={<SupplierLoginButton />}
    >
      <p>
        We have sent you an e-mail with a link to verify your address. Open it within 48 hours, then
        log in on the supplier site to add your business details and your trails.
      </p>
    </ResultPanel>
  );
}
