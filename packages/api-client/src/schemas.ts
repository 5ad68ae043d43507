// The site's own routes' request and response shapes (health, tool requests, admin, categories), shared by
// apps/api (validation, fast serialization) and the browser (types only). A tool with a server owns its
// shapes in its own package (`@toolnest/<slug>/schemas`); the error body below is every route's.
import { Type, type Static } from 'typebox';
import { TOOL_REQUEST_LIMITS } from './tool-request-rules';

export * from './text-rules';
export * from './tool-request-rules';

export const ErrorBody = Type.Object({ error: Type.String() });
export type ErrorBody = Static<typeof ErrorBody>;

/** The versions of the programs the downloaders run, for operators: null when one is missing or not read yet. */
export const ProgramVersions = Type.Object({
  ytDlp: Type.Union([Type.String(), Type.Null()]),
  ffmpeg: Type.Union([Type.String(), Type.Null()]),
});
export type ProgramVersions = Static<typeof ProgramVersions>;

export const HealthBody = Type.Object({ status: Type.Literal('ok'), versions: ProgramVersions });
export type HealthBody = Static<typeof HealthBody>;

export const Category = Type.Object({ id: Type.Integer(), name: Type.String() });
export type Category = Static<typeof Category>;

export const GenerationStatus = Type.Union([
  Type.Literal('not_generated'),
  Type.Literal('generating'),
  Type.Literal('ready_for_qa'),
  Type.Literal('live'),
]);
export type GenerationStatus = Static<typeof GenerationStatus>;

/** A tool request as stored; the answer to a successful POST /api/tool-request. */
export const ToolRequest = Type.Object({
  id: Type.Integer(),
  toolName: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  description: Type.String(),
  status: Type.String(),
  isApproved: Type.Union([Type.Literal('true'), Type.Literal('false')]),
  generationStatus: GenerationStatus,
  generatedPagePath: Type.Union([Type.String(), Type.Null()]),
  categoryId: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});
export type ToolRequest = Static<typeof ToolRequest>;

/** GET /api/tool-requests/live: requests whose generated page is live. */
export const LiveToolRequest = Type.Object({
  id: Type.Integer(),
  toolName: Type.String(),
  description: Type.String(),
  categoryId: Type.Union([Type.Integer(), Type.Null()]),
  /** '/{slug}', where the page is served; null only for a row made live without Go Live (test seeds). */
  generatedPagePath: Type.Union([Type.String(), Type.Null()]),
});
export type LiveToolRequest = Static<typeof LiveToolRequest>;

/** GET /api/tool-requests/approved: approved requests, newest first. */
export const ApprovedToolRequest = Type.Object({
  id: Type.Integer(),
  toolName: Type.String(),
  description: Type.String(),
  status: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type ApprovedToolRequest = Static<typeof ApprovedToolRequest>;

/** What the request form sends: trimmed values, an empty email when none was given. */
export const ToolRequestInput = Type.Object({
  toolName: Type.String({ maxLength: TOOL_REQUEST_LIMITS.toolName }),
  email: Type.String({ maxLength: TOOL_REQUEST_LIMITS.email }),
  description: Type.String({ maxLength: TOOL_REQUEST_LIMITS.description }),
});
export type ToolRequestInput = Static<typeof ToolRequestInput>;

/**
 * The POST body as the server accepts it: a JSON object whose fields the schema leaves to
 * checkToolRequest, so a missing or mistyped field gets the request form's own sentence (a name or
 * description that is not a string is not there, 'Tool name and description are required.'; an email
 * that is not a string is not an email), not a generic schema message.
 */
export const ToolRequestBody = Type.Object({
  toolName: Type.Optional(Type.Unknown()),
  email: Type.Optional(Type.Unknown()),
  description: Type.Optional(Type.Unknown()),
});
export type ToolRequestBody = Static<typeof ToolRequestBody>;

// Admin API (Basic auth on all): the bodies it accepts, by the names the admin API documents.

/** The statuses the admin may set; the public list shows 'Completed' for `completed`. */
export const ToolRequestStatus = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('completed')]);
export type ToolRequestStatus = Static<typeof ToolRequestStatus>;

/** POST /api/admin/tool-requests/{id}/status */
export const AdminStatusBody = Type.Object({ status: ToolRequestStatus });
export type AdminStatusBody = Static<typeof AdminStatusBody>;

/**
 * POST /api/admin/tool-requests/{id}/edit: the request form's fields, rules and sentences
 * (checkToolRequest), left to it like ToolRequestBody's, so a missing or non-string name or
 * description is answered 'Tool name and description are required.'
 */
export const AdminEditBody = Type.Object({
  toolName: Type.Optional(Type.Unknown()),
  description: Type.Optional(Type.Unknown()),
});
export type AdminEditBody = Static<typeof AdminEditBody>;
/** What the dashboard sends to edit a request. */
export interface AdminEditInput {
  toolName: string;
  description: string;
}

/** POST /api/admin/tool-requests/{id}/category: a category id, or null for none. */
export const AdminCategoryBody = Type.Object({ categoryId: Type.Union([Type.Integer(), Type.Null()]) });
export type AdminCategoryBody = Static<typeof AdminCategoryBody>;

/** POST /api/admin/categories: the name is trimmed and checked by the server (1–50 characters, unique ignoring case). */
export const AdminCreateCategoryBody = Type.Object({ name: Type.String() });
export type AdminCreateCategoryBody = Static<typeof AdminCreateCategoryBody>;

/** POST /api/admin/tool-requests/{id}/generate: the page's source file, relative to DATA_DIR. */
export const AdminGenerateResponse = Type.Object({ filePath: Type.String() });
export type AdminGenerateResponse = Static<typeof AdminGenerateResponse>;

/** Generate's refusals and failures: the error, and the details shown under 'Failed to generate tool page'. */
export const AdminGenerateErrorBody = Type.Object({ error: Type.String(), details: Type.Optional(Type.String()) });
export type AdminGenerateErrorBody = Static<typeof AdminGenerateErrorBody>;

/** POST /api/admin/tool-requests/{id}/go-live: where the live page is, '/{slug}'. */
export const AdminGoLiveResponse = Type.Object({ url: Type.String() });
export type AdminGoLiveResponse = Static<typeof AdminGoLiveResponse>;

/**
 * POST /api/admin/tool-requests/{id}/preview: the URL of the document the page runs in (shown in a sandboxed
 * frame), with a token valid for 10 minutes; the page's source, for the admin to read beside it; and what the
 * lint found in it (names of the page's globals, storage or the network), for review.
 */
export const AdminPreviewResponse = Type.Object({ frameUrl: Type.String(), source: Type.String(), lint: Type.Array(Type.String()) });
export type AdminPreviewResponse = Static<typeof AdminPreviewResponse>;

/** The `{id}` of an admin path; a positive whole number is checked by the route, with its own message. */
export const IdParams = Type.Object({ id: Type.String() });
export type IdParams = Static<typeof IdParams>;
