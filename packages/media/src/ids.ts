// Identifiers that reach the server in URLs and bodies, checked before they are used anywhere.

/** A download id is chosen by the browser: letters, digits, `_` and `-`, 8 to 64 of them. */
export const DOWNLOAD_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** Conversion ids and file ids are the server's own `crypto.randomUUID()`s. */
export const JOB_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function isDownloadId(value: unknown): value is string {
  return typeof value === 'string' && DOWNLOAD_ID_PATTERN.test(value);
}

export function isJobKey(value: unknown): value is string {
  return typeof value === 'string' && JOB_KEY_PATTERN.test(value);
}
