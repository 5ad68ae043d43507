import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createDatabase,
  DEFAULT_SCRYPT_PARAMS,
  ensureAdminCredentials,
  generatePassword,
  hashPassword,
  verifyAdminPassword,
  verifyPasswordHash,
  type DB,
} from './index';

// Behaviour does not depend on the cost: the salting test runs at the production cost, the rest cheaply
// (each production check is ~100 ms of a CPU shared with the other packages' tests).
const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

let db: DB;
beforeEach(async () => {
  db = await createDatabase({ file: ':memory:' });
});
afterEach(async () => {
  await db.destroy();
});

describe('password hashing', () => {
  it('salts every hash and verifies only the right password', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
    expect(a).not.toContain('correct horse');
    expect(await verifyPasswordHash('correct horse', a)).toBe(true);
    expect(await verifyPasswordHash('correct horsf', a)).toBe(false);
  });

  it('never matches a malformed stored hash', async () => {
    for (const stored of ['', 'plain', 'scrypt$1$2$3', 'bcrypt$16384$8$1$abc$def', 'scrypt$x$8$1$abc$def', 'scrypt$16384$8$1$abc$short']) {
      expect(await verifyPasswordHash('anything', stored)).toBe(false);
    }
  });

  it('round-trips any Unicode password (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 40 }), async (password) => {
        expect(await verifyPasswordHash(password, await hashPassword(password, CHEAP))).toBe(true);
      }),
      { numRuns: 20 },
    );
  });

  it('records the cost it was made with, so a cheaper hash (tests) still verifies', async () => {
    const cheap = await hashPassword('pw', CHEAP);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPasswordHash('pw', cheap)).toBe(true);
    expect(await hashPassword('pw')).toMatch(new RegExp(`^scrypt\\$${DEFAULT_SCRYPT_PARAMS.N}\\$8\\$1\\$`));
  });

  it('generates long random passwords', () => {
    const passwords = new Set(Array.from({ length: 50 }, generatePassword));
    expect(passwords.size).toBe(50);
    for (const password of passwords) expect(password).toMatch(/^[\w-]{24}$/);
  });
});

describe('admin credentials', () => {
  it('generates a password once when none is configured, and stores only its hash', async () => {
    const first = await ensureAdminCredentials(db, { username: 'admin', hashParams: CHEAP });
    expect(first.generatedPassword).toMatch(/^[\w-]{24}$/);
    const password = first.generatedPassword!;
    const row = await db.selectFrom('admin_credentials').selectAll().executeTakeFirstOrThrow();
    expect(row.password_hash).not.toContain(password);
    expect(await verifyAdminPassword(db, 'admin', password)).toBe(true);

    const second = await ensureAdminCredentials(db, { username: 'admin', hashParams: CHEAP });
    expect(second.generatedPassword).toBeNull();
    expect(await verifyAdminPassword(db, 'admin', password)).toBe(true);
  });

  it('uses ADMIN_PASSWORD when set, replacing a generated one', async () => {
    const { generatedPassword } = await ensureAdminCredentials(db, { username: 'admin', hashParams: CHEAP });
    expect(await ensureAdminCredentials(db, { username: 'owner', password: 's3cret!', hashParams: CHEAP })).toEqual({ generatedPassword: null });
    expect(await verifyAdminPassword(db, 'owner', 's3cret!')).toBe(true);
    expect(await verifyAdminPassword(db, 'owner', generatedPassword!)).toBe(false);
    expect(await verifyAdminPassword(db, 'admin', 's3cret!')).toBe(false);
    expect(await db.selectFrom('admin_credentials').select('id').execute()).toHaveLength(1);
  });

  it('stores the hash at the cost asked for', async () => {
    await ensureAdminCredentials(db, { username: 'admin', password: 'pw', hashParams: CHEAP });
    const row = await db.selectFrom('admin_credentials').select('password_hash').executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$1024\$/);
    expect(await verifyAdminPassword(db, 'admin', 'pw')).toBe(true);
  });

  it('keeps the stored password when only the username changes', async () => {
    await ensureAdminCredentials(db, { username: 'admin', password: 'pw-one', hashParams: CHEAP });
    await ensureAdminCredentials(db, { username: 'boss', hashParams: CHEAP });
    expect(await verifyAdminPassword(db, 'boss', 'pw-one')).toBe(true);
    expect(await verifyAdminPassword(db, 'admin', 'pw-one')).toBe(false);
  });

  it('rejects everything when no admin exists, and rejects an empty username', async () => {
    expect(await verifyAdminPassword(db, 'admin', '')).toBe(false);
    expect(await verifyAdminPassword(db, '', '')).toBe(false);
    await expect(ensureAdminCredentials(db, { username: '  ', hashParams: CHEAP })).rejects.toThrow('The admin username must not be empty.');
  });
});
