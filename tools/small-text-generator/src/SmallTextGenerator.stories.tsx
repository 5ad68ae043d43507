import type { Meta, StoryObj } from '@storybook/react-vite';
import { SmallTextGenerator } from './SmallTextGenerator';

const meta = {
  title: 'Tools/Small Text Generator',
  component: SmallTextGenerator,
} satisfies Meta<typeof SmallTextGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
