// Portable stories: each story of packages/ui and tools/* is rendered once in jsdom, so a broken
// story fails `pnpm test` before anyone opens Storybook. Stories are found by glob, like Storybook does.
import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../.storybook/preview';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

// Same folders as .storybook/main.ts (import.meta.glob needs literal patterns).
const modules = import.meta.glob<StoryModule>(
  ['../../../packages/ui/src/**/*.stories.{ts,tsx}', '../../../tools/*/src/**/*.stories.{ts,tsx}'],
  { eager: true },
);

setProjectAnnotations(preview);

const files = Object.entries(modules).map(([path, module]) => ({
  file: path.replace(/^(\.\.\/)+/, ''),
  // composeStories cannot infer types through a glob; every export it keeps is a composed story.
  stories: Object.entries(composeStories(module)) as [string, ComposedStory][],
}));

it('finds the stories of packages/ui and of the tools', () => {
  expect(files.some(({ file }) => file.startsWith('packages/ui/'))).toBe(true);
  expect(files.some(({ file }) => file.startsWith('tools/'))).toBe(true);
});

describe.each(files)('$file', ({ stories }) => {
  // Stories tagged '!test' opt out, as they would in Storybook's own test runner.
  const testable = stories.filter(([, Story]) => Story.tags.includes('test'));

  it.each(testable)('%s renders', async (_name, Story) => {
    await Story.load();
    const { container } = render(<Story />);
    // A story with a play function is also played: its interactions and assertions must pass.
    if (Story.play) await Story.play({ canvasElement: container });
    expect(document.body).not.toBeEmptyDOMElement();
  });
});
