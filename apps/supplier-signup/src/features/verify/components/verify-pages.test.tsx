import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@trails/domain/messages';
import { renderApp } from '../../../../test/render-app.tsx';

describe('the e-mail verification result pages', () => {
  it("says 'Email Verified!' with a supplier login button", async () => {
    renderApp('/verify/complete');
    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.emailVerified }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Supplier login' })).toHaveAttribute(
      'href',
      'https://suppliers.lankatrails.example',
    );
    await waitFor(() => expect(document.title).toBe('Email verified | Lanka Trails'));
  });

  it("says 'Email Verification failed!' and to contact the Administrator", async () => {
    renderApp('/verify/failed');
    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.emailVerificationFailed }),
    ).toBeInTheDocument();
    expect(screen.getByText(/contact the Administrator/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Supplier login' })).not.toBeInTheDocument();
  });

  it('shows the not-found text for any other path', async () => {
    renderApp('/verify/elsewhere');
    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.notFound }),
    ).toBeInTheDocument();
  });
});
