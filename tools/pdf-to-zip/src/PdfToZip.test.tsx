import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inProcessWorker } from '@toolnest/ui/in-process-worker';
import { Toaster, dismissToast } from '@toolnest/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PdfToZip } from './PdfToZip';
import { zipToBlob } from './zip-task';
import { unzipEntries } from '../test/unzip';

const saved: { name: string; blob: Blob }[] = [];

beforeEach(() => {
  saved.length = 0;
  // jsdom has no object URLs or real downloads: record what would be saved, under which name.
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:pdf-to-zip/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});

afterEach(() => {
  act(() => dismissToast());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const encode = (text: string) => new TextEncoder().encode(text);
const pdfBytes = (body: string) => encode(`%PDF-1.7\n${body}\n%%EOF\n`);
const pdf = (name: string, body = name) => new File([pdfBytes(body)], name, { type: 'application/pdf', lastModified: Date.UTC(2024, 4, 1) });

/** A file whose reading waits for `release` (or fails with `fail`), like a slow or vanishing disk. */
function heldFile(name: string) {
  const file = pdf(name);
  const real = file.arrayBuffer.bind(file);
  let release!: () => void;
  let fail!: (error: Error) => void;
  const held = new Promise<void>((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  file.arrayBuffer = async () => {
    await held;
    return real();
  };
  return { file, release, fail };
}

/** A file whose check (its first bytes read) waits for `release`. */
function checkHeldFile(name: string) {
  const file = pdf(name);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const slice = file.slice.bind(file);
  file.slice = (...args) => {
    const head = slice(...args);
    const read = head.arrayBuffer.bind(head);
    head.arrayBuffer = async () => (await held, read());
    return head;
  };
  return { file, release };
}

function setup() {
  // Like a browser's "All files" choice: the picker's accept filter is only a suggestion.
  const user = userEvent.setup({ applyAccept: false });
  render(
    <>
      <PdfToZip />
      <Toaster />
    </>,
  );
  const input = screen.getByLabelText('Choose PDF files');
  const create = () => user.click(screen.getByRole('button', { name: /Create ZIP Archive|Creating ZIP\.\.\./ }));
  return { user, input, create, choose: (files: File[]) => user.upload(input, files) };
}

/** The names in the list of selected files (a region named by its heading), in order. */
function listedNames() {
  const selection = screen.queryByRole('region', { name: /^Selected files/ });
  return selection ? within(selection).queryAllByRole('listitem').map((item) => item.querySelector('p')!.textContent) : [];
}
// The notification region appears with the first notice (the Radix part of the Toaster loads on demand).
const notice = async (text: string) => within(await screen.findByRole('region', { name: /Notifications/ })).findByText(text);

/** What a saved archive holds, in order, as plain arrays (jsdom's typed arrays are another realm's). */
const archived = async (blob: Blob) => unzipEntries(new Uint8Array(await blob.arrayBuffer())).map(([name, bytes]) => [name, [...bytes]]);

/** zip.worker.ts in this thread (jsdom has no Worker), its buffers transferred as in a browser. */
const InProcessZipWorker = inProcessWorker(zipToBlob);

describe('PdfToZip', () => {
  beforeEach(() => vi.stubGlobal('Worker', InProcessZipWorker));

  it('lists the chosen PDFs with name and size; choosing again replaces the list; × removes one', async () => {
    const { user, choose } = setup();
    expect(screen.getByLabelText('Choose PDF files')).toHaveAttribute('accept', '.pdf,application/pdf');
    await choose([pdf('a.pdf'), pdf('b.pdf', 'x'.repeat(2000))]);
    await waitFor(() => expect(listedNames()).toEqual(['a.pdf', 'b.pdf']));
    expect(screen.getByRole('heading', { name: 'Selected files (2, 1.99 KB)' })).toBeInTheDocument();
    expect(screen.getByText('1.97 KB')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(listedNames()).toEqual(['b.pdf']);

    await choose([pdf('c.pdf')]);
    await waitFor(() => expect(listedNames()).toEqual(['c.pdf']));
  });

  it('says it is checking the files until their first bytes are read', async () => {
    const { choose } = setup();
    const slow = checkHeldFile('slow.pdf');
    await choose([slow.file, pdf('quick.pdf')]);
    expect(screen.getByText('Checking 2 files...')).toBeInTheDocument();
    expect(listedNames()).toEqual([]);
    await act(async () => slow.release());
    await waitFor(() => expect(listedNames()).toEqual(['slow.pdf', 'quick.pdf']));
    expect(screen.queryByText(/Checking/)).not.toBeInTheDocument();
  });

  it('Create ZIP pressed while the pick is checked waits for it and archives those files', async () => {
    const { choose, create } = setup();
    const slow = checkHeldFile('slow.pdf');
    await choose([slow.file]);
    await create();
    // Taken at once: busy, so a second press is not a second archive.
    expect(screen.getByRole('button', { name: 'Creating ZIP...' })).toBeDisabled();
    await act(async () => slow.release());
    expect(await notice('Successfully compressed 1 PDF file(s) into a ZIP archive.')).toBeInTheDocument();
    expect(saved.map(({ name }) => name)).toEqual(['pdfs.zip']);
    expect((await archived(saved[0]!.blob)).map(([name]) => name)).toEqual(['slow.pdf']);
  });

  it('leaves out a renamed program, an empty file and a text file, with the warning', async () => {
    const { choose } = setup();
    const renamed = new File([encode('MZ\x90\x00\x03 This program cannot be run in DOS mode.')], 'setup.pdf', { type: 'application/pdf' });
    const empty = new File([], 'empty.pdf', { type: 'application/pdf' });
    await choose([renamed, pdf('real.pdf'), empty]);
    expect(await notice('Only PDF files are supported. Non-PDF files were ignored.')).toBeInTheDocument();
    expect(listedNames()).toEqual(['real.pdf']);

    act(() => dismissToast());
    // Dropped files go through the same check; one refused by its type as well.
    fireEvent.drop(screen.getByText('Drop files here, or').parentElement!, {
      dataTransfer: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(await notice('Only PDF files are supported. Non-PDF files were ignored.')).toBeInTheDocument();
    // A pick with no PDF at all leaves the list as it was.
    expect(listedNames()).toEqual(['real.pdf']);
  });

  it('keeps files with the same name, showing the name each gets in the archive', async () => {
    const { choose } = setup();
    await choose([pdf('scan.pdf', 'one'), pdf('Scan.PDF', 'two'), pdf('scan.pdf', 'three')]);
    await waitFor(() => expect(listedNames()).toEqual(['scan.pdf', 'Scan.PDF', 'scan.pdf']));
    expect(screen.getByText(/saved as Scan \(1\)\.PDF/)).toBeInTheDocument();
    expect(screen.getByText(/saved as scan \(2\)\.pdf/)).toBeInTheDocument();
  });

  it('asks for a file when there is none', async () => {
    const { create } = setup();
    await create();
    expect(await notice('Please select at least one PDF file.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('saves pdfs.zip holding every file byte for byte, shows progress meanwhile, and only then says ZIP Created!', async () => {
    const { choose, create } = setup();
    const slow = heldFile('b.pdf');
    await choose([pdf('a.pdf', 'first'), slow.file, pdf('a.pdf', 'third')]);
    await waitFor(() => expect(listedNames()).toHaveLength(3));
    await create();

    expect(screen.getByRole('button', { name: 'Creating ZIP...' })).toBeDisabled();
    expect(screen.getByLabelText('Choose PDF files')).toBeDisabled();
    for (const remove of screen.getAllByRole('button', { name: /^Remove / })) expect(remove).toBeDisabled();
    const bar = screen.getByRole('progressbar', { name: 'Creating pdfs.zip' });
    expect(bar).toHaveAttribute('aria-valuenow');
    expect(saved).toEqual([]);
    expect(screen.queryByText('ZIP Created!')).not.toBeInTheDocument();

    await act(async () => slow.release());
    expect(await notice('ZIP Created!')).toBeInTheDocument();
    expect(await notice('Successfully compressed 3 PDF file(s) into a ZIP archive.')).toBeInTheDocument();
    expect(saved.map(({ name }) => name)).toEqual(['pdfs.zip']);
    expect(saved[0]!.blob.type).toBe('application/zip');
    expect(await archived(saved[0]!.blob)).toEqual([
      ['a.pdf', [...pdfBytes('first')]],
      ['b.pdf', [...pdfBytes('b.pdf')]],
      ['a (1).pdf', [...pdfBytes('third')]],
    ]);
    // Done: the bar is gone, the button is back and the selection is kept.
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create ZIP Archive' })).toBeEnabled();
    expect(listedNames()).toHaveLength(3);
  });

  it('a file that can no longer be read: "Could not read {name}.", no archive, the selection kept', async () => {
    const { choose, create } = setup();
    const gone = heldFile('gone.pdf');
    await choose([pdf('a.pdf'), gone.file]);
    await waitFor(() => expect(listedNames()).toHaveLength(2));
    await create();
    await act(async () => gone.fail(new DOMException('A requested file or directory could not be found.', 'NotFoundError')));
    expect(await notice('Could not read gone.pdf.')).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(listedNames()).toEqual(['a.pdf', 'gone.pdf']);
    expect(screen.getByRole('button', { name: 'Create ZIP Archive' })).toBeEnabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('refuses more than plain ZIP holds before reading a byte', async () => {
    const { choose, create } = setup();
    const huge = pdf('huge.pdf');
    Object.defineProperty(huge, 'size', { value: 5 * 1024 ** 3 });
    const read = vi.spyOn(huge, 'arrayBuffer');
    await choose([huge]);
    await waitFor(() => expect(listedNames()).toEqual(['huge.pdf']));
    expect(screen.getByText('5 GB')).toBeInTheDocument();
    await create();
    expect(await notice('ZIP archives over 4 GB or 65,535 files are not supported.')).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
  });
});

describe('PdfToZip without a Worker', () => {
  it('says the archive cannot be made, rather than freezing the page', async () => {
    expect(typeof Worker).toBe('undefined');
    const { choose, create } = setup();
    await choose([pdf('a.pdf')]);
    await waitFor(() => expect(listedNames()).toHaveLength(1));
    await create();
    expect(await notice('Could not create pdfs.zip: this browser cannot build it in the background.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

describe('PdfToZip with a scripted worker', () => {
  /** A stand-in for the zip worker: records what it is sent and with what transfer list; the test answers. */
  class FakeWorker {
    static last: FakeWorker | null = null;
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onerror: (() => void) | null = null;
    sent: { data: unknown; transfer: unknown[] }[] = [];
    constructor() {
      FakeWorker.last = this;
    }
    postMessage(data: unknown, transfer: unknown[] = []) {
      this.sent.push({ data, transfer });
    }
    terminate() {}
    answer(data: unknown) {
      act(() => this.onmessage?.({ data }));
    }
  }

  beforeEach(() => {
    FakeWorker.last = null;
    vi.stubGlobal('Worker', FakeWorker);
  });

  it('moves the file buffers to the worker, follows its progress, and says ZIP Created! only after its archive', async () => {
    const { choose, create } = setup();
    await choose([pdf('a.pdf', 'aaaa'), pdf('b.pdf', 'bbbb')]);
    await waitFor(() => expect(listedNames()).toHaveLength(2));
    await create();
    await waitFor(() => expect(FakeWorker.last?.sent).toHaveLength(1));
    const [{ data, transfer }] = FakeWorker.last!.sent as [{ data: { name: string; data: Uint8Array }[]; transfer: unknown[] }];
    expect(data.map((source) => source.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(transfer).toEqual(data.map((source) => source.data.buffer));

    const bar = screen.getByRole('progressbar', { name: 'Creating pdfs.zip' });
    // Reading is the first half of the bar; the worker's bytes fill the second.
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    const total = data.reduce((sum, source) => sum + source.data.length, 0);
    FakeWorker.last!.answer({ progress: { done: total / 2, total } });
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByText('75%')).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(screen.queryByText('ZIP Created!')).not.toBeInTheDocument();

    const archive = new Blob(['PK'], { type: 'application/zip' });
    FakeWorker.last!.answer({ ok: true, value: archive });
    expect(await notice('ZIP Created!')).toBeInTheDocument();
    expect(saved).toEqual([{ name: 'pdfs.zip', blob: archive }]);
  });

  it("a worker's failure is an error notice, with no archive", async () => {
    const { choose, create } = setup();
    await choose([pdf('a.pdf')]);
    await waitFor(() => expect(listedNames()).toHaveLength(1));
    await create();
    await waitFor(() => expect(FakeWorker.last?.sent).toHaveLength(1));
    FakeWorker.last!.answer({ ok: false, message: 'Array buffer allocation failed' });
    expect(await notice('Could not create pdfs.zip: Array buffer allocation failed')).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Create ZIP Archive' })).toBeEnabled();
  });
});
