// The lists of tool requests: the admin's, with every field, and the two public ones with their cached
// bodies. The caches drop on every change the change feed reports, this server's writes or another's,
// so that no write has to remember them.
import type { ToolRequest } from '@toolnest/api-client/schemas';
import type { ChangeFeed, DB } from '@toolnest/db';
import { ResponseCache, type CachedBody } from './response-cache';

/** Every column of a request, named as the API shows it. */
export const TOOL_REQUEST_COLUMNS = [
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

export class RequestLists {
  readonly #db: DB;
  readonly #approved = new ResponseCache();
  readonly #live = new ResponseCache();

  /** The cached lists drop on every change in `changes` of 'tool_requests', this server's writes or another's. */
  constructor(db: DB, changes: ChangeFeed) {
    this.#db = db;
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

  /** Every request with every field, newest first: the admin's list. */
  all(): Promise<ToolRequest[]> {
    return this.#db.selectFrom('tool_requests').select(TOOL_REQUEST_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  }

  /** The approved requests, newest first: GET /api/tool-requests/approved. */
  approved() {
    return this.#db
      .selectFrom('tool_requests')
      .select(['id', 'tool_name as toolName', 'description', 'status', 'created_at as createdAt'])
      .where('is_approved', '=', 'true')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** The requests whose page is live, by id: GET /api/tool-requests/live. */
  live() {
    return this.#db
      .selectFrom('tool_requests')
      .select(['id', 'tool_name as toolName', 'description', 'category_id as categoryId', 'generated_page_path as generatedPagePath'])
      .where('generation_status', '=', 'live')
      .orderBy('id')
      .execute();
  }

  // Cheap: the next read rebuilds a list once; both lists, so a new column in either is never missed.
  #invalidate(): void {
    this.#approved.invalidate();
    this.#live.invalidate();
  }
}
