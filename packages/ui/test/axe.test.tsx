import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';

describe('the axe helper', () => {
  it('reports a real violation, so a clean story run means something', async () => {
    render(
      <div>
        <img src="tour.jpg" />
        <button type="button" />
      </div>,
    );
    const ids = (await axeViolations()).map((violation) => violation.id);
    expect(ids).toContain('image-alt');
    expect(ids).toContain('button-name');
  });

  it('checks content portalled outside the render container', async () => {
    render(<p>inside</p>);
    const portal = document.createElement('div');
    portal.innerHTML = '<input type="text" />';
    document.body.append(portal);
    try {
      const ids = (await axeViolations()).map((violation) => violation.id);
      expect(ids).toContain('label');
    } finally {
      portal.remove();
    }
  });
});
