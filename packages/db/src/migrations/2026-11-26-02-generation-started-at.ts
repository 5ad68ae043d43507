/* eslint-disable @typescript-eslint/no-explicit-any -- frozen in time: written against Kysely<any> so later schema changes never alter what this migration did. */
import type { Kysely } from 'kysely';
import { binaryText } from '../dialect';

// When Generate claimed the request: a server starting beside others restores only claims too old to be running.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tool_requests').addColumn('generation_started_at', binaryText(db)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tool_requests').dropColumn('generation_started_at').execute();
}
