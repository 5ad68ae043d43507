import type { Meta, StoryObj } from '@storybook/react-vite';
import { CloakingChecker } from './CloakingChecker';

const meta = {
  title: 'Tools/Cloaking Checker',
  component: CloakingChecker,
} satisfies Meta<typeof CloakingChecker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
