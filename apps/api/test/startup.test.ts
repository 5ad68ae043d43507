import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { buildApp, DATABASE_FILE_NAME } from '../src/entry/app';
import { tempDir } from './helpers';

describe('start-up', () => {
  it('creates a missing DATA_DIR with the database in it', async () => {
    const dataDir = join(tempDir(), 'not', 'there', 'yet');
    const app = await buildApp({ dataDir, admin: { password: 'pw' } });
    try {
      expect(existsSync(join(dataDir, DATABASE_FILE_NAME))).toBe(true);
      expect((await app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('fails with a message naming the file when the database cannot be opened', async () => {
    const dataDir = tempDir();
    const file = join(dataDir, DATABASE_FILE_NAME);
    writeFileSync(file, 'definitely not an SQLite database '.repeat(40));
    await expect(buildApp({ dataDir })).rejects.toThrow(`Cannot open the database file ${file}`);
  });

  it('fails with a message naming the file when the database path is a folder', async () => {
    const dataDir = tempDir();
    const file = join(dataDir, DATABASE_FILE_NAME);
    mkdirSync(file);
    await expect(buildApp({ dataDir })).rejects.toThrow(file);
  });

  it('fails with a clear message when DATA_DIR cannot be created', async () => {
    const blocker = join(tempDir(), 'a-file');
    writeFileSync(blocker, 'x');
    await expect(buildApp({ dataDir: join(blocker, 'data') })).rejects.toThrow(`Cannot create the data folder ${join(blocker, 'data')}`);
  });

  it('generates an admin password once when none is configured', async () => {
    const dataDir = tempDir();
    const told = vi.fn();
    const first = await buildApp({ dataDir, onAdminPasswordGenerated: told });
    await first.close();
    const second = await buildApp({ dataDir, onAdminPasswordGenerated: told });
    try {
      expect(told).toHaveBeenCalledTimes(1);
      const [username, password] = told.mock.calls[0]!;
      expect(username).toBe('admin');
      expect(await second.adminCredentials.verify('admin', password)).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('uses the configured admin credentials', async () => {
    const told = vi.fn();
    const app = await buildApp({ dataDir: tempDir(), admin: { username: 'owner', password: 'hunter22' }, onAdminPasswordGenerated: told });
    try {
      expect(told).not.toHaveBeenCalled();
      expect(await app.adminCredentials.verify('owner', 'hunter22')).toBe(true);
      expect(await app.adminCredentials.verify('owner', 'wrong')).toBe(false);
    } finally {
      await app.close();
    }
  });
});
