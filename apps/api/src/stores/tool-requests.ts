import {
  checkToolRequest,
  type CleanToolRequest,
  type GenerationStatus,
  type ToolRequest,
  type ToolRequestStatus,
} from '@toolnest/api-client/schemas';
import { lockForWrite, MAX_ROW_ID, type ChangeFeed, type DB } from '@toolnest/db';
import { firstFreePageName, pageNameFor, RESERVED_PAGE_NAMES } from '@toolnest/registry/generated-pages';
import { ResponseCache, type CachedBody } from './response-cache';
import {
  GenerationNotAllowedError,
  InvalidToolRequestError,
  PageNotGeneratedError,
  ReservedPageNameError,
  ToolRequestNotFoundError,
  UnknownCategoryError,
} from './store-errors';

/** A live generated page: where it is, and what its shell, the sitemap and llms.txt say of it. */
export interface LivePage {
  path: string;
  toolName: string;
  description: string;
}

/** The generated pages the web app serves, read at each request: a page goes live with no restart. */
export interface GeneratedPageSource {
  /** The live page at `/{pageName}`, if any. */
  live(pageName: string): Promise<LivePage | undefined>;
  list(): Promise<LivePage[]>;
}

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

/** What a request was before Generate started, put back when generation fails. */
export interface GenerationBefore {
  generationStatus: GenerationStatus;
  generatedPagePath: string | null;
}

/** A request Generate has marked 'generating': what the template writes, and what to restore on failure. */
export interface GenerationClaim {
  id: number;
  toolName: string;
  description: string;
  categoryName: string | null;
  /** The page's name: its path without the leading slash, and its files' name in DATA_DIR/generated. */
  pageName: string;
  before: GenerationBefore;
}

