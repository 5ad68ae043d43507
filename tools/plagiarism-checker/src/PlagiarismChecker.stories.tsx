import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PlagiarismCheckResult } from './schemas';
import { PlagiarismChecker } from './PlagiarismChecker';

const meta = {
  title: 'Tools/Plagiarism Checker',
  component: PlagiarismChecker,
} satisfies Meta<typeof PlagiarismChecker>;

export default meta;
type Story = StoryObj<typeof meta>;

const COPIED = 'The quick brown fox jumps over the lazy dog near the quiet river bank at dawn';
const TEXT = `${COPIED}, while my own sentences about gardening tomatoes and peppers in a small sunny backyard plot follow it.`;

const report = (overrides: Partial<PlagiarismCheckResult>): PlagiarismCheckResult => ({
  originalityScore: 100,
  totalWords: 33,
  checkedSources: 2,
  matches: [],
  highlights: [],
  skippedSources: [],
  webSearch: 'off',
  ...overrides,
});

export const Empty: Story = {};

export const Excellent: Story = {
  args: {
    initial: {
      text: TEXT,
      sources: [
        { kind: 'text', value: 'An unrelated essay about the history of bicycles in northern Europe.' },
        { kind: 'url', value: 'https://example.com/bicycles' },
      ],
      result: report({}),
    },
  },
};

export const NeedsReview: Story = {
  args: {
    initial: {
      text: TEXT,
      sources: [
        { kind: 'url', value: 'https://example.com/fox-story' },
        { kind: 'url', value: 'https://gone.example/' },
      ],
      result: report({
        originalityScore: 52,
        checkedSources: 1,
        matches: [{ source: 'https://example.com/fox-story', similarity: 48, matchedText: COPIED, ranges: [{ start: 0, end: COPIED.length }] }],
        highlights: [{ start: 0, end: COPIED.length }],
        skippedSources: [{ source: 'https://gone.example/', reason: 'The name gone.example was not found.' }],
      }),
    },
  },
};

export const WebSearchFailed: Story = {
  args: {
    initial: {
      text: TEXT,
      sources: [{ kind: 'text', value: `${COPIED} and more words from a pasted source.` }],
      result: report({
        originalityScore: 52,
        checkedSources: 1,
        matches: [{ source: 'Source 1 (pasted text)', similarity: 48, matchedText: COPIED, ranges: [{ start: 0, end: COPIED.length }] }],
        highlights: [{ start: 0, end: COPIED.length }],
        skippedSources: [{ source: 'Web search', reason: 'The web search did not answer in time.' }],
        webSearch: 'failed',
      }),
    },
  },
};
