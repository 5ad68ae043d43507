// DATA_DIR and what the server writes in it are its user's alone (the folder 0700, files 0600),
// whatever the umask. A DATA_DIR that already exists is the operator's: its
// mode is left alone, with a warning in the log when other users may enter it.
import { chmodSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATABASE_FILE_NAME } from '../src/stores';
import { tempDir, testApp } from './helpers';

const modeOf = (path: string) => statSync(path).mode & 0o777;
const valid = { toolName: 'Colour Picker', email: '', description: 'Pick a colour from the screen.' };

function warnings(): { lines: string[]; logger: { level: string; stream: { write: (line: string) => void } } } {
  const lines: string[] = [];
  return { lines, logger: { level: 'warn', stream: { write: (line) => lines.push((JSON.parse(line) as { msg: string }).msg) } } };
}

describe('DATA_DIR modes', () => {
  it('under a umask of 022, a new DATA_DIR is 0700 and the database, -wal, -shm 0600, DATA_DIR/media 0700', async () => {
    const previous = process.umask(0o022);
    try {
      const dataDir = join(tempDir(), 'new', 'data');
      const log = warnings();
      const app = await testApp({ dataDir, logger: log.logger });
      expect((await app.inject({ method: 'POST', url: '/api/tool-request', payload: valid })).statusCode).toBe(201);
      expect(modeOf(dataDir)).toBe(0o700);
      const database = join(dataDir, DATABASE_FILE_NAME);
      for (const file of [database, `${database}-wal`, `${database}-shm`]) expect(modeOf(file), file).toBe(0o600);
      expect(modeOf(join(dataDir, 'media'))).toBe(0o700);
      const [instance] = readdirSync(join(dataDir, 'media'));
      expect(modeOf(join(dataDir, 'media', instance!))).toBe(0o700);
      expect(log.lines.filter((line) => line.includes('DATA_DIR'))).toEqual([]);
    } finally {
      process.umask(previous);
    }
  });

  it('leaves an existing DATA_DIR open to others as it is, and says so in the log', async () => {
    const dataDir = join(tempDir(), 'shared');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o755);
    const log = warnings();
    await testApp({ dataDir, logger: log.logger });
    expect(modeOf(dataDir)).toBe(0o755);
    expect(modeOf(join(dataDir, DATABASE_FILE_NAME))).toBe(0o600);
    expect(log.lines.filter((line) => line.startsWith('DATA_DIR'))).toEqual([
      `DATA_DIR ${dataDir} can be entered by other users of this machine (mode 755). The server makes its own files 0600 but leaves a folder it did not create as it is; chmod 700 it to keep them private.`,
    ]);
  });

  it('says nothing of an existing DATA_DIR that is 0700', async () => {
    const dataDir = join(tempDir(), 'private');
    mkdirSync(dataDir, { mode: 0o700 });
    const log = warnings();
    await testApp({ dataDir, logger: log.logger });
    expect(log.lines.filter((line) => line.startsWith('DATA_DIR'))).toEqual([]);
  });
});
