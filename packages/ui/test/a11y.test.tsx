import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './axe.ts';
import { allStories, exportedStoryCount } from './stories.ts';

const stories = allStories();

describe('every story', () => {
  it('is collected, so none escapes the axe check', () => {
    expect(stories.length).toBeGreaterThan(0);
    expect(stories.length).toBe(exportedStoryCount());
  });

  it.each(stories.map((entry) => [`${entry.title} / ${entry.name}`, entry] as const))(
    '%s has no axe violations',
    async (_label, { story: Story }) => {
      render(<Story />);
      const violations = await axeViolations(document.body);
      expect(violations, describeViolations(violations)).toEqual([]);
    },
  );
});
