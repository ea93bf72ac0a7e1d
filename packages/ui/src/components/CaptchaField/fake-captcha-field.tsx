// A stand-in for CaptchaField in jsdom tests of the apps' forms: the real widget solves a
// proof-of-work in web workers, which jsdom lacks (the apps' Playwright journeys solve the real
// one). "Start the captcha" puts it where the real one is while it works (it starts at the first
// focus in the form, ADR 293); "Solve the captcha" hands over the payload 'solved-payload'.
import { useImperativeHandle, useRef } from 'react';
import type { CaptchaFieldProps } from './CaptchaField.tsx';

type Waiter = (payload: string | null) => void;

/** A fake field; `onReset` hears the form reset it (a payload is accepted only once). */
export function fakeCaptchaField({ onReset }: { onReset?: () => void } = {}) {
  return function FakeCaptchaField({ onChange, error, ref }: CaptchaFieldProps) {
    const held = useRef<{ payload: string | null; solving: boolean; waiters: Waiter[] }>({
      payload: null,
      solving: false,
      waiters: [],
    });
    const settle = (payload: string | null) => {
      const { waiters } = held.current;
      held.current = { payload, solving: false, waiters: [] };
      for (const waiter of waiters) waiter(payload);
      onChange(payload);
    };
    useImperativeHandle(ref, () => ({
      reset: () => {
        onReset?.();
        settle(null);
      },
      focus: () => {},
      solving: () => held.current.solving,
      solution: () => {
        const { payload, solving, waiters } = held.current;
        if (payload) return Promise.resolve(payload);
        if (!solving) return Promise.resolve(null);
        return new Promise<string | null>((resolve) => waiters.push(resolve));
      },
    }));
    return (
      <div>
        <button type="button" onClick={() => (held.current.solving = true)}>
          Start the captcha
        </button>
        <button type="button" onClick={() => settle('solved-payload')}>
          Solve the captcha
        </button>
        <button type="button" onClick={() => settle(null)}>
          Fail the captcha
        </button>
        {error && <p>{error}</p>}
      </div>
    );
  };
}
