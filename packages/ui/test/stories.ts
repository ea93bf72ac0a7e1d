// Every story module of the kit, found by the same glob Storybook uses, so a new component's
// stories are checked without touching the tests.
import { composeStories, type composeStory, type Meta } from '@storybook/react-vite';

type StoryModule = { default: Meta } & Record<string, unknown>;

const modules = import.meta.glob<StoryModule>('../src/**/*.stories.tsx', { eager: true });

export type ComposedStory = ReturnType<typeof composeStory>;

export function allStories(): {
  file: string;
  title: string;
  name: string;
  story: ComposedStory;
}[] {
  return Object.entries(modules).flatMap(([file, module]) =>
    Object.entries(composeStories(module)).map(([name, story]) => ({
      file: file.replace('../src/', ''),
      title: module.default.title ?? file,
      name,
      story: story as unknown as ComposedStory,
    })),
  );
}

/** How many stories each module exports (every export but `default` and `__namedExportsOrder`). */
export function exportedStoryCount(): number {
  return Object.values(modules).reduce(
    (count, module) =>
      count +
      Object.keys(module).filter((key) => key !== 'default' && key !== '__namedExportsOrder')
        .length,
    0,
  );
}
