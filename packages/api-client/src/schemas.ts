// The API's request and response shapes, shared by apps/api (validation, fast serialization) and the browser (types only).
import { Type, type Static } from 'typebox';
import { TOOL_REQUEST_LIMITS } from './tool-request-rules';

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
