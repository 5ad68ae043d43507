import {
  checkToolRequest,
  type CleanToolRequest,
  type GenerationStatus,
  type ToolRequest,
  type ToolRequestStatus,
} from '@toolnest/api-client/schemas';
import { lockForWrite, MAX_ROW_ID, type ChangeFeed, type Database, type DB } from '@toolnest/db';
import type { ExpressionBuilder, UpdateObject } from 'kysely';
import { PageGenerations, type GenerationClaim } from '../generation/page-generations';
import { livePageSource, type GeneratedPageSource } from './live-pages';
import { ResponseCache, type CachedBody } from './response-cache';
import { InvalidToolRequestError, ToolRequestNotFoundError, UnknownCategoryError } from './store-errors';

export type { GenerationBefore, GenerationClaim } from '../generation/page-generations';
export type { GeneratedPageSource, LivePage } from './live-pages';

/** Every column of a request, named as the API shows it. */
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

/** New values for a request's columns, or a function of its current ones. */
type RequestUpdate = UpdateObject<Database, 'tool_requests'> | ((eb: ExpressionBuilder<Database, 'tool_requests'>) => UpdateObject<Database, 'tool_requests'>);

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
  /** The page-generation workflow's writes to these rows: Generate, its recovery, Go Live (generation/page-generations.ts). */
  readonly generations: PageGenerations;
  /** The live generated pages, for the web app's shells, sitemap.xml and llms.txt (apps/api/src/web.ts). */
  readonly livePages: GeneratedPageSource;
  readonly #db: DB;
  readonly #approved = new ResponseCache();
  readonly #live = new ResponseCache();
  readonly #changes: ChangeFeed;

  /** Its cached lists drop on every change in `changes` of 'tool_requests', this server's writes or another's. */
  constructor(db: DB, changes: ChangeFeed) {
    this.#db = db;
    this.#changes = changes;
    this.generations = new PageGenerations(db, () => this.#changed());
    this.livePages = livePageSource(db);
    changes.subscribe('tool_requests', () => this.#invalidate());
    // Deleting a category nulls category_id on its requests, which the live list shows.
    changes.subscribe('categories', () => this.#live.invalidate());
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
      .select(['id', 'tool_name as toolName', 'description', 'category_id as categoryId', 'generated_page_path as generatedPagePath'])
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
   * Makes a request public: isApproved 'true', and a pending one is then shown 'approved';
   * 'completed' stays. Repeating it changes nothing.
   */
  approve(id: number): Promise<ToolRequest> {
    return this.#update(id, (eb) => ({
      is_approved: 'true',
      status: eb.case().when('status', '=', 'pending').then('approved').else(eb.ref('status')).end(),
    }));
  }

  /**
   * Sets the lifecycle the admin sees, so the row reads as chosen: 'pending' is 'Pending
   * Approval' (isApproved 'false', off the public list); 'approved' and 'completed' are approved (on the
   * public list, shown 'In Progress' or 'Completed'). One statement, both columns.
   */
  setStatus(id: number, status: ToolRequestStatus): Promise<ToolRequest> {
    return this.#update(id, { status, is_approved: status === 'pending' ? 'false' : 'true' });
  }

  /** Moves a request along not_generated → generating → ready_for_qa → live. False when there is no such request. */
  async setGenerationStatus(id: number, status: GenerationStatus): Promise<boolean> {
    const { numUpdatedRows } = await this.#db
      .updateTable('tool_requests')
      .set({ generation_status: status })
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await this.#changed();
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
    return this.#update(id, { tool_name: toolName, description });
  }

  /** Files a request under a category (null: none); throws UnknownCategoryError for a category that does not exist. */
  async setCategory(id: number, categoryId: number | null): Promise<ToolRequest> {
    // An id no row can have is unknown without asking (PostgreSQL would refuse it as out of range).
    if (categoryId !== null && (categoryId < 1 || categoryId > MAX_ROW_ID)) throw new UnknownCategoryError(categoryId);
    // Checked in the same transaction rather than read from a driver's foreign-key error code, so it stays portable.
    const row = await this.#db.transaction().execute(async (trx) => {
      await lockForWrite(trx, 'categories');
      if (categoryId !== null && !(await trx.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst())) {
        throw new UnknownCategoryError(categoryId);
      }
      return trx.updateTable('tool_requests').set({ category_id: categoryId }).where('id', '=', id).returning(TOOL_REQUEST_COLUMNS).executeTakeFirst();
    });
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

  /** Generate's claim on a request (PageGenerations.start), here for callers that hold only the store. */
  startGeneration(id: number, now?: Date, staleBefore?: Date): Promise<GenerationClaim> {
    return this.generations.start(id, now, staleBefore);
  }

  /** The generation status of the request whose page is `/{pageName}`, if any. */
  async pageStatus(pageName: string): Promise<GenerationStatus | undefined> {
    const row = await this.#db.selectFrom('tool_requests').select('generation_status').where('generated_page_path', '=', `/${pageName}`).executeTakeFirst();
    return row?.generation_status;
  }

  /** Sets `values` on request `id` in one statement; answers the row, or ToolRequestNotFoundError. */
  async #update(id: number, values: RequestUpdate): Promise<ToolRequest> {
    const row = await this.#db.updateTable('tool_requests').set(values).where('id', '=', id).returning(TOOL_REQUEST_COLUMNS).executeTakeFirst();
    await this.#changed();
    return found(id, row);
  }

  #changed(): Promise<void> {
    return this.#changes.publish('tool_requests');
  }

  // Cheap: the next read rebuilds a list once; both lists, so a new column in either is never missed.
  #invalidate(): void {
    this.#approved.invalidate();
    this.#live.invalidate();
  }
}
