import type { CleanToolRequest, ToolRequest } from '@toolnest/api-client/schemas';
import type { DB } from '@toolnest/db';
import { ResponseCache } from './response-cache';

/**
 * Every read and write of tool requests. Writes go through here so the cached public lists are
 * invalidated in one place (admin writes added later must do the same).
 */
export class ToolRequestStore {
  /** Serialized GET /api/tool-requests/approved body. */
  readonly approvedCache = new ResponseCache();
  /** Serialized GET /api/tool-requests/live body. */
  readonly liveCache = new ResponseCache();

  constructor(private readonly db: DB) {}

  listLive() {
    return this.db
      .selectFrom('tool_requests')
      .select(['id', 'tool_name as toolName', 'description', 'category_id as categoryId'])
      .where('generation_status', '=', 'live')
      .orderBy('id')
      .execute();
  }

  listApproved() {
    return this.db
      .selectFrom('tool_requests')
      .select(['id', 'tool_name as toolName', 'description', 'status', 'created_at as createdAt'])
      .where('is_approved', '=', 'true')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async create(input: CleanToolRequest, now = new Date()): Promise<ToolRequest> {
    const row = await this.db
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

  /** Call after any write to tool_requests. */
  changed(): void {
    this.approvedCache.invalidate();
    this.liveCache.invalidate();
  }
}
