import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './TextField.stories.tsx';

const { Default, Error, Password, Phone, WithHint } = composeStories(stories);

describe('TextField', () => {
  it('is found by its label and takes typing', async () => {
    render(<Default />);
    const input = screen.getByLabelText('Email');
    await userEvent.type(input, 'asha@example.com');
    expect(input).toHaveProperty('value', 'asha@example.com');
    expect(input.getAttribute('type')).toBe('email');
  });

  it('marks the input invalid and reads the error with it', () => {
    render(<Error />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { description: 'We need your Email' })).toBe(input);
  });

  it('reads the hint as the description', () => {
    render(<WithHint />);
    expect(
      screen.getByRole('textbox', { description: 'We send the booking confirmation here.' }),
    ).toBeTruthy();
  });

  it('supports password and phone inputs', () => {
    render(
      <>
        <Password />
        <Phone />
      </>,
    );
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByLabelText('Phone').getAttribute('type')).toBe('tel');
  });
});
