// The ALTCHA widget's stand-in for jsdom (no web workers): a button that "solves" it.
import { useImperativeHandle } from 'react';
import type { CaptchaFieldProps } from '@trails/ui/captcha-field';

export function FakeCaptchaField({ onChange, error, ref }: CaptchaFieldProps) {
  useImperativeHandle(ref, () => ({ reset: () => onChange(null), focus: () => {} }));
  return (
    <div>
      <button type="button" onClick={() => onChange('solved-payload')}>
        Solve the captcha
      </button>
      {error && <p>{error}</p>}
    </div>
  );
}
