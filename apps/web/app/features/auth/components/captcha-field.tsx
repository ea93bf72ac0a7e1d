// The ALTCHA proof-of-work widget (ADR 063; the same widget as the supplier sign-up, ADR 072): a web component that fetches a challenge
// from the API, solves it in web workers, and hands back the payload the register call sends
// as `altcha` (login and sign-up).
// The JSX typing of <altcha-widget>; the widget itself loads with the form (see below).
import type {} from 'altcha/types/react';
import { useEffect, useId, useImperativeHandle, useRef } from 'react';
import type { Ref } from 'react';
import * as styles from './captcha-field.css.ts';

export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

export interface CaptchaHandle {
  /** Forgets the solution (a payload is accepted only once) so the visitor solves a new one. */
  reset(): void;
  focus(): void;
}

export interface CaptchaFieldProps {
  /** The payload once solved; null when there is none (not yet, expired, failed or reset). */
  onChange: (payload: string | null) => void;
  error?: string;
  ref?: Ref<CaptchaHandle>;
}

type AltchaElement = HTMLElement & { reset?: () => void };

interface StateChange {
  readonly state: string;
  readonly payload?: string | null;
}

export function CaptchaField({ onChange, error, ref }: CaptchaFieldProps) {
  const widget = useRef<AltchaElement>(null);
  const errorId = `${useId()}-error`;
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  // The widget (with its inlined workers) is most of the app's weight: it loads in its own
  // chunk once the form shows, and the element upgrades in place when it arrives.
  useEffect(() => {
    void import('altcha');
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail;
      onChangeRef.current(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', listener);
    return () => element.removeEventListener('statechange', listener);
  }, []);

  useImperativeHandle(ref, () => ({
    reset: () => widget.current?.reset?.(),
    focus: () => widget.current?.querySelector<HTMLElement>('input, button')?.focus(),
  }));

  return (
    <div className={styles.field}>
      <altcha-widget ref={widget} challenge={CAPTCHA_CHALLENGE_URL} name="altcha" />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
