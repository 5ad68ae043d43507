/* eslint-disable @typescript-eslint/no-explicit-any -- frozen in time: written against Kysely<any> so later schema changes never alter what this migration did. */
import type { Kysely } from 'kysely';

// A generated page's path is its URL: two requests must never share one. NULLs (not generated) do not collide.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('tool_requests_generated_page_path_idx')
    .unique()
    .on('tool_requests')
    .column('generated_page_path')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('tool_requests_generated_page_path_idx').execute();
}
