import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlagiarismChecker } from './PlagiarismChecker';

const meta = {
  title: 'Tools/Plagiarism Checker',
  component: PlagiarismChecker,
} satisfies Meta<typeof PlagiarismChecker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
