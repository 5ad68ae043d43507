/* eslint-disable @typescript-eslint/no-explicit-any -- frozen in time: written against Kysely<any> so later schema changes never alter what this migration did. */
import { sql, type Kysely } from 'kysely';
import { binaryText, generatedId } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tool_requests')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('tool_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('is_approved', 'text', (col) => col.notNull().defaultTo('false'))
    .addColumn('generation_status', 'text', (col) => col.notNull().defaultTo('not_generated'))
    .addColumn('generated_page_path', binaryText(db))
    .addColumn('category_id', 'integer', (col) => col.references('categories.id').onDelete('set null'))
    .addColumn('created_at', binaryText(db), (col) => col.notNull())
    .addCheckConstraint('tool_requests_is_approved_check', sql`is_approved in ('true', 'false')`)
    .addCheckConstraint(
      'tool_requests_generation_status_check',
      sql`generation_status in ('not_generated', 'generating', 'ready_for_qa', 'live')`,
    )
    .execute();

  // The public approved list filters on is_approved and sorts newest first.
  await db.schema
    .createIndex('tool_requests_approved_created_at_idx')
    .on('tool_requests')
    .columns(['is_approved', 'created_at'])
    .execute();
  // The catalogue reads live requests on every page load.
  await db.schema
    .createIndex('tool_requests_generation_status_idx')
    .on('tool_requests')
    .column('generation_status')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tool_requests').execute();
}
