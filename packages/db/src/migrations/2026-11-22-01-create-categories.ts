/* eslint-disable @typescript-eslint/no-explicit-any -- frozen in time: written against Kysely<any> so later schema changes never alter what this migration did. */
import type { Kysely } from 'kysely';
import { binaryText, generatedId } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('name', binaryText(db), (col) => col.notNull().unique())
    .addColumn('created_at', binaryText(db), (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('categories').execute();
}
