/** Saves text as a UTF-8 file through a temporary `<a download>`; nothing leaves the browser. */
export function downloadTextFile(filename: string, text: string): void {
  if (typeof filename !== 'string' || filename.trim() === '') throw new Error('downloadTextFile: a file name is required');
  if (typeof text !== 'string') throw new TypeError('downloadTextFile: text must be a string');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has handed the blob to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
