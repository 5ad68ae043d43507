import type { Meta, StoryObj } from '@storybook/react-vite';
import { OpenGraphGenerator } from './OpenGraphGenerator';

const meta = {
  title: 'Tools/Open Graph Generator',
  component: OpenGraphGenerator,
} satisfies Meta<typeof OpenGraphGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
