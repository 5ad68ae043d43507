// The page-generation workflow's rows: Generate claims an approved request ('generating'), then marks it
// ready_for_qa once its files are in place or puts it back as it was; a start recovers the claims a
// stopped server left; Go Live makes a generated page live. The generated-page route reads a page's
// status here, and seeding sets it outright. The files themselves are generation/generated-pages.ts's.
import type { GenerationStatus } from '@toolnest/api-client/schemas';
import { lockForWrite, type Database, type DB } from '@toolnest/db';
import type { Transaction } from 'kysely';
import { firstFreePageName, pageNameFor, RESERVED_PAGE_NAMES } from '@toolnest/registry/generated-pages';
import { GenerationNotAllowedError, PageNotGeneratedError, ReservedPageNameError, ToolRequestNotFoundError } from './store-errors';

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

/** Generate's claims on requests, their end, Go Live and the pages' status; the tool-request store hands it its database. */
export class PageGenerations {
  readonly #db: DB;
  /** Tells every server's cached public lists that the requests changed. */
  readonly #changed: () => Promise<void>;

  constructor(db: DB, changed: () => Promise<void>) {
    this.#db = db;
    this.#changed = changed;
  }

  /**
   * Starts Generate: an approved request that is not_generated or ready_for_qa becomes 'generating'. Its page
   * path is fixed by the first Generate (pageNameFor, then -2, -3, … past paths other requests hold) and
   * kept by edits and regeneration. One transaction, so two Generates never take one path. A claim made before
   * `staleBefore` (older than any Generate runs: its server stopped mid-way) is taken over.
   */
  start(id: number, now = new Date(), staleBefore = new Date(0)): Promise<GenerationClaim> {
    return this.#db.transaction().execute((trx) => claimRequest(trx, id, now, staleBefore));
  }

  /** Ends a Generate whose files are in place: 'ready_for_qa'. False when the request was deleted meanwhile. */
  async finish(id: number): Promise<boolean> {
    const { numUpdatedRows } = await this.#db
      .updateTable('tool_requests')
      .set({ generation_status: 'ready_for_qa' })
      .where('id', '=', id)
      .where('generation_status', '=', 'generating')
      .executeTakeFirstOrThrow();
    return numUpdatedRows > 0n;
  }

  /** Puts back what a failed Generate changed. */
  async abandon(id: number, before: GenerationBefore): Promise<void> {
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
  recover(hasPage: (pageName: string) => boolean, staleBefore: Date): Promise<number> {
    return recoverClaims(this.#db, hasPage, staleBefore);
  }

  /** Go Live: ready_for_qa → live, status 'completed'; a live page answers its path again and changes nothing. Answers its path. */
  async goLive(id: number): Promise<string> {
    const { path, changed } = await this.#db.transaction().execute((trx) => putLive(trx, id));
    if (changed) await this.#changed();
    return path;
  }

  /** The page name of a request whose page can be previewed (ready_for_qa or live). */
  async previewPageName(id: number): Promise<string> {
    const row = await this.#db.selectFrom('tool_requests').select(['generation_status', 'generated_page_path']).where('id', '=', id).executeTakeFirst();
    if (!row) throw new ToolRequestNotFoundError(id);
    return generatedPagePath(row).slice(1);
  }

  /** The generation status of the request whose page is `/{pageName}`, if any. */
  async pageStatus(pageName: string): Promise<GenerationStatus | undefined> {
    const row = await this.#db.selectFrom('tool_requests').select('generation_status').where('generated_page_path', '=', `/${pageName}`).executeTakeFirst();
    return row?.generation_status;
  }

  /** Moves a request along not_generated → generating → ready_for_qa → live, outside Generate and Go Live (seeding). False when there is no such request. */
  async setStatus(id: number, status: GenerationStatus): Promise<boolean> {
    const { numUpdatedRows } = await this.#db.updateTable('tool_requests').set({ generation_status: status }).where('id', '=', id).executeTakeFirstOrThrow();
    await this.#changed();
    return numUpdatedRows > 0n;
  }
}

/** Why Generate refuses a request in this state, or null when it may run. */
function generationRefusal(isApproved: 'true' | 'false', status: GenerationStatus, staleClaim: boolean): string | null {
  if (isApproved !== 'true') return 'Approve the request before generating its page.';
  if (status === 'generating' && !staleClaim) return 'Its page is being generated; wait for that to finish.';
  if (status === 'live') return 'Its page is live, and a live page is not generated again.';
  return null;
}

/** PageGenerations.start's transaction: checks the request may be generated, fixes its page path and marks it 'generating'. */
async function claimRequest(trx: Transaction<Database>, id: number, now: Date, staleBefore: Date): Promise<GenerationClaim> {
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
  const pagePath = row.generatedPagePath ?? (await freePagePath(trx, row.toolName, id));
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
}

/** A first Generate's page path: pageNameFor the tool's name, then -2, -3, … past the paths other requests hold. */
async function freePagePath(trx: Transaction<Database>, toolName: string, id: number): Promise<string> {
  const wanted = pageNameFor(toolName, id);
  if (RESERVED_PAGE_NAMES.has(wanted)) throw new ReservedPageNameError(wanted);
  // Page names hold only [a-z0-9-], so LIKE's wildcards cannot appear in them.
  const held = await trx.selectFrom('tool_requests').select('generated_page_path').where('generated_page_path', 'like', `/${wanted}%`).execute();
  const taken = new Set(held.map((other) => other.generated_page_path));
  return `/${firstFreePageName(wanted, (name) => taken.has(`/${name}`))}`;
}

/** PageGenerations.recover's rows: each stale claim ends ready_for_qa or not_generated. */
async function recoverClaims(db: DB, hasPage: (pageName: string) => boolean, staleBefore: Date): Promise<number> {
  const rows = await db
    .selectFrom('tool_requests')
    .select(['id', 'generated_page_path'])
    .where('generation_status', '=', 'generating')
    .where((eb) => eb.or([eb('generation_started_at', 'is', null), eb('generation_started_at', '<', staleBefore.toISOString())]))
    .execute();
  for (const row of rows) {
    const generated = row.generated_page_path !== null && hasPage(row.generated_page_path.slice(1));
    await db
      .updateTable('tool_requests')
      .set(generated ? { generation_status: 'ready_for_qa' } : { generation_status: 'not_generated', generated_page_path: null })
      .where('id', '=', row.id)
      .execute();
  }
  return rows.length;
}

/** Go Live's transaction: answers the page's path, and whether the request changed (not when it was live already). */
async function putLive(trx: Transaction<Database>, id: number): Promise<{ path: string; changed: boolean }> {
  await lockForWrite(trx, 'tool_requests');
  const row = await trx.selectFrom('tool_requests').select(['generation_status', 'generated_page_path']).where('id', '=', id).executeTakeFirst();
  if (!row) throw new ToolRequestNotFoundError(id);
  const path = generatedPagePath(row);
  // Already live: a repeat changes nothing, so a status the admin set since then stays.
  if (row.generation_status === 'live') return { path, changed: false };
  await trx.updateTable('tool_requests').set({ generation_status: 'live', status: 'completed' }).where('id', '=', id).execute();
  return { path, changed: true };
}

/** The path of a request's generated page (ready_for_qa or live); PageNotGeneratedError when it has none. */
function generatedPagePath(row: { generation_status: GenerationStatus; generated_page_path: string | null }): string {
  const generated = row.generation_status === 'ready_for_qa' || row.generation_status === 'live';
  if (!generated || row.generated_page_path === null) throw new PageNotGeneratedError();
  return row.generated_page_path;
}
