// The page test/browser.bench.ts measures: the tool as the site shows it, with the notices, and nothing else.
import { Toaster } from '@toolnest/ui';
import { createRoot } from 'react-dom/client';
import { PdfToZip } from '../../src/PdfToZip';

createRoot(document.getElementById('root')!).render(
  <>
    <PdfToZip />
    <Toaster />
  </>,
);
