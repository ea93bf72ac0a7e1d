import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './ImageUpload.stories.tsx';

const { Empty, SomeImages, Full } = composeStories(stories);

const photo = (name: string, type = 'image/jpeg') => new File(['pixels'], name, { type });
const input = () => screen.getByLabelText('Photos Add images') as HTMLInputElement;

describe('ImageUpload', () => {
  it('adds chosen images as previews with a count', async () => {
    render(<Empty />);
    await userEvent.upload(input(), [photo('tea.jpg'), photo('ridge.png', 'image/png')]);
    expect(screen.getByRole('img', { name: 'tea.jpg' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'ridge.png' })).toBeTruthy();
    expect(screen.getByText('2/3')).toBeTruthy();
  });

  it('refuses files that are not JPG, PNG or GIF, and says why', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Empty />);
    await user.upload(input(), [
      photo('notes.pdf', 'application/pdf'),
      photo('falls.gif', 'image/gif'),
    ]);
    expect(screen.getByRole('alert').textContent).toMatch(
      'notes.pdf is not a JPG, PNG or GIF image',
    );
    expect(screen.queryByRole('img', { name: 'notes.pdf' })).toBeNull();
    expect(screen.getByRole('img', { name: 'falls.gif' })).toBeTruthy();
  });

  it('takes no more than the limit and shows the limit message', async () => {
    render(<SomeImages />);
    await userEvent.upload(input(), [photo('one.jpg'), photo('two.jpg')]);
    expect(screen.getByRole('img', { name: 'one.jpg' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'two.jpg' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Maximum 3 images can upload');
    expect(input()).toHaveProperty('disabled', true);
  });

  it('removes an image and makes room again', async () => {
    render(<Full />);
    expect(input()).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(screen.queryByRole('img', { name: 'Review photo 2' })).toBeNull();
    expect(screen.getByText('2/3')).toBeTruthy();
    expect(input()).toHaveProperty('disabled', false);
  });
});
