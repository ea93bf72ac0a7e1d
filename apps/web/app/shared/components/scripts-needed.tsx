// The pages whose forms cannot work without scripts (login and sign-up: the captcha's
// proof-of-work and the browser-held session, ADR 081, 212) say so up front in a `<noscript>`, and
// again when their form is sent anyway (posted, so the password never lands in the address).
import { useScriptsRunning } from '../lib/use-scripts-running.ts';
import * as ui from '../styles/ui.css.ts';

function Status({ text }: { readonly text: string }) {
  return (
    <p role="status" className={ui.container}>
      <strong>{text}</strong>
    </p>
  );
}

/** Said up front to a page without scripts, e.g. 'Logging in needs JavaScript. …'. */
export function ScriptsNeeded({ sentence }: { readonly sentence: string }) {
  return (
    <noscript>
      <Status text={sentence} />
    </noscript>
  );
}

/**
 * The page's answer to its form sent without scripts. A form sent while the scripts were still
 * loading (a slow connection) comes back to a page whose scripts then run: there "turn JavaScript
 * on" is wrong, so once they run the page says what happened and asks for the form again (ADR 309;
 * a tester was told to turn on what was on).
 */
export function SentWithoutScripts({
  sentence,
  whileLoading,
}: {
  /** What the page says without scripts, e.g. 'Logging in needs JavaScript. …'. */
  readonly sentence: string;
  /** What it says once its scripts run, e.g. 'The page was still loading, so …'. */
  readonly whileLoading: string;
}) {
  const scriptsRunning = useScriptsRunning();
  return <Status text={scriptsRunning ? whileLoading : sentence} />;
}
