import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

export const GENERATION_STATUSES = ['not_generated', 'generating', 'ready_for_qa', 'live'] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];

/** The API shows approval as the strings 'true' / 'false'; the column keeps that wire format. */
export type IsApproved = 'true' | 'false';

/** Visitor requests for new tools (docs/admin.md#a-requests-lifecycle). */
export interface ToolRequestsTable {
  id: Generated<number>;
  tool_name: string;
  email: string | null;
  description: string;
  /** 'pending' on submission; the admin moves it to 'approved', 'completed' or another word. */
  status: Generated<string>;
  is_approved: Generated<IsApproved>;
  generation_status: Generated<GenerationStatus>;
  generated_page_path: string | null;
  /** ISO 8601 text: when Generate last claimed the request (null: never, or before this column existed). */
  generation_started_at: ColumnType<string | null, string | null | undefined, string | null>;
  category_id: number | null;
  /** ISO 8601 text; sorts chronologically as text. */
  created_at: ColumnType<string, string, never>;
}

export type ToolRequestRow = Selectable<ToolRequestsTable>;
export type NewToolRequestRow = Insertable<ToolRequestsTable>;
export type ToolRequestUpdate = Updateable<ToolRequestsTable>;
