import type { Meta, StoryObj } from '@storybook/react-vite';
import { PdfToZip } from './PdfToZip';

const meta = {
  title: 'Tools/PDF to ZIP',
  component: PdfToZip,
} satisfies Meta<typeof PdfToZip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
