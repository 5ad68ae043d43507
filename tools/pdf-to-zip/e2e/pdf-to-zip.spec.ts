// What is PDF to ZIP's own on its page in the real site (run by apps/web's Playwright, which collects
// tools/*/e2e), under the production server's CSP. The test kit's page smoke checks every tool page's
// title, heading, Related Tools, 360 px and axe in light and dark, so this spec does not. Speed is
// measured by `pnpm bench` (test/browser.bench.ts), not here.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, expectFitsAndAccessible, mainButton, notices, test, type Page } from '@toolnest/test-kit';
import { unzipEntries } from '../test/unzip';

/** A real one-page PDF saying `text`, with a correct cross-reference table. */
function tinyPdf(text: string): Buffer {
  const content = `BT /F1 18 Tf 20 40 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets = objects.map((object, index) => {
    const at = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const asPdf = (name: string, buffer: Buffer) => ({ name, mimeType: 'application/pdf', buffer });
const fileInput = (page: Page) => page.getByLabel('Choose PDF files');
const selection = (page: Page) => page.getByRole('region', { name: /^Selected files/ });

/** Console errors and CSP violations of the page (a blocked worker or script shows as both). */
async function watchErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)),
  );
  return errors;
}

test('pdfs.zip holds the dropped PDFs byte for byte, under the CSP; a renamed non-PDF is left out with the warning', async ({ page }) => {
  const errors = await watchErrors(page);
  await page.goto('/pdf-to-zip');

  // Chosen: two files of one name, a long name, a program renamed .pdf and an empty file.
  const longName = `${'Annual report of the northern region '.repeat(6).trim()}.pdf`;
  await fileInput(page).setInputFiles([
    asPdf('report.pdf', tinyPdf('first')),
    asPdf('report.pdf', tinyPdf('second')),
    asPdf(longName, tinyPdf('long')),
    asPdf('setup.pdf', Buffer.from('MZ\x90\x00\x03\x00\x00\x00 This program cannot be run in DOS mode.', 'latin1')),
    asPdf('empty.pdf', Buffer.alloc(0)),
  ]);
  await expect(notices(page).getByText('Only PDF files are supported. Non-PDF files were ignored.')).toBeVisible();
  await expect(selection(page).getByRole('listitem')).toHaveCount(3);
  await expect(selection(page).getByText('saved as report (1).pdf')).toBeVisible();
  await expect(selection(page)).not.toContainText('setup.pdf');
  await expectFitsAndAccessible(page);

  // Dropped: they replace the selection.
  const dropped = [asPdf('Résumé.pdf', tinyPdf('resume')), asPdf('a.pdf', tinyPdf('a')), asPdf('a.pdf', tinyPdf('another a'))];
  const dataTransfer = await page.evaluateHandle(
    (files) => {
      const transfer = new DataTransfer();
      for (const { name, bytes } of files) transfer.items.add(new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }));
      return transfer;
    },
    dropped.map(({ name, buffer }) => ({ name, bytes: [...buffer] })),
  );
  await page.getByText('Drop files here, or').dispatchEvent('drop', { dataTransfer });
  await expect(selection(page).getByRole('listitem')).toHaveCount(3);
  await expect(selection(page)).toContainText('Résumé.pdf');

  const [download] = await Promise.all([page.waitForEvent('download'), mainButton(page, 'Create ZIP Archive').click()]);
  expect(download.suggestedFilename()).toBe('pdfs.zip');
  const zip = await readFile(await download.path());
  expect(unzipEntries(zip).map(([name, bytes]) => [name, Buffer.from(bytes)])).toEqual([
    ['Résumé.pdf', dropped[0]!.buffer],
    ['a.pdf', dropped[1]!.buffer],
    ['a (1).pdf', dropped[2]!.buffer],
  ]);
  await expect(notices(page).getByText('ZIP Created!', { exact: true })).toBeVisible();
  await expect(notices(page).getByText('Successfully compressed 3 PDF file(s) into a ZIP archive.')).toBeVisible();
  await expect(mainButton(page, 'Create ZIP Archive')).toBeEnabled();
  expect(errors).toEqual([]);
});

// @heavy: Chromium reads the first bytes of 2,000 files one by one (1 to 2 ms each on a busy 2-core machine).
test('2,000 files are listed in a scrolling list; a file deleted before Create gives "Could not read", no archive, the list kept @heavy', async ({ page }) => {
  await page.goto('/pdf-to-zip');
  const pdf = tinyPdf('page');
  await fileInput(page).setInputFiles(Array.from({ length: 2000 }, (_, index) => asPdf(`scan-${index + 1}.pdf`, pdf)));
  const list = selection(page).getByRole('list');
  await expect(list.getByRole('listitem')).toHaveCount(2000);
  await expect(selection(page).getByRole('heading')).toHaveText(/^Selected files \(2000,/);
  expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight * 10 && getComputedStyle(element).overflowY === 'auto')).toBe(true);

  const folder = await mkdtemp(join(tmpdir(), 'pdf-to-zip-e2e-'));
  try {
    const paths = ['kept.pdf', 'gone.pdf'].map((name) => join(folder, name));
    for (const path of paths) await writeFile(path, pdf);
    await fileInput(page).setInputFiles(paths);
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await rm(paths[1]!);

    let downloaded = false;
    page.on('download', () => (downloaded = true));
    await mainButton(page, 'Create ZIP Archive').click();
    await expect(notices(page).getByText('Could not read gone.pdf.')).toBeVisible();
    await expect(mainButton(page, 'Create ZIP Archive')).toBeEnabled();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    expect(downloaded).toBe(false);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
