// Settings' "Log out everywhere" (issue 18 Low 10, ADR 182): a real form posted to the settings
// route's action, carrying the session's token (it lives in this browser only, ADR 081); with
// scripts the same call is made from here and the page stays a page of the app.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@trails/ui/button';
import { MESSAGES } from '@trails/domain/messages';
import { browserApi } from '../../../shared/api/client.ts';
import { notify } from '../../../shared/components/notices.tsx';
import { useSession } from '../../../shared/session/session-store.ts';
import { logOutEverywhere } from '../api/log-out-everywhere.ts';
import * as styles from './account.css.ts';

export const LOGGED_OUT_EVERYWHERE = 'You are logged out on every device.';
export const LOG_OUT_EVERYWHERE_HINT =
  'Lost a phone, or used a shared computer? This ends every session of your account, this one too.';

export function LogOutEverywhere() {
  const token = useSession((state) => state.token);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const done = await logOutEverywhere(browserApi());
    setBusy(false);
    if (!done) {
      notify(MESSAGES.requestFailed, 'error');
      return;
    }
    // The account layout sends a logged-out visitor to /login.
    useSession.getState().signOut();
    queryClient.removeQueries({ queryKey: ['account'] });
    notify(LOGGED_OUT_EVERYWHERE, 'success');
  }

  return (
    <form
      method="post"
      className={styles.settingRow}
      aria-label="Log out everywhere"
      onSubmit={(event) => void submit(event)}
    >
      <input type="hidden" name="intent" value="log-out-everywhere" />
      <input type="hidden" name="token" value={token ?? ''} />
      <p>{LOG_OUT_EVERYWHERE_HINT}</p>
      <Button type="submit" variant="secondary" loading={busy}>
        Log out everywhere
      </Button>
    </form>
  );
}
