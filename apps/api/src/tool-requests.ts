import type { CleanToolRequest, GenerationStatus, ToolRequest } from '@toolnest/api-client/schemas';
import type { DB } from '@toolnest/db';
import type { CategoryStore } from './categories';
import { ResponseCache, type CachedBody } from './response-cache';
import { UnknownCategoryError } from './store-errors';

/**
 * Every read and write of tool requests. Each write method drops the cached public lists itself,
 * so a route that writes (the admin routes to come) cannot forget to.
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
      .returning([
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
      ])
      .executeTakeFirstOrThrow();
    // A new request is pending and not live, so neither cached public list changes.
    return row;
  }

  /** Makes a request public; a pending one is then shown 'approved' (spec 2 §4). False when there is no such request. */
  async approve(id: number): Promise<boolean> {
    const { numUpdatedRows } = await this.#db
      .updateTable('tool_requests')
      .set((eb) => ({
        is_approved: 'true',
        status: eb.case().when('status', '=', 'pending').then('approved').else(eb.ref('status')).end(),
      }))
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    this.#changed();
    return numUpdatedRows > 0n;
  }

  /** Sets the free-text status ('approved', 'completed', …) the public list shows. False when there is no such request. */
  async setStatus(id: number, status: string): Promise<boolean> {
    const { numUpdatedRows } = await this.#db.updateTable('tool_requests').set({ status }).where('id', '=', id).executeTakeFirstOrThrow();
    this.#changed();
    return numUpdatedRows > 0n;
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

  /** Files a request under a category (null: none); throws UnknownCategoryError. False when there is no such request. */
  async setCategory(id: number, categoryId: number | null): Promise<boolean> {
    // Checked in the same transaction rather than read from a driver's foreign-key error code, so it stays portable.
    const updated = await this.#db.transaction().execute(async (trx) => {
      if (categoryId !== null && !(await trx.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst())) {
        throw new UnknownCategoryError(categoryId);
      }
      const { numUpdatedRows } = await trx.updateTable('tool_requests').set({ category_id: categoryId }).where('id', '=', id).executeTakeFirstOrThrow();
      return numUpdatedRows > 0n;
    });
    this.#changed();
    return updated;
  }

  // Cheap: the next read rebuilds a list once; both lists, so a new column in either is never missed.
  #changed(): void {
    this.#approved.invalidate();
    this.#live.invalidate();
  }
}
