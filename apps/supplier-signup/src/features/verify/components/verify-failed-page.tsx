// /verify/failed: where an invalid, tampered, used or expired verification link lands
// (spec §2 Other pages, §8).
import { MESSAGES } from '@trails/domain/messages';
import { ResultPanel } from '../../../shared/components/result-panel.tsx';

export function VerifyFailedPage() {
  return (
    <ResultPanel
      title="Email verification failed"
      heading={MESSAGES.emailVerificationFailed}
      tone="danger"
    >
      <p>
        The link may have expired, been used already or been copied incompletely. Please contact the
        Administrator to verify your account.
      </p>
    </ResultPanel>
  );
}
