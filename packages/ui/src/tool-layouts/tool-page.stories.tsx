import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { Button } from '../controls/button';
import { Label, Textarea } from '../controls/input';
import { ToolPage } from './tool-page';

const meta = {
  title: 'UI/ToolPage',
  component: ToolPage,
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
  args: {
    title: 'Example Tool',
    description: 'A short lead that says what the tool does.',
    related: [
      { slug: 'word-count', title: 'Word Count', description: 'Count words and characters.', icon: 'hash', href: '/word-count' },
      { slug: 'url-encoder', title: 'URL Encoder', description: 'Encode and decode URLs.', icon: 'link-2', href: '/url-encoder' },
      { slug: 'json-formatter', title: 'JSON Formatter', description: 'Format and validate JSON.', icon: 'braces', href: '/json-formatter' },
    ],
    article: (
      <>
        <h2>What it does</h2>
        <p>The article explains the tool, how to use it and answers common questions.</p>
        <h3>A question</h3>
        <p>An answer.</p>
      </>
    ),
    children: (
      <div className="space-y-3">
        <Label htmlFor="story-input">Your text</Label>
        <Textarea id="story-input" />
        <Button>Run</Button>
      </div>
    ),
  },
} satisfies Meta<typeof ToolPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRelatedTools: Story = {};
export const WithoutRelatedTools: Story = { args: { related: [] } };
