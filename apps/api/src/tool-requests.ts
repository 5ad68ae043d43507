import {
  checkToolRequest,
  type CleanToolRequest,
  type GenerationStatus,
  type ToolRequest,
  type ToolRequestStatus,
} from '@toolnest/api-client/schemas';
import type { DB } from '@toolnest/db';
import type { CategoryStore } from './categories';
import { ResponseCache, type CachedBody } from './response-cache';
import { InvalidToolRequestError, ToolRequestNotFoundError, UnknownCategoryError } from './store-errors';

/** Every column of a request, named as the API shows it (spec 2 §3). */
const TOOL_REQUEST_COLUMNS = [
  'id',
  'tool_name as toolName',
  'email',
  'description',
  'status',
  'is_approved as isApproved',
  'generation_status as generationStatus',
  'generated_page_path as generatedPagePath',
  'category_id as categoryId',
  'created_at as createdAt',
] as const;

/** The row a write returned, or ToolRequestNotFoundError when it matched none. */
function found(id: number, row: ToolRequest | undefined): ToolRequest {
  if (!row) throw new ToolRequestNotFoundError(id);
  return row;
}

/**
 * Every read and write of tool requests. Each write is one statement or one transaction, and drops
 * the cached public lists itself, so a route that writes cannot forget to. A write to a request that
 * does not exist throws ToolRequestNotFoundError (a 404).
 */
export class ToolRequestStore {
  readonly #db: DB;
  readonly #approved = new ResponseCache();
  readonly #live = new ResponseCache();

  constructor(db: DB, categories: CategoryStore) {
    this.#db = db;
    // Deleting a category nulls category_id on its requests, which the live list shows.
    categories.onDelete(() => this.#live.invalidate());
  }

  /** Serialized GET /api/tool-requests/approved body. */
  get approvedCache(): CachedBody {
    return this.#approved;
  }

  /** Serialized GET /api/tool-requests/live body. */
  get liveCache(): CachedBody {
    return this.#live;
  }

  listLive() {
    return this.#db
      .selectFrom('tool_requests')
      .select(['id', 'tool_name as toolName', 'description', 'category_id as categoryId'])
      .where('generation_status', '=', 'live')
      .orderBy('id')
      .execute();
  }

  listApproved() {
    return this.#db
      .selectFrom('tool_requests')
      .select(['id', 'tool_name as toolName', 'description', 'status', 'created_at as createdAt'])
      .where('is_approved', '=', 'true')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** Every request with every field, newest first: the admin's list. */
  listAll(): Promise<ToolRequest[]> {
    return this.#db.selectFrom('tool_requests').select(TOOL_REQUEST_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  }

  async create(input: CleanToolRequest, now = new Date()): Promise<ToolRequest> {
    const row = await this.#db
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
    // A new request is pending and not live, so neither cached public list changes.
    return row;
  }

  /**
   * Makes a request public: isApproved 'true', and a pending one is then shown 'approved' (spec 2 §4);
   * 'completed' stays. Repeating it changes nothing.
   */
  async approve(id: number): Promise<ToolRequest> {
    const row = await this.#db
      .updateTable('tool_requests')
      .set((eb) => ({
        is_approved: 'true',
        status: eb.case().when('status', '=', 'pending').then('approved').else(eb.ref('status')).end(),
      }))
      .where('id', '=', id)
      .returning(TOOL_REQUEST_COLUMNS)
      .executeTakeFirst();
    this.#changed();
    return found(id, row);
  }

  /**
   * Sets the lifecycle the admin sees (spec 2 §4), so the row reads as chosen: 'pending' is 'Pending
   * Approval' (isApproved 'false', off the public list); 'approved' and 'completed' are approved (on the
   * public list, shown 'In Progress' or 'Completed'). One statement, both columns.
   */
  async setStatus(id: number, status: ToolRequestStatus): Promise<ToolRequest> {
    const row = await this.#db
      .updateTable('tool_requests')
      .set({ status, is_approved: status === 'pending' ? 'false' : 'true' })
      .where('id', '=', id)
      .returning(TOOL_REQUEST_COLUMNS)
      .executeTakeFirst();
    this.#changed();
    return found(id, row);
  }

  /** Moves a request along not_generated → generating → ready_for_qa → live. False when there is no such request. */
  async setGenerationStatus(id: number, status: GenerationStatus): Promise<boolean> {
    const { numUpdatedRows } = await this.#db
      .updateTable('tool_requests')
      .set({ generation_status: status })
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    this.#changed();
    return numUpdatedRows > 0n;
  }

  /**
   * Renames and redescribes a request under the request form's rules (trimmed, same limits and
   * sentences); throws InvalidToolRequestError with the form's sentence. The email is kept.
   */
  async edit(id: number, input: { toolName?: unknown; description?: unknown }): Promise<ToolRequest> {
    const checked = checkToolRequest({ toolName: input.toolName, description: input.description });
    if (!checked.ok) throw new InvalidToolRequestError(checked.error);
    const { toolName, description } = checked.value;
    const row = await this.#db
      .updateTable('tool_requests')
      .set({ tool_name: toolName, description })
      .where('id', '=', id)
      .returning(TOOL_REQUEST_COLUMNS)
      .executeTakeFirst();
    this.#changed();
    return found(id, row);
  }

  /** Files a request under a category (null: none); throws UnknownCategoryError for a category that does not exist. */
  async setCategory(id: number, categoryId: number | null): Promise<ToolRequest> {
    // Checked in the same transaction rather than read from a driver's foreign-key error code, so it stays portable.
    const row = await this.#db.transaction().execute(async (trx) => {
      if (categoryId !== null && !(await trx.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst())) {
        throw new UnknownCategoryError(categoryId);
      }
      return trx.updateTable('tool_requests').set({ category_id: categoryId }).where('id', '=', id).returning(TOOL_REQUEST_COLUMNS).executeTakeFirst();
    });
    this.#changed();
    return found(id, row);
  }

  /** Deletes a request for good. */
  async delete(id: number): Promise<void> {
    const { numDeletedRows } = await this.#db.deleteFrom('tool_requests').where('id', '=', id).executeTakeFirstOrThrow();
    this.#changed();
    if (numDeletedRows === 0n) throw new ToolRequestNotFoundError(id);
  }

  // Cheap: the next read rebuilds a list once; both lists, so a new column in either is never missed.
  #changed(): void {
    this.#approved.invalidate();
    this.#live.invalidate();
  }
}
