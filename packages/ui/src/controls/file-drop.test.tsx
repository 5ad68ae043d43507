import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileDrop, checkFiles, formatFileSize, isAccepted } from './file-drop';

const file = (name: string, size: number, type = '') => new File([new Uint8Array(size)], name, { type });
const pdf = (name: string, size = 10) => file(name, size, 'application/pdf');

describe('formatFileSize', () => {
  it('uses base 1024 and up to 2 decimals', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1000)).toBe('1000 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(10 * 1024 ** 2)).toBe('10 MB');
    expect(formatFileSize(1234567890)).toBe('1.15 GB');
  });
});

describe('isAccepted and checkFiles', () => {
  it('matches extensions (any case), exact MIME types and wildcards', () => {
    expect(isAccepted(file('A.PDF', 1), ['.pdf'])).toBe(true);
    expect(isAccepted(file('a.txt', 1, 'text/plain'), ['.pdf', 'application/pdf'])).toBe(false);
    expect(isAccepted(pdf('scan'), ['application/pdf'])).toBe(true);
    expect(isAccepted(file('p.png', 1, 'image/png'), ['image/*'])).toBe(true);
    expect(isAccepted(file('anything', 1), [])).toBe(true);
  });

  it('names the file and the limit in each reason', () => {
    const { accepted, rejected } = checkFiles(
      [pdf('a.pdf', 600), file('notes.txt', 5, 'text/plain'), pdf('big.pdf', 2048), pdf('b.pdf', 600)],
      { accept: ['.pdf'], multiple: true, maxFileSize: 1024, maxTotalSize: 1024 },
    );
    expect(accepted.map((f) => f.name)).toEqual(['a.pdf']);
    expect(rejected.map((r) => r.reason)).toEqual([
      'notes.txt is not an accepted file type (.pdf).',
      'big.pdf is 2 KB, over the 1 KB limit per file.',
      'b.pdf would bring the total to 1.17 KB, over the 1 KB limit in total.',
    ]);
  });

  it('takes one file unless multiple', () => {
    const { accepted, rejected } = checkFiles([pdf('a.pdf'), pdf('b.pdf')], {});
    expect(accepted.map((f) => f.name)).toEqual(['a.pdf']);
    expect(rejected[0]?.reason).toBe('b.pdf was left out: choose one file at a time.');
  });
});

describe('FileDrop', () => {
  it('is a real file input, labelled, described by its rules, reached with Tab', async () => {
    const user = userEvent.setup();
    render(<FileDrop label="Choose PDF files" accept={['.pdf', 'application/pdf']} multiple maxFileSize={10 * 1024 ** 2} />);
    const input = screen.getByLabelText('Choose PDF files');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.pdf,application/pdf');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAccessibleDescription('Accepted: .pdf, application/pdf. Up to 10 MB per file.');
    await user.tab();
    expect(input).toHaveFocus();
  });

  it('reports chosen files: accepted ones, and rejected ones with their reasons, also shown on the page', async () => {
    // Like a browser's "All files" choice: the picker's accept filter is only a suggestion.
    const user = userEvent.setup({ applyAccept: false });
    const onAccept = vi.fn();
    const onReject = vi.fn();
    render(
      <FileDrop label="Choose PDF files" accept={['.pdf']} multiple maxFileSize={1024} onAccept={onAccept} onReject={onReject} />,
    );
    const ok = pdf('ok.pdf');
    await user.upload(screen.getByLabelText('Choose PDF files'), [ok, file('cat.png', 5, 'image/png'), pdf('huge.pdf', 4096)]);
    expect(onAccept).toHaveBeenCalledWith([ok]);
    expect(onReject.mock.calls[0]?.[0].map((r: { reason: string }) => r.reason)).toEqual([
      'cat.png is not an accepted file type (.pdf).',
      'huge.pdf is 4 KB, over the 1 KB limit per file.',
    ]);
    expect(screen.getByText('huge.pdf is 4 KB, over the 1 KB limit per file.')).toBeInTheDocument();
    // A fully accepted pick clears the old reasons and does not call onReject.
    await user.upload(screen.getByLabelText('Choose PDF files'), [pdf('next.pdf')]);
    expect(screen.queryByText(/over the 1 KB limit/)).not.toBeInTheDocument();
    expect(onReject).toHaveBeenCalledTimes(1);
    expect(onAccept).toHaveBeenCalledTimes(2);
  });

  it('takes dropped files through the same rules', () => {
    const onAccept = vi.fn();
    const onReject = vi.fn();
    render(<FileDrop label="Choose an image" accept={['image/*']} onAccept={onAccept} onReject={onReject} />);
    const zone = screen.getByText('Drop a file here, or').parentElement!;
    const photo = file('photo.jpg', 20, 'image/jpeg');
    fireEvent.dragOver(zone, { dataTransfer: { files: [], dropEffect: 'none' } });
    expect(zone).toHaveClass('border-primary');
    fireEvent.drop(zone, { dataTransfer: { files: [photo, file('second.jpg', 20, 'image/jpeg')] } });
    expect(zone).not.toHaveClass('border-primary');
    expect(onAccept).toHaveBeenCalledWith([photo]);
    expect(onReject.mock.calls[0]?.[0][0].reason).toBe('second.jpg was left out: choose one file at a time.');
  });

  it('takes nothing when disabled', () => {
    const onAccept = vi.fn();
    render(<FileDrop label="Choose PDF files" disabled onAccept={onAccept} />);
    expect(screen.getByLabelText('Choose PDF files')).toBeDisabled();
    const zone = screen.getByText('File selection is turned off.').parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('a.pdf')] } });
    expect(onAccept).not.toHaveBeenCalled();
  });
});
