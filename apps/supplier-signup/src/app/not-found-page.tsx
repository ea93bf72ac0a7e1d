import { MESSAGES } from '@trails/domain/messages';
import { ResultPanel } from '../shared/components/result-panel.tsx';

/** Any other path, when the app is hosted on its own (the customer site routes the rest). */
export function NotFoundPage() {
  return (
    <ResultPanel
      title="Page not found"
      heading={MESSAGES.notFound}
      tone="danger"
      action={<a href="/signup">Go to the supplier sign-up</a>}
    >
      <p>Check the address, or start again from the sign-up page.</p>
    </ResultPanel>
  );
}
