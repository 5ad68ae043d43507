import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OpenGraphGenerator } from './OpenGraphGenerator';

const meta = {
  title: 'Tools/Open Graph Generator',
  component: OpenGraphGenerator,
  // Storybook's preview mounts the Toaster that shows this tool's notices.
  decorators: [(Story) => <div className="max-w-5xl">{Story()}</div>],
} satisfies Meta<typeof OpenGraphGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;

const generate = ({ canvasElement }: { canvasElement: HTMLElement }) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Generate' }));

const FILLED = {
  title: 'Toolnest: free online tools',
  description: 'Case conversion, word counts, "Open Graph" tags & more. Nothing to install, nothing uploaded.',
  pageUrl: 'https://example.com/tools',
  siteName: 'Toolnest',
};

export const Empty: Story = {};

/** The preview follows the fields; no tags until Generate. */
export const Filled: Story = { args: { initialFields: FILLED } };

/** The tags, one a line, with the quotes and the ampersand escaped. */
export const Generated: Story = { args: { initialFields: FILLED }, play: generate };

/** Generate with no title or description: the 'Error' notice, both fields marked, the title focused. */
export const MissingTitleAndDescription: Story = { play: generate };

/** A `javascript:` page URL and a relative image path: each field says why, and there are no tags. */
export const RefusedUrls: Story = {
  args: { initialFields: { ...FILLED, pageUrl: 'javascript:alert(1)', imageUrl: '/images/cover.png' } },
  play: generate,
};

/** An http image is in the tags but not in the preview, which says why (the CSP loads https images only). */
export const HttpImage: Story = { args: { initialFields: { ...FILLED, imageUrl: 'http://example.com/cover.png' } }, play: generate };

/** 10 KB in the title: kept whole, clamped to two lines in the card, the layout unchanged. */
export const LongTitle: Story = {
  args: { initialFields: { ...FILLED, title: 'Averyveryverylongunbrokenword'.repeat(353) } },
  play: generate,
};
