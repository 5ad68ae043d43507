import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PickedFile } from './types';

/** Writes picked files to a fresh folder, for engines that take a file input's files by path; answers the paths. */
export function writePickedFiles(files: readonly PickedFile[]): string[] {
  const folder = mkdtempSync(join(tmpdir(), 'toolnest-pick-'));
  return files.map((file) => {
    const path = join(folder, file.name);
    writeFileSync(path, file.buffer);
    return path;
  });
}
