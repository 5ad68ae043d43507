import { checkToolRequest, type CleanToolRequest, type ToolRequest, type ToolRequestStatus } from '@toolnest/api-client/schemas';
import { lockForWrite, MAX_ROW_ID, type ChangeFeed, type Database, type DB } from '@toolnest/db';
import type { ExpressionBuilder, UpdateObject } from 'kysely';
import { PageGenerations } from './page-generations';
import { livePageSource, type GeneratedPageSource } from './live-pages';
import { RequestLists, TOOL_REQUEST_COLUMNS } from './request-lists';
import { InvalidToolRequestError, ToolRequestNotFoundError, UnknownCategoryError } from './store-errors';

export type { GenerationBefore, GenerationClaim } from './page-generations';
export type { GeneratedPageSource, LivePage } from './live-pages';

/** New values for a request's columns, or a function of its current ones. */
type RequestUpdate = UpdateObject<Database, 'tool_requests'> | ((eb: ExpressionBuilder<Database, 'tool_requests'>) => UpdateObject<Database, 'tool_requests'>);

/**
 * Every read and write of tool requests, the writes here and the rest in the parts it holds: the lists,
 * the page-generation workflow and the live pages. Each write is one statement or one transaction and
 * tells the change feed, so no cached list is ever left stale. A write to a request that does not exist
 * throws ToolRequestNotFoundError (a 404).
 */
export class ToolRequestStore {
  /** The admin's list, and the public lists with their cached bodies (request-lists.ts). */
  readonly lists: RequestLists;
  /** The page-generation workflow's reads and writes of these rows: Generate, its recovery, Go Live, a page's status (page-generations.ts). */
  readonly generations: PageGenerations;
  /** The live generated pages, for the web app's shells, sitemap.xml and llms.txt (plugins/web.ts). */
  readonly livePages: GeneratedPageSource;
  readonly #db: DB;
  /** Tells every server's cached lists, through the change feed, that the requests changed. */
  readonly #changed: () => Promise<void>;

  constructor(db: DB, changes: ChangeFeed) {
    this.#db = db;
    this.#changed = () => changes.publish('tool_requests');
    this.lists = new RequestLists(db, changes);
    this.generations = new PageGenerations(db, this.#changed);
    this.livePages = livePageSource(db);
  }

  /** A request from the form: pending and not live, so neither cached public list changes. */
  create(input: CleanToolRequest, now = new Date()): Promise<ToolRequest> {
    return insertRequest(this.#db, input, now);
  }

  /**
   * Makes a request public: isApproved 'true', and a pending one is then shown 'approved';
   * 'completed' stays. Repeating it changes nothing.
   */
  approve(id: number): Promise<ToolRequest> {
    return this.#update(id, approval);
  }

  /**
   * Sets the lifecycle the admin sees, so the row reads as chosen: 'pending' is 'Pending
   * Approval' (isApproved 'false', off the public list); 'approved' and 'completed' are approved (on the
   * public list, shown 'In Progress' or 'Completed'). One statement, both columns.
   */
  setStatus(id: number, status: ToolRequestStatus): Promise<ToolRequest> {
    return this.#update(id, { status, is_approved: status === 'pending' ? 'false' : 'true' });
  }

  /**
   * Renames and redescribes a request under the request form's rules (trimmed, same limits and
   * sentences); throws InvalidToolRequestError with the form's sentence. The email is kept.
   */
  async edit(id: number, input: { toolName?: unknown; description?: unknown }): Promise<ToolRequest> {
    const checked = checkToolRequest({ toolName: input.toolName, description: input.description });
    if (!checked.ok) throw new InvalidToolRequestError(checked.error);
    const { toolName, description } = checked.value;
    return this.#update(id, { tool_name: toolName, description });
  }

  /** Files a request under a category (null: none); throws UnknownCategoryError for a category that does not exist. */
  async setCategory(id: number, categoryId: number | null): Promise<ToolRequest> {
    const row = await fileUnderCategory(this.#db, id, categoryId);
    await this.#changed();
    return found(id, row);
  }

  /** Deletes a request for good; answers its page path (null: never generated), whose files the caller removes. */
  async delete(id: number): Promise<string | null> {
    const row = await this.#db.deleteFrom('tool_requests').where('id', '=', id).returning('generated_page_path').executeTakeFirst();
    await this.#changed();
    if (!row) throw new ToolRequestNotFoundError(id);
    return row.generated_page_path;
  }

  /** Sets `values` on request `id` in one statement; answers the row, or ToolRequestNotFoundError. */
  async #update(id: number, values: RequestUpdate): Promise<ToolRequest> {
    const row = await this.#db.updateTable('tool_requests').set(values).where('id', '=', id).returning(TOOL_REQUEST_COLUMNS).executeTakeFirst();
    await this.#changed();
    return found(id, row);
  }
}

/** Approval: isApproved 'true', and a pending request shown 'approved'; any other status stays. */
const approval: RequestUpdate = (eb) => ({
  is_approved: 'true',
  status: eb.case().when('status', '=', 'pending').then('approved').else(eb.ref('status')).end(),
});

/** The row a write returned, or ToolRequestNotFoundError when it matched none. */
function found(id: number, row: ToolRequest | undefined): ToolRequest {
  if (!row) throw new ToolRequestNotFoundError(id);
  return row;
}

/** A new request's row: no page and no category yet. */
function insertRequest(db: DB, input: CleanToolRequest, now: Date): Promise<ToolRequest> {
  return db
    .insertInto('tool_requests')
    .values({
      tool_name: input.toolName,
      email: input.email,
      description: input.description,
      generated_page_path: null,
      category_id: null,
      created_at: now.toISOString(),
    })
    .returning(TOOL_REQUEST_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** ToolRequestStore.setCategory's write: the row, or undefined when there is no such request. */
async function fileUnderCategory(db: DB, id: number, categoryId: number | null): Promise<ToolRequest | undefined> {
  // An id no row can have is unknown without asking (PostgreSQL would refuse it as out of range).
  if (categoryId !== null && (categoryId < 1 || categoryId > MAX_ROW_ID)) throw new UnknownCategoryError(categoryId);
  // Checked in the same transaction rather than read from a driver's foreign-key error code, so it stays portable.
  return db.transaction().execute(async (trx) => {
    await lockForWrite(trx, 'categories');
    if (categoryId !== null && !(await trx.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst())) {
      throw new UnknownCategoryError(categoryId);
    }
    return trx.updateTable('tool_requests').set({ category_id: categoryId }).where('id', '=', id).returning(TOOL_REQUEST_COLUMNS).executeTakeFirst();
  });
}
