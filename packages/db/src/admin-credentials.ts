import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { DB } from './create-database';

/** scrypt's cost parameters; a hash records its own, so verifying follows whatever it was made with. */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

// OWASP's scrypt baseline: N=2^17 is stronger but costs 128 MiB per check; 2^15 keeps logins quick and memory modest.
export const DEFAULT_SCRYPT_PARAMS: Readonly<ScryptParams> = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function deriveKey(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolvePromise, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolvePromise(key),
    );
  });
}

/**
 * Hashes a password as `scrypt$N$r$p$<salt>$<key>` (base64url) with a fresh random salt. Lower `params`
 * only in tests, where every check would otherwise cost ~100 ms of a shared CPU.
 */
export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, params);
  const { N, r, p } = params;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPasswordHash(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0)) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await deriveKey(password, salt, { N, r, p });
  return timingSafeEqual(actual, expected);
}

/** 24 characters of base64url from 144 random bits. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

export interface EnsureAdminOptions {
  username: string;
  /** From ADMIN_PASSWORD; when absent a stored login is kept, or a random password is generated once. */
  password?: string | undefined;
  /** scrypt cost of the stored hash; the default unless a test lowers it. */
  hashParams?: ScryptParams | undefined;
}

export interface EnsureAdminResult {
  /** The newly generated password, to print once; null when none was generated. */
  generatedPassword: string | null;
}

/** Makes sure exactly one admin login exists (docs/admin.md#credentials). */
export async function ensureAdminCredentials(
  db: DB,
  { username, password, hashParams = DEFAULT_SCRYPT_PARAMS }: EnsureAdminOptions,
): Promise<EnsureAdminResult> {
  if (!username.trim()) throw new Error('The admin username must not be empty.');
  const now = new Date().toISOString();
  const existing = await db.selectFrom('admin_credentials').select(['username']).where('id', '=', 1).executeTakeFirst();

  if (password === undefined || password === '') {
    if (existing) {
      // Keep the stored password; a renamed ADMIN_USERNAME simply takes it over.
      if (existing.username !== username) {
        await db.updateTable('admin_credentials').set({ username, updated_at: now }).where('id', '=', 1).execute();
      }
      return { generatedPassword: null };
    }
    const generatedPassword = generatePassword();
    await saveCredentials(db, username, await hashPassword(generatedPassword, hashParams), now);
    return { generatedPassword };
  }

  await saveCredentials(db, username, await hashPassword(password, hashParams), now);
  return { generatedPassword: null };
}

async function saveCredentials(db: DB, username: string, passwordHash: string, now: string): Promise<void> {
  await db
    .insertInto('admin_credentials')
    .values({ id: 1, username, password_hash: passwordHash, updated_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ username, password_hash: passwordHash, updated_at: now }))
    .execute();
}

function sameText(a: string, b: string): boolean {
  // Hashing first gives equal lengths, so the comparison time does not depend on where they differ.
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

// Checked when no admin exists, so a missing login costs the same time as a wrong one.
let dummyHash: Promise<string> | undefined;

/** True when the username and password match the stored admin login. */
export async function verifyAdminPassword(db: DB, username: string, password: string): Promise<boolean> {
  const row = await db
    .selectFrom('admin_credentials')
    .select(['username', 'password_hash'])
    .where('id', '=', 1)
    .executeTakeFirst();
  dummyHash ??= hashPassword(generatePassword());
  const passwordOk = await verifyPasswordHash(password, row?.password_hash ?? (await dummyHash));
  const usernameOk = sameText(username, row?.username ?? '');
  return Boolean(row) && usernameOk && passwordOk;
}
