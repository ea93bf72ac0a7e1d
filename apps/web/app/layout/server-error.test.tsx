import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { MESSAGES } from '@trails/domain/messages';
import ServerError from './server-error.tsx';

it('offers to load the same page again, as a plain link that needs no script', () => {
  render(
    <MemoryRouter initialEntries={['/checkout?order=ord_1&payment=declined']}>
      <ServerError />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(MESSAGES.couldNotLoadData);
  expect(screen.getByRole('link', { name: MESSAGES.tryAgain })).toHaveAttribute(
    'href',
    '/checkout?order=ord_1&payment=declined',
  );
});
