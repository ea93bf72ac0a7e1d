// The ALTCHA proof-of-work captcha (ADR 063, ADR 072): a web component that fetches a challenge,
// solves it in web workers, and hands back the payload the app sends with its form (login,
// sign-up, supplier sign-up). The kit knows nothing of the API: the challenge comes in as a prop.
// The JSX typing of <altcha-widget>; the widget itself loads with the field (see below).
import type {} from 'altcha/types/react';
import { useEffect, useId, useImperativeHandle, useRef } from 'react';
import type { Ref } from 'react';
import * as styles from './CaptchaField.css.ts';

export interface CaptchaHandle {
  /** Forgets the solution (a payload is accepted only once) so the visitor solves a new one. */
  reset(): void;
  focus(): void;
  /**
   * The payload, waiting for the puzzle under way: at once when solved, when it ends while being
   * solved (null if it failed or expired), null at once when none is under way. A form sent
   * while the puzzle is still being solved waits for it instead of refusing (ADR 298).
   */
  solution(): Promise<string | null>;
  /** Whether a puzzle is being solved now (a form judging its fields need not refuse yet). */
  solving(): boolean;
}

export interface CaptchaFieldProps {
  /**
   * Where the widget fetches a challenge from (the app's API route, e.g.
   * `/api/captcha/challenge`), or a challenge itself as JSON (starts with `{`: nothing is
   * fetched, as in the stories).
   */
  challenge: string;
  /** The payload once solved; null when there is none (not yet, expired, failed or reset). */
  onChange: (payload: string | null) => void;
  /** The validation message, shown under the widget. */
  error?: string;
  /** The name of the hidden input that carries the payload in a form. */
  name?: string;
  ref?: Ref<CaptchaHandle>;
}

/**
 * The captcha payload a form sends (ADR 298): the one `held` (solved before the send), or else
 * the puzzle under way's once it ends, so a form sent while the captcha works waits for it
 * instead of refusing. `refused(captchaSolved)` judges the form's fields, says what blocks it at
 * its field, and returns true when something does: it is asked at once (a puzzle under way
 * counting as solved) and again if the puzzle ends without a payload. `waiting(true)` comes
 * before the wait (the form's button goes busy), `waiting(false)` after a refusal. Null: refused,
 * nothing to send.
 */
export async function captchaPayloadToSend({
  held,
  captcha,
  refused,
  waiting,
}: {
  readonly held: string | null;
  readonly captcha: CaptchaHandle | null;
  readonly refused: (captchaSolved: boolean) => boolean;
  readonly waiting: (busy: boolean) => void;
}): Promise<string | null> {
  if (refused(held !== null || captcha?.solving() === true)) return null;
  waiting(true);
  const solved = held ?? (await captcha?.solution()) ?? null;
  if (solved === null && refused(false)) {
    waiting(false);
    return null;
  }
  return solved;
}

type AltchaElement = HTMLElement & {
  reset?: () => void;
  verify?: () => Promise<unknown>;
  getState?: () => string;
};

/**
 * Starts the widget's puzzle if the visitor is in its form and none is under way. In a task of
 * its own: the widget marks a puzzle 'verifying' only after an await, so a start here and the
 * widget's own start at a focus in the same task (a form that resets the captcha, then focuses
 * the field to correct) both went ahead, and the first, cut off by the second, ended as
 * 'Verification failed' — often after the second had verified, which left the visitor at that
 * message with nothing wrong (altcha 3.2.2; ADR 301). A task later, a puzzle started meanwhile
 * shows as 'verifying' and this one is not started.
 */
function startAtForm(element: AltchaElement, pending: Set<ReturnType<typeof setTimeout>>) {
  const start = setTimeout(() => {
    pending.delete(start);
    const form = element.closest('form');
    const atForm = form?.contains(document.activeElement) === true;
    if (atForm && element.getState?.() === 'unverified') void element.verify?.();
  }, 0);
  pending.add(start);
}

interface StateChange {
  readonly state: string;
  readonly payload?: string | null;
}

/**
 * The ALTCHA captcha: the browser solves a puzzle while the visitor fills in the form, or when
 * they tick 'I'm not a robot'.
 */
export function CaptchaField({
  challenge,
  onChange,
  error,
  name = 'altcha',
  ref,
}: CaptchaFieldProps) {
  const widget = useRef<AltchaElement>(null);
  // The widget's last reported state and payload, for `solution()`.
  const latest = useRef<StateChange>({ state: 'unverified' });
  // Starts of a puzzle not yet made (see startAtForm), cancelled when the field goes.
  const starts = useRef(new Set<ReturnType<typeof setTimeout>>());
  const errorId = `${useId()}-error`;
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  // The widget (with its inlined workers) is heavy (~30 KB): it loads in its own chunk once the
  // field shows, so only pages with a captcha pay for it, and the element upgrades in place
  // when it arrives.
  useEffect(() => {
    void import('altcha');
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail;
      latest.current = { state, payload: payload ?? null };
      onChangeRef.current(state === 'verified' && payload ? payload : null);
    };
    // The widget starts its puzzle at a focus in its form, but it listens only once its chunk has
    // arrived: on a slow connection the visitor is often typing by then, and with no new focus
    // the puzzle would never start by itself (a loaded CI machine met it as a login stuck on
    // 'I'm not a robot'). When it arrives with the visitor already in the form, start it now.
    // (Its chunk already here, it may have mounted before this effect: checked once now too.)
    const startIfTyping = () => startAtForm(element, starts.current);
    element.addEventListener('statechange', listener);
    element.addEventListener('load', startIfTyping);
    startIfTyping();
    const pending = starts.current;
    return () => {
      element.removeEventListener('statechange', listener);
      element.removeEventListener('load', startIfTyping);
      for (const start of pending) clearTimeout(start);
      pending.clear();
    };
  }, []);

  useImperativeHandle(ref, () => ({
    reset: () => {
      const element = widget.current;
      if (!element) return;
      element.reset?.();
      // A visitor still at the form (a refused login, retyping the password) would focus
      // nothing new, so the next puzzle starts now rather than at the next submit.
      startAtForm(element, starts.current);
    },
    focus: () => widget.current?.querySelector<HTMLElement>('input, button')?.focus(),
    solving: () => latest.current.state === 'verifying',
    solution: () => {
      const { state, payload } = latest.current;
      const element = widget.current;
      if (state === 'verified' && payload) return Promise.resolve(payload);
      if (state !== 'verifying' || !element) return Promise.resolve(null);
      return new Promise((resolve) => {
        const settled = (event: Event) => {
          const next = (event as CustomEvent<StateChange>).detail;
          if (next.state === 'verifying') return;
          element.removeEventListener('statechange', settled);
          resolve(next.state === 'verified' && next.payload ? next.payload : null);
        };
        element.addEventListener('statechange', settled);
      });
    },
  }));

  return (
    <div className={styles.field}>
      {/* `auto="onfocus"`: the puzzle starts when the visitor first focuses a field of the form,
          so it is solved while they type (seconds of proof-of-work on a slow phone) instead of
          after they tick the box; the box still starts it for a visitor who goes straight to
          it, and after a reset the next focus starts a new one (ADR 293). */}
      <altcha-widget ref={widget} challenge={challenge} name={name} auto="onfocus" />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
