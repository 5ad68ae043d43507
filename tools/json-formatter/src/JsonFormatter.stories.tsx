import type { Meta, StoryObj } from '@storybook/react-vite';
import { JsonFormatter } from './JsonFormatter';

const meta = {
  title: 'Tools/JSON Formatter',
  component: JsonFormatter,
} satisfies Meta<typeof JsonFormatter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
