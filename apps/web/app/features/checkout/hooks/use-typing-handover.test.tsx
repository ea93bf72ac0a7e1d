import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useTypingHandover } from './use-typing-handover.ts';

afterEach(cleanup);

function TypedForm({ items, drawn }: { items: string; drawn: string }) {
  const form = useRef<HTMLFormElement>(null);
  useTypingHandover(form, items);
  return (
    <form ref={form} aria-label={`form ${drawn}`}>
      <label>
        Remarks
        <textarea name="b0_remarks" defaultValue="" />
      </label>
      <label>
        Lead traveler email
        <input type="email" name="b0_lead_email" defaultValue="" />
      </label>
    </form>
  );
}

describe('the field being typed in when the checkout form is drawn again', () => {
  it('keeps its text, its caret and the focus in the new form', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<TypedForm key="page" items="12" drawn="page" />);
    await user.click(screen.getByLabelText('Remarks'));
    await user.keyboard('Vegetarian lunch');
    // The saved draft is loaded: the form is keyed anew and drawn from the draft (empty here).
    rerender(<TypedForm key="draft" items="12" drawn="draft" />);
    screen.getByRole('form', { name: 'form draft' });
    const remarks = screen.getByLabelText('Remarks');
    expect(remarks).toHaveValue('Vegetarian lunch');
    expect(remarks).toHaveFocus();
    // Typing goes on where it was.
    await user.keyboard(' please');
    expect(remarks).toHaveValue('Vegetarian lunch please');
  });

  it('hands an e-mail field over too (it has no caret to read)', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<TypedForm key="page" items="12" drawn="page" />);
    await user.click(screen.getByLabelText('Lead traveler email'));
    await user.keyboard('anna@exa');
    rerender(<TypedForm key="draft" items="12" drawn="draft" />);
    expect(screen.getByLabelText('Lead traveler email')).toHaveValue('anna@exa');
    expect(screen.getByLabelText('Lead traveler email')).toHaveFocus();
  });

  it('gives nothing to a form for another cart', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<TypedForm key="page" items="12" drawn="page" />);
    await user.click(screen.getByLabelText('Remarks'));
    await user.keyboard('For tour 12');
    rerender(<TypedForm key="other" items="7,12" drawn="other" />);
    expect(screen.getByLabelText('Remarks')).toHaveValue('');
  });

  it('leaves nothing behind when the form only goes away', async () => {
    const user = userEvent.setup();
    const first = render(<TypedForm key="page" items="12" drawn="page" />);
    await user.click(screen.getByLabelText('Remarks'));
    await user.keyboard('Left behind');
    first.unmount();
    await Promise.resolve();
    render(<TypedForm key="later" items="12" drawn="later" />);
    expect(screen.getByLabelText('Remarks')).toHaveValue('');
    expect(screen.getByLabelText('Remarks')).not.toHaveFocus();
  });
});
