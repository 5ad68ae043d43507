// DATA_DIR's own mode. Everything the server writes lives under DATA_DIR, readable by its user only (the
// folder 0700, files 0600).
import { chmodSync, mkdirSync, statSync } from 'node:fs';

export const DATA_DIR_MODE = 0o700;

/**
 * Creates DATA_DIR 0700 when it is missing, whatever the umask. A folder that already exists is the
 * operator's (their $HOME, a mounted volume): its mode is left as it is, and the answer is a warning
 * for the log when other users may enter it. Null when all is well.
 */
export function prepareDataDir(dataDir: string): string | null {
  let created: string | undefined;
  try {
    created = mkdirSync(dataDir, { recursive: true, mode: DATA_DIR_MODE });
  } catch (error) {
    throw new Error(`Cannot create the data folder ${dataDir}: ${(error as Error).message}`, { cause: error });
  }
  if (created !== undefined) {
    // mkdir's mode is masked by the umask; the folder the server made gets exactly 0700.
    chmodSync(dataDir, DATA_DIR_MODE);
    return null;
  }
  const mode = statSync(dataDir).mode & 0o777;
  if ((mode & 0o077) === 0) return null;
  return (
    `DATA_DIR ${dataDir} can be entered by other users of this machine (mode ${mode.toString(8).padStart(3, '0')}). ` +
    `The server makes its own files 0600 but leaves a folder it did not create as it is; chmod 700 it to keep them private.`
  );
}
