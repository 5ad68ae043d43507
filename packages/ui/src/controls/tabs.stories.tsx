import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: {
    'aria-label': 'Admin sections',
    items: [
      { value: 'pending', label: 'Not Live Tools', content: <p className="text-sm text-foreground">Two requests wait for QA.</p> },
      { value: 'live', label: 'Live Tools', content: <p className="text-sm text-foreground">Three tools are live.</p> },
      { value: 'categories', label: 'Categories', content: <p className="text-sm text-foreground">Five categories.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondTabOpen: Story = { args: { defaultValue: 'live' } };
export const WithDisabledTab: Story = {
  args: {
    items: [
      { value: 'pending', label: 'Not Live Tools', content: <p className="text-sm text-foreground">Two requests wait for QA.</p> },
      { value: 'archived', label: 'Archived', content: null, disabled: true },
    ],
  },
};
