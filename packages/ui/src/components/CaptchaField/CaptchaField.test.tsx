import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor } from '@testing-library/react';
import { State, type WidgetMethods } from 'altcha/types';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { captchaPayloadToSend, type CaptchaHandle } from './CaptchaField.tsx';
import * as stories from './CaptchaField.stories.tsx';

const { Default, Error } = composeStories(stories);

function widget() {
  const element = document.querySelector('altcha-widget');
  if (!element) throw new globalThis.Error('no <altcha-widget>');
  return element as HTMLElement & WidgetMethods;
}

// The widget reports every state change with the payload it holds (jsdom has no web workers
// to solve a challenge, so the tests play the widget's part).
function report(state: string, payload: string | null) {
  act(() => {
    widget().dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  });
}

describe('CaptchaField', () => {
  it('loads the widget when it shows: a checkbox labelled for the visitor', async () => {
    render(<Default />);
    expect(await screen.findByRole('checkbox', { name: "I'm not a robot" })).toBeTruthy();
  });

  it('gives the widget the challenge it was handed and names its form field', async () => {
    render(<Default challenge="/api/captcha/challenge" name="captcha" />);
    await screen.findByRole('checkbox', { name: "I'm not a robot" });
    const config = widget().getConfiguration();
    expect(config.challenge).toBe('/api/captcha/challenge');
    expect(config.name).toBe('captcha');
  });

  it('hands over the payload once verified, and null in every other state', () => {
    const onChange = vi.fn();
    render(<Default onChange={onChange} />);
    report('verified', 'solved-payload');
    expect(onChange).toHaveBeenLastCalledWith('solved-payload');
    report('expired', null);
    expect(onChange).toHaveBeenLastCalledWith(null);
    report('verifying', 'stale-payload');
    expect(onChange).toHaveBeenLastCalledWith(null);
    report('error', null);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('calls the latest onChange after a re-render', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<Default onChange={first} />);
    rerender(<Default onChange={second} />);
    report('verified', 'solved-payload');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('solved-payload');
  });

  it('moves focus to the checkbox, so a form can send the visitor to it', async () => {
    const ref = createRef<CaptchaHandle>();
    render(<Default ref={ref} />);
    const checkbox = await screen.findByRole('checkbox', { name: "I'm not a robot" });
    act(() => ref.current?.focus());
    expect(document.activeElement).toBe(checkbox);
  });

  it('forgets the solution on reset, so the visitor solves a new one', async () => {
    const onChange = vi.fn();
    const ref = createRef<CaptchaHandle>();
    render(<Default ref={ref} onChange={onChange} />);
    await screen.findByRole('checkbox', { name: "I'm not a robot" });
    act(() => widget().setState(State.VERIFIED));
    act(() => ref.current?.reset());
    expect(widget().getState()).toBe(State.UNVERIFIED);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(null));
  });

  it('starts the puzzle when the visitor first focuses a field of its form', async () => {
    render(
      <form>
        <input aria-label="Email" />
        <Default />
      </form>,
    );
    await screen.findByRole('checkbox', { name: "I'm not a robot" });
    expect(widget().getState()).toBe(State.UNVERIFIED);
    act(() => screen.getByLabelText('Email').focus());
    await waitFor(() => expect(widget().getState()).not.toBe(State.UNVERIFIED));
  });

  it('starts the puzzle when the widget arrives after the visitor is already in its form', async () => {
    // On a slow connection the field shows before the widget's chunk: the visitor is typing by
    // the time the widget mounts, and no new focus comes to start it.
    const { rerender } = render(
      <form>
        <input aria-label="Email" />
      </form>,
    );
    act(() => screen.getByLabelText('Email').focus());
    rerender(
      <form>
        <input aria-label="Email" />
        <Default />
      </form>,
    );
    await screen.findByRole('checkbox', { name: "I'm not a robot" });
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    await waitFor(() => expect(widget().getState()).not.toBe(State.UNVERIFIED));
  });

  it('starts the next puzzle at once after a reset while the visitor is still at the form', async () => {
    const ref = createRef<CaptchaHandle>();
    render(
      <form>
        <input aria-label="Password" />
        <Default ref={ref} />
      </form>,
    );
    await screen.findByRole('checkbox', { name: "I'm not a robot" });
    act(() => widget().setState(State.VERIFIED));
    screen.getByLabelText('Password').focus();
    act(() => ref.current?.reset());
    await waitFor(() => expect(widget().getState()).not.toBe(State.UNVERIFIED));
  });

  it('starts one puzzle, not two, when a form resets it and then focuses the field to correct', async () => {
    // A refused sign-up resets the captcha (its solution is spent) and moves focus to the field
    // in error. The widget marks a puzzle 'verifying' only after an await, so the reset's start
    // and the widget's own start at that focus both went ahead; the first, cut off by the second,
    // then ended as 'Verification failed' — after the second had verified, under load (a CI
    // journey of the supplier sign-up).
    const ref = createRef<CaptchaHandle>();
    render(
      <form>
        <input aria-label="Email" />
        <button type="submit">Sign up</button>
        <Default ref={ref} />
      </form>,
    );
    await screen.findByRole('checkbox', { name: "I'm not a robot" });
    act(() => widget().setState(State.VERIFIED));
    screen.getByRole('button', { name: 'Sign up' }).focus();
    const started = vi.fn();
    widget().addEventListener('statechange', (event) => {
      if ((event as CustomEvent<{ state: string }>).detail.state === State.VERIFYING) started();
    });
    act(() => {
      ref.current?.reset();
      screen.getByLabelText('Email').focus();
    });
    await waitFor(() => expect(started).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('waits for the visitor after a reset when they have left the form', async () => {
    const ref = createRef<CaptchaHandle>();
    render(
      <>
        <button type="button">Elsewhere</button>
        <form>
          <Default ref={ref} />
        </form>
      </>,
    );
    await screen.findByRole('checkbox', { name: "I'm not a robot" });
    act(() => widget().setState(State.VERIFIED));
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    act(() => ref.current?.reset());
    expect(widget().getState()).toBe(State.UNVERIFIED);
  });

  it('hands a form the payload the puzzle under way ends with, so a form sent meanwhile waits for it', async () => {
    const ref = createRef<CaptchaHandle>();
    render(<Default ref={ref} />);
    expect(ref.current?.solving()).toBe(false);
    report('verifying', null);
    expect(ref.current?.solving()).toBe(true);
    let answer: string | null | undefined;
    void ref.current?.solution().then((payload) => (answer = payload));
    await Promise.resolve();
    expect(answer).toBeUndefined();
    report('verified', 'solved-payload');
    await waitFor(() => expect(answer).toBe('solved-payload'));
    // Solved already: at once.
    await expect(ref.current?.solution()).resolves.toBe('solved-payload');
  });

  it('hands a form null when the puzzle under way fails, or when none is under way', async () => {
    const ref = createRef<CaptchaHandle>();
    render(<Default ref={ref} />);
    await expect(ref.current?.solution()).resolves.toBeNull();
    report('verifying', null);
    const waiting = ref.current?.solution();
    report('error', null);
    await expect(waiting).resolves.toBeNull();
  });

  describe('captchaPayloadToSend', () => {
    const handle = (solving: boolean, payload: string | null): CaptchaHandle => ({
      reset: () => {},
      focus: () => {},
      solving: () => solving,
      solution: () => Promise.resolve(payload),
    });

    it('sends the payload held, judging the fields once', async () => {
      const refused = vi.fn(() => false);
      const waiting = vi.fn();
      await expect(
        captchaPayloadToSend({ held: 'held', captcha: handle(false, null), refused, waiting }),
      ).resolves.toBe('held');
      expect(refused.mock.calls).toEqual([[true]]);
      expect(waiting).toHaveBeenCalledWith(true);
    });

    it('waits, busy, for the puzzle under way and sends its payload', async () => {
      const refused = vi.fn(() => false);
      const waiting = vi.fn();
      await expect(
        captchaPayloadToSend({ held: null, captcha: handle(true, 'solved'), refused, waiting }),
      ).resolves.toBe('solved');
      expect(refused.mock.calls).toEqual([[true]]);
      expect(waiting.mock.calls).toEqual([[true]]);
    });

    it('refuses at once, without waiting, when no puzzle is under way', async () => {
      const refused = vi.fn((solved: boolean) => !solved);
      const waiting = vi.fn();
      await expect(
        captchaPayloadToSend({ held: null, captcha: handle(false, null), refused, waiting }),
      ).resolves.toBeNull();
      expect(refused.mock.calls).toEqual([[false]]);
      expect(waiting).not.toHaveBeenCalled();
    });

    it('refuses, no longer busy, when the puzzle under way ends without a payload', async () => {
      const refused = vi.fn((solved: boolean) => !solved);
      const waiting = vi.fn();
      await expect(
        captchaPayloadToSend({ held: null, captcha: handle(true, null), refused, waiting }),
      ).resolves.toBeNull();
      expect(refused.mock.calls).toEqual([[true], [false]]);
      expect(waiting.mock.calls).toEqual([[true], [false]]);
    });
  });

  it('shows the error message under the widget', () => {
    render(<Error />);
    expect(screen.getByText('Complete the Captcha before proceeding')).toBeTruthy();
  });
});
