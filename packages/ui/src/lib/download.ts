/** Saves what `href` names (a same-origin or blob: URL) as `filename`, through a temporary `<a download>`. */
export function downloadUrl(filename: string, href: string): void {
  if (typeof filename !== 'string' || filename.trim() === '') throw new Error('download: a file name is required');
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves a Blob as a file; nothing leaves the browser. */
export function downloadBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  downloadUrl(filename, url);
  // Kept a while: the download of a 100 MB Blob may still be reading it on the next task.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Saves text as a UTF-8 file through a temporary `<a download>`; nothing leaves the browser. */
export function downloadTextFile(filename: string, text: string): void {
  if (typeof text !== 'string') throw new TypeError('downloadTextFile: text must be a string');
  downloadBlob(filename, new Blob([text], { type: 'text/plain;charset=utf-8' }));
}
