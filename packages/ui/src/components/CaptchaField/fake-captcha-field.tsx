// A stand-in for CaptchaField in jsdom tests of the apps' forms: the real widget solves a
// proof-of-work in web workers, which jsdom lacks (the apps' Playwright journeys solve the real
// one). A "Solve the captcha" button hands over the payload 'solved-payload'.
import { useImperativeHandle } from 'react';
import type { CaptchaFieldProps } from './CaptchaField.tsx';

/** A fake field; `onReset` hears the form reset it (a payload is accepted only once). */
export function fakeCaptchaField({ onReset }: { onReset?: () => void } = {}) {
  return function FakeCaptchaField({ onChange, error, ref }: CaptchaFieldProps) {
    useImperativeHandle(ref, () => ({
      reset: () => {
        onReset?.();
        onChange(null);
      },
      focus: () => {},
    }));
    return (
      <div>
        <button type="button" onClick={() => onChange('solved-payload')}>
          Solve the captcha
        </button>
        {error && <p>{error}</p>}
      </div>
    );
  };
}
