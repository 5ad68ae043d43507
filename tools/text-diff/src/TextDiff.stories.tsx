import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextDiff } from './TextDiff';

const meta = {
  title: 'Tools/Text Diff',
  component: TextDiff,
  // Storybook's preview mounts the Toaster that shows this tool's notices.
  decorators: [(Story) => <div className="max-w-4xl">{Story()}</div>],
} satisfies Meta<typeof TextDiff>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Presses Compare; the comparison shows once its 100 ms of 'Comparing...' are over. */
const compare = ({ canvasElement }: { canvasElement: HTMLElement }) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Compare' }));

const ORIGINAL = `The quick brown fox jumps over the lazy dog.
It was the best of times, it was the worst of times.
Café crème, שלום and 👋🏽 are kept exactly.`;
const CHANGED = `The quick red fox leaps over the lazy dog.
It was the best of times.
Café crème, שלום and 🇫🇷 are kept exactly, spaces too.`;

export const Empty: Story = {};

/** Two texts typed in, not compared yet: each box shows its counts. */
export const WithTexts: Story = {
  args: { initialOriginal: ORIGINAL, initialChanged: CHANGED },
};

/** The comparison: removed words struck through, added words underlined, and the summary. */
export const Compared: Story = {
  args: { initialOriginal: ORIGINAL, initialChanged: CHANGED },
  play: compare,
};

/** Only whitespace differs: the words stay unchanged, and the spaces and line breaks are shown with marks. */
export const WhitespaceOnly: Story = {
  args: { initialOriginal: 'one two\nthree  four', initialChanged: 'one  two three four' },
  play: compare,
};

/** Long unchanged passages fold to the context around each change. */
export const LongText: Story = {
  args: {
    initialOriginal: Array.from({ length: 60 }, (_, i) => `Sentence ${i + 1} stays the same in both versions.`).join(' '),
    initialChanged: Array.from({ length: 60 }, (_, i) =>
      i === 30 ? 'Sentence 31 was rewritten entirely here.' : `Sentence ${i + 1} stays the same in both versions.`,
    ).join(' '),
  },
  play: compare,
};

/** Two unrelated texts past the edit cap: the page says the search stopped early. */
export const PastTheEditCap: Story = {
  args: {
    initialOriginal: Array.from({ length: 1200 }, (_, i) => `alpha${i}`).join(' '),
    initialChanged: Array.from({ length: 1200 }, (_, i) => `beta${i}`).join(' '),
  },
  play: compare,
};
