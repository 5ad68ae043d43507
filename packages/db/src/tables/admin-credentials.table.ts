import type { Insertable, Selectable } from 'kysely';

/** The single admin login; only a scrypt hash of the password is ever stored. */
export interface AdminCredentialsTable {
  /** Always 1: there is exactly one admin. */
  id: number;
  username: string;
  /** `scrypt$N$r$p$<salt base64url>$<key base64url>` */
  password_hash: string;
  updated_at: string;
}

export type AdminCredentialsRow = Selectable<AdminCredentialsTable>;
export type NewAdminCredentialsRow = Insertable<AdminCredentialsTable>;
