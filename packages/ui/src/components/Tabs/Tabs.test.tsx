import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './Tabs.stories.tsx';

const { Default, WithDisabledTab } = composeStories(stories);

describe('Tabs', () => {
  it('shows the first panel and switches on click', async () => {
    render(<Default />);
    expect(screen.getByRole('tabpanel').textContent).toMatch(/tea factory/);
    await userEvent.click(screen.getByRole('tab', { name: 'Includes' }));
    expect(screen.getByRole('tabpanel', { name: 'Includes' }).textContent).toMatch(/Guide/);
  });

  it('moves between tabs with the arrow keys, skipping disabled ones', async () => {
    render(<WithDisabledTab />);
    screen.getByRole('tab', { name: 'Itinerary' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Includes' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Conditions' }));
    expect(screen.getByRole('tab', { name: 'Conditions', selected: true })).toBeTruthy();
  });

  it('keeps every panel in the page with forceMount, only the selected one shown', async () => {
    const html = renderToString(<Default forceMount />);
    expect(html).toMatch(/tea factory/);
    expect(html).toMatch(/Guide/);
    render(<Default forceMount />);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByText(/Guide/).closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Includes' }));
    expect(screen.getByRole('tabpanel', { name: 'Includes' }).textContent).toMatch(/Guide/);
    expect(screen.getByRole('tabpanel', { name: 'Includes' }).hasAttribute('hidden')).toBe(false);
  });

  it('names each force-mounted panel with a heading for pages without scripts, unless it has its own', () => {
    render(
      <Default
        forceMount
        headingLevel={3}
        items={[
          { value: 'itinerary', label: 'Itinerary', content: <h3>Overview</h3>, ownHeading: true },
          { value: 'includes', label: 'Includes', content: <p>Guide</p> },
        ]}
      />,
    );
    // Shown only where scripts are off (the CSS's `scripting: none`); the tab names it otherwise.
    expect(
      screen.getAllByRole('heading', { level: 3, hidden: true }).map((h) => h.textContent),
    ).toEqual(['Overview', 'Includes']);
  });

  it('adds no headings to panels mounted only when chosen', () => {
    render(<Default />);
    expect(screen.queryAllByRole('heading', { hidden: true })).toHaveLength(0);
  });
});
