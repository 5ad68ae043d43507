// The API's request and response shapes, shared by apps/api (validation, fast serialization) and the browser (types only).
import { Type, type Static } from 'typebox';
import { TOOL_REQUEST_LIMITS } from './tool-request-rules';

export * from './text-rules';
export * from './tool-request-rules';

export const ErrorBody = Type.Object({ error: Type.String() });
export type ErrorBody = Static<typeof ErrorBody>;

export const HealthBody = Type.Object({ status: Type.Literal('ok') });
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

/** A tool request as stored (spec 2 §3); the answer to a successful POST /api/tool-request. */
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
 * The POST body as the server accepts it: every field optional at the schema level so that a
 * missing name or description gets the spec's own message from the route, not a generic one.
 */
export const ToolRequestBody = Type.Partial(ToolRequestInput);
export type ToolRequestBody = Static<typeof ToolRequestBody>;

// Admin API (spec 2 §7, "Admin (Basic auth on all)"): the bodies it accepts, exactly as §7 names them.

/** The statuses the admin may set (issue 10); the public list shows 'Completed' for `completed`. */
export const ToolRequestStatus = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('completed')]);
export type ToolRequestStatus = Static<typeof ToolRequestStatus>;

/** POST /api/admin/tool-requests/{id}/status */
export const AdminStatusBody = Type.Object({ status: ToolRequestStatus });
export type AdminStatusBody = Static<typeof AdminStatusBody>;

/**
 * POST /api/admin/tool-requests/{id}/edit: the request form's fields and rules (checkToolRequest); both
 * optional at the schema level so a missing one gets the form's own sentence, like ToolRequestBody.
 */
export const AdminEditBody = Type.Partial(
  Type.Object({
    toolName: Type.String({ maxLength: TOOL_REQUEST_LIMITS.toolName }),
    description: Type.String({ maxLength: TOOL_REQUEST_LIMITS.description }),
  }),
);
export type AdminEditBody = Static<typeof AdminEditBody>;
/** What the dashboard sends to edit a request. */
export type AdminEditInput = Required<AdminEditBody>;

/** POST /api/admin/tool-requests/{id}/category: a category id, or null for none. */
export const AdminCategoryBody = Type.Object({ categoryId: Type.Union([Type.Integer(), Type.Null()]) });
export type AdminCategoryBody = Static<typeof AdminCategoryBody>;

/** POST /api/admin/categories: the name is trimmed and checked by the server (1–50 characters, unique ignoring case). */
export const AdminCreateCategoryBody = Type.Object({ name: Type.String() });
export type AdminCreateCategoryBody = Static<typeof AdminCreateCategoryBody>;

/** The `{id}` of an admin path; a positive whole number is checked by the route, with its own message. */
export const IdParams = Type.Object({ id: Type.String() });
export type IdParams = Static<typeof IdParams>;

// Spam Score Checker, POST /api/spam-score (spec 1 §3 and §7, plus notChecked: issue 8).

/** The request: a domain or an e-mail address (the server trims it and takes the e-mail's domain). */
export const SpamScoreBody = Type.Object({ domain: Type.String({ maxLength: 320 }) });
export type SpamScoreBody = Static<typeof SpamScoreBody>;

/** A computed score: threats add points; `notChecked` lists lookups that could not run (no points, no pass). */
export const SpamScoreResult = Type.Object({
  success: Type.Literal(true),
  spamScore: Type.Integer({ minimum: 0, maximum: 100 }),
  threats: Type.Array(Type.String()),
  notChecked: Type.Array(Type.String()),
  /** The domain checked: lower case, IDN in punycode. */
  domain: Type.String(),
});
export type SpamScoreResult = Static<typeof SpamScoreResult>;

/** A refused request (400, 422, 429): `success` is false where the route itself answers. */
export const SpamScoreError = Type.Object({ success: Type.Optional(Type.Literal(false)), error: Type.String() });
export type SpamScoreError = Static<typeof SpamScoreError>;

// 'Cloaking Checker' (POST /api/cloaking-check), written by `pnpm gen:tool cloaking-checker --server`: replace with the tool's real shapes.

export const CloakingCheckerBody = Type.Object({ input: Type.String({ maxLength: 10_000 }) });
export type CloakingCheckerBody = Static<typeof CloakingCheckerBody>;

export const CloakingCheckerResult = Type.Object({ output: Type.String() });
export type CloakingCheckerResult = Static<typeof CloakingCheckerResult>;

// 'Plagiarism Checker' (POST /api/plagiarism-check), written by `pnpm gen:tool plagiarism-checker --server`: replace with the tool's real shapes.

export const PlagiarismCheckerBody = Type.Object({ input: Type.String({ maxLength: 10_000 }) });
export type PlagiarismCheckerBody = Static<typeof PlagiarismCheckerBody>;

export const PlagiarismCheckerResult = Type.Object({ output: Type.String() });
export type PlagiarismCheckerResult = Static<typeof PlagiarismCheckerResult>;
