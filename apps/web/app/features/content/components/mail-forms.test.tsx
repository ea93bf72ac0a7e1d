import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formRefusals, MESSAGES } from '@trails/domain/messages';
import { dismissAll } from '@trails/ui/toast';
import { getToasts } from '@trails/ui/toast/notify';
import { fakeApi } from '../../../../test/fake-api.ts';
import { Snackbar } from '../../../shared/components/notices.tsx';
import { inquiryAction } from '../api/mail-form-actions.server.ts';
import { InquiryFormBox } from './mail-forms.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  dismissAll();
});

function renderInquiry() {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <>
          <InquiryFormBox />
          <Snackbar />
        </>
      ),
    },
    // The route's action, against the fake API.
    { path: '/inquiry', action: ({ request }) => inquiryAction(request) },
  ]);
  render(<Stub initialEntries={['/']} />);
  return userEvent.setup();
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });

function shownNotices(): string[] {
  const region = screen.queryByRole('region', { name: /^Notifications/, hidden: true });
  if (!region) return [];
  return within(region)
    .queryAllByRole('listitem', { hidden: true })
    .map((notice) => notice.textContent ?? '');
}

async function fill(user: ReturnType<typeof userEvent.setup>, email = 'anna@example.com') {
  await user.type(field('Name'), 'Anna');
  await user.type(field('Email'), email);
  await user.type(field('Phone'), '+49 170 1234567');
  await user.type(field('Message'), 'Do you run the Knuckles trek in the rainy season?');
}

describe('the footer inquiry form', () => {
  it("puts the contract's lengths on its fields", () => {
    fakeApi({});
    renderInquiry();
    expect(field('Name')).toHaveAttribute('maxlength', '100');
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Email')).toHaveAttribute('maxlength', '254');
    expect(field('Phone')).toHaveAttribute('maxlength', '30');
    expect(field('Message')).toHaveAttribute('maxlength', '2000');
  });

  it("refuses an e-mail that is no address ('x@y') in the form", async () => {
    const api = fakeApi({});
    const user = renderInquiry();
    await fill(user, 'x@y');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(field('Email')).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.emailNotValid),
    );
    expect(api.calls).toHaveLength(0);
  });

  it('says a missing name once, however often Send is pressed', async () => {
    fakeApi({});
    const user = renderInquiry();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // The queue, not only the notice on screen: a second one would follow the first.
    await waitFor(() => expect(shownNotices()).toEqual([MESSAGES.nameMandatory]));
    expect(getToasts().map((toast) => toast.message)).toEqual([MESSAGES.nameMandatory]);
  });

  it("shows the API's reason under its field in the form's words, not 'Could not send request'", async () => {
    const refusal = 'The message field must NOT have more than 2000 characters.';
    fakeApi({
      'POST /api/email/inquiry': {
        status: 400,
        body: { message: refusal, errors: { message: [refusal] } },
      },
    });
    const user = renderInquiry();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const reason = formRefusals.atMost('Message', 2000);
    await waitFor(() =>
      expect(field('Message')).toHaveAccessibleDescription(expect.stringContaining(reason)),
    );
    expect(shownNotices()).toEqual([reason]);
    expect(document.body).not.toHaveTextContent(MESSAGES.inquiryFailed);
  });

  it('empties the form after "Message sent!" and counts the emptied message', async () => {
    fakeApi({ 'POST /api/email/inquiry': { status: 200, body: {} } });
    const user = renderInquiry();
    await user.type(field('Name'), 'Anna');
    await user.type(field('Email'), 'anna@example.com');
    await user.type(field('Phone'), '+49 170 1234567');
    await user.type(field('Message'), 'Do you run the Ella trek in May');
    expect(screen.getByText('31/2000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(shownNotices()).toEqual([MESSAGES.inquirySent]));
    expect(field('Message')).toHaveValue('');
    // The counter says what the box now holds, not what was sent.
    expect(screen.getByText('0/2000')).toBeInTheDocument();
    expect(screen.queryByText('31/2000')).toBeNull();
  });

  it('takes its refusals away once it is sent: "Message sent!" stands alone', async () => {
    // A tester read "Email not valid" beside "Message sent!" after correcting the address.
    fakeApi({ 'POST /api/email/inquiry': { status: 200, body: {} } });
    const user = renderInquiry();
    await fill(user, 'x@y');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(shownNotices()).toEqual([MESSAGES.emailNotValid]));
    // Corrected at once, well within the refusal's 5 seconds on screen.
    fireEvent.change(field('Email'), { target: { value: 'anna@example.com' } });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(getToasts().map((toast) => toast.message)).toContain(MESSAGES.inquirySent),
    );
    expect(getToasts().map((toast) => toast.message)).toEqual([MESSAGES.inquirySent]);
  });
});
