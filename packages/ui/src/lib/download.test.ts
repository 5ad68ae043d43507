import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadBlob, downloadTextFile } from './download';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('downloadTextFile', () => {
  it('saves the text through a temporary link and revokes the URL', async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    // jsdom has no object URLs; stub both ends.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:test/1';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    downloadTextFile('converted-text.txt', 'Héllo wörld');

    expect(click).toHaveBeenCalledTimes(1);
    const clicked = click.mock.contexts[0] as HTMLAnchorElement | undefined;
    expect(clicked?.download).toBe('converted-text.txt');
    expect(clicked?.href).toBe('blob:test/1');
    expect(clicked?.isConnected).toBe(false);
    expect(await blobs[0]?.text()).toBe('Héllo wörld');
    expect(blobs[0]?.type).toBe('text/plain;charset=utf-8');
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
  });

  it('refuses a missing file name', () => {
    URL.createObjectURL = vi.fn(() => 'blob:test/0');
    URL.revokeObjectURL = vi.fn();
    expect(() => downloadTextFile(' ', 'x')).toThrow('download: a file name is required');
    expect(() => downloadBlob('', new Blob())).toThrow('download: a file name is required');
  });

  it('saves a Blob as it is, and keeps its URL a minute for a large file still being read', () => {
    vi.useFakeTimers();
    URL.createObjectURL = vi.fn(() => 'blob:test/2');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    downloadBlob('pdfs.zip', new Blob([new Uint8Array([80, 75])], { type: 'application/zip' }));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('pdfs.zip');
    vi.advanceTimersByTime(59_999);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/2');
  });
});