/** Why Generate refuses a request in this state, or null when it may run. */
function generationRefusal(isApproved: 'true' | 'false', status: GenerationStatus, staleClaim: boolean): string | null {
  if (isApproved !== 'true') return 'Approve the request before generating its page.';
  if (status === 'generating' && !staleClaim) return 'Its page is being generated; wait for that to finish.';
  if (status === 'live') return 'Its page is live, and a live page is not generated again.';
  return null;
}

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
  readonly #changes: ChangeFeed;

  /** Its cached lists drop on every change in `changes` of 'tool_requests', this server's writes or another's. */
  constructor(db: DB, changes: ChangeFeed) {
    this.#db = db;
    this.#changes = changes;
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
    await this.#changed();
    return found(id, row);
  }

  /**
   * Sets the lifecycle the admin sees, so the row reads as chosen: 'pending' is 'Pending
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
    await this.#changed();
    return found(id, row);
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
    const row = await this.#db
      .updateTable('tool_requests')
      .set({ tool_name: toolName, description })
      .where('id', '=', id)
      .returning(TOOL_REQUEST_COLUMNS)
      .executeTakeFirst();
    await this.#changed();
    return found(id, row);
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

  /**
   * Starts Generate: an approved request that is not_generated or ready_for_qa becomes 'generating'. Its page
   * path is fixed by the first Generate (pageNameFor, then -2, -3, … past paths other requests hold) and
   * kept by edits and regeneration. One transaction, so two Generates never take one path. A claim made before
   * `staleBefore` (older than any Generate runs: its server stopped mid-way) is taken over.
   */
  async startGeneration(id: number, now = new Date(), staleBefore = new Date(0)): Promise<GenerationClaim> {
    return this.#db.transaction().execute(async (trx) => {
      await lockForWrite(trx, 'tool_requests');
      const row = await trx
        .selectFrom('tool_requests')
        .leftJoin('categories', 'categories.id', 'tool_requests.category_id')
        .select([
          'tool_requests.tool_name as toolName',
          'tool_requests.description',
          'tool_requests.is_approved as isApproved',
          'tool_requests.generation_status as generationStatus',
          'tool_requests.generated_page_path as generatedPagePath',
          'tool_requests.generation_started_at as generationStartedAt',
          'categories.name as categoryName',
        ])
        .where('tool_requests.id', '=', id)
        .executeTakeFirst();
      if (!row) throw new ToolRequestNotFoundError(id);
      // A claim with no time (made before the column) is left to the recovery at start.
      const staleClaim =
        row.generationStatus === 'generating' && row.generationStartedAt !== null && new Date(row.generationStartedAt).getTime() < staleBefore.getTime();
      const refusal = generationRefusal(row.isApproved, row.generationStatus, staleClaim);
      if (refusal) throw new GenerationNotAllowedError(refusal);
      let pagePath = row.generatedPagePath;
      if (pagePath === null) {
        const wanted = pageNameFor(row.toolName, id);
        if (RESERVED_PAGE_NAMES.has(wanted)) throw new ReservedPageNameError(wanted);
        // Page names hold only [a-z0-9-], so LIKE's wildcards cannot appear in them.
        const held = await trx.selectFrom('tool_requests').select('generated_page_path').where('generated_page_path', 'like', `/${wanted}%`).execute();
        const taken = new Set(held.map((other) => other.generated_page_path));
        pagePath = `/${firstFreePageName(wanted, (name) => taken.has(`/${name}`))}`;
      }
      await trx
        .updateTable('tool_requests')
        .set({ generation_status: 'generating', generated_page_path: pagePath, generation_started_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
      // Neither public list shows 'generating', so no cache is dropped.
      return {
        id,
        toolName: row.toolName,
        description: row.description,
        categoryName: row.categoryName,
        pageName: pagePath.slice(1),
        // A failed takeover leaves the request as a stopped server's recovery would: no page.
        before: staleClaim ? { generationStatus: 'not_generated', generatedPagePath: null } : { generationStatus: row.generationStatus, generatedPagePath: row.generatedPagePath },
      };
    });
  }

  /** Ends a Generate whose files are in place: 'ready_for_qa'. False when the request was deleted meanwhile. */
  async finishGeneration(id: number): Promise<boolean> {
    const { numUpdatedRows } = await this.#db
      .updateTable('tool_requests')
      .set({ generation_status: 'ready_for_qa' })
      .where('id', '=', id)
      .where('generation_status', '=', 'generating')
      .executeTakeFirstOrThrow();
    return numUpdatedRows > 0n;
  }

  /** Puts back what a failed Generate changed. */
  async abandonGeneration(id: number, before: GenerationBefore): Promise<void> {
    await this.#db
      .updateTable('tool_requests')
      .set({ generation_status: before.generationStatus, generated_page_path: before.generatedPagePath })
      .where('id', '=', id)
      .where('generation_status', '=', 'generating')
      .execute();
  }

  /**
   * At start, requests a stopped server left 'generating': 'ready_for_qa' when their page's files are in
   * place (only a whole page is ever renamed in), else 'not_generated' with no path. Only claims made before
   * `staleBefore` (older than any Generate runs): a newer one may be running on another server. Answers how many.
   */
  async recoverGenerations(hasPage: (pageName: string) => boolean, staleBefore: Date): Promise<number> {
    const rows = await this.#db
      .selectFrom('tool_requests')
      .select(['id', 'generated_page_path'])
      .where('generation_status', '=', 'generating')
      .where((eb) => eb.or([eb('generation_started_at', 'is', null), eb('generation_started_at', '<', staleBefore.toISOString())]))
      .execute();
    for (const row of rows) {
      const generated = row.generated_page_path !== null && hasPage(row.generated_page_path.slice(1));
      await this.#db
        .updateTable('tool_requests')
        .set(generated ? { generation_status: 'ready_for_qa' } : { generation_status: 'not_generated', generated_page_path: null })
        .where('id', '=', row.id)
        .execute();
    }
    return rows.length;
  }

  /** Go Live: ready_for_qa → live, status 'completed'; a live page answers its path again and changes nothing. Answers its path. */
  async goLive(id: number): Promise<string> {
    const { path, changed } = await this.#db.transaction().execute(async (trx) => {
      await lockForWrite(trx, 'tool_requests');
      const row = await trx.selectFrom('tool_requests').select(['generation_status', 'generated_page_path']).where('id', '=', id).executeTakeFirst();
      if (!row) throw new ToolRequestNotFoundError(id);
      const generated = row.generation_status === 'ready_for_qa' || row.generation_status === 'live';
      if (!generated || row.generated_page_path === null) throw new PageNotGeneratedError();
      // Already live: a repeat changes nothing, so a status the admin set since then stays.
      if (row.generation_status === 'live') return { path: row.generated_page_path, changed: false };
      await trx.updateTable('tool_requests').set({ generation_status: 'live', status: 'completed' }).where('id', '=', id).execute();
      return { path: row.generated_page_path, changed: true };
    });
    if (changed) await this.#changed();
    return path;
  }

  /** The page name of a request whose page can be previewed (ready_for_qa or live). */
  async previewPageName(id: number): Promise<string> {
    const row = await this.#db.selectFrom('tool_requests').select(['generation_status', 'generated_page_path']).where('id', '=', id).executeTakeFirst();
    if (!row) throw new ToolRequestNotFoundError(id);
    const generated = row.generation_status === 'ready_for_qa' || row.generation_status === 'live';
    if (!generated || row.generated_page_path === null) throw new PageNotGeneratedError();
    return row.generated_page_path.slice(1);
  }

  /** The live generated pages, for the web app's shells, sitemap.xml and llms.txt (apps/api/src/web.ts). */
  readonly livePages: GeneratedPageSource = {
    live: (pageName) =>
      this.#livePageQuery()
        .where('generated_page_path', '=', `/${pageName}`)
        .executeTakeFirst() as Promise<LivePage | undefined>,
    list: () => this.#livePageQuery().orderBy('id').execute() as Promise<LivePage[]>,
  };

  #livePageQuery() {
    return this.#db
      .selectFrom('tool_requests')
      .select(['generated_page_path as path', 'tool_name as toolName', 'description'])
      .where('generation_status', '=', 'live')
      .where('generated_page_path', 'is not', null);
  }

  /** The generation status of the request whose page is `/{pageName}`, if any. */
  async pageStatus(pageName: string): Promise<GenerationStatus | undefined> {
    const row = await this.#db.selectFrom('tool_requests').select('generation_status').where('generated_page_path', '=', `/${pageName}`).executeTakeFirst();
    return row?.generation_status;
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
