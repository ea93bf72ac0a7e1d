// The pages whose forms cannot work without scripts (login and sign-up: the captcha's
// proof-of-work and the browser-held session, ADR 081, 212) say so up front in a `<noscript>`, and
// again when their form is sent anyway (posted, so the password never lands in the address).
import * as ui from '../styles/ui.css.ts';

export function ScriptsNeeded({
  sentence,
  sent,
}: {
  /** What the page says, e.g. 'Logging in needs JavaScript. …'. */
  readonly sentence: string;
  /** The form was sent without scripts: the sentence is the page's answer, shown as its status. */
  readonly sent: boolean;
}) {
  const status = (
    <p role="status" className={ui.container}>
      <strong>{sentence}</strong>
    </p>
  );
  return sent ? status : <noscript>{status}</noscript>;
}
