import { ensureAdminCredentials, verifyAdminPassword, type DB, type EnsureAdminOptions, type EnsureAdminResult } from '@toolnest/db';

/** The admin login: set at start-up, checked by the admin routes. */
export class AdminCredentialStore {
  readonly #db: DB;

  constructor(db: DB) {
    this.#db = db;
  }

  /** Stores ADMIN_PASSWORD's hash, or generates a password once when none is set and none is stored. */
  ensure(options: EnsureAdminOptions): Promise<EnsureAdminResult> {
    return ensureAdminCredentials(this.#db, options);
  }

  /** Constant-time check of a login. */
  verify(username: string, password: string): Promise<boolean> {
    return verifyAdminPassword(this.#db, username, password);
  }
}
