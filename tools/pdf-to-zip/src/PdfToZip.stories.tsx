import type { Meta, StoryObj } from '@storybook/react-vite';
import { PdfToZip } from './PdfToZip';

/** A small PDF-looking file (stories take initial files as PDFs without checking them). */
const pdf = (name: string, kilobytes: number) =>
  new File([`%PDF-1.7\n${'x'.repeat(kilobytes * 1024)}\n%%EOF\n`], name, { type: 'application/pdf', lastModified: Date.UTC(2024, 0, 15) });

const meta = {
  title: 'Tools/PDF to ZIP',
  component: PdfToZip,
} satisfies Meta<typeof PdfToZip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the drop zone and the button. */
export const Empty: Story = {};

/** A few files, two with the same name: the second is marked with the name it gets in the archive. */
export const Selected: Story = {
  args: {
    initialFiles: [
      pdf('invoice-2024-01.pdf', 120),
      pdf('contract.pdf', 48),
      pdf('contract.pdf', 52),
      pdf('ملخص التقرير السنوي للشركة مع جميع الملاحق والجداول.pdf', 3),
    ],
  },
};

/** Two hundred files: the list scrolls inside its box (the page's browser test takes 2,000). */
export const ManyFiles: Story = {
  args: { initialFiles: Array.from({ length: 200 }, (_, index) => pdf(`scan-${String(index + 1).padStart(3, '0')}.pdf`, 1)) },
};
