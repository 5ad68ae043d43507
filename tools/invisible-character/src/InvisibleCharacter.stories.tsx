import type { Meta, StoryObj } from '@storybook/react-vite';
import { InvisibleCharacter } from './InvisibleCharacter';

const meta = {
  title: 'Tools/Invisible Character Generator',
  component: InvisibleCharacter,
} satisfies Meta<typeof InvisibleCharacter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
