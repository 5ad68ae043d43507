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
 * The POST body as the server accepts it: a JSON object whose fields the schema leaves to
 * checkToolRequest, so a missing or mistyped field gets the request form's own sentence (spec 2 §5:
 * a name or description that is not a string is not there, 'Tool name and description are required.';
 * an email that is not a string is not an email), not a generic schema message.
 */
export const ToolRequestBody = Type.Object({
  toolName: Type.Optional(Type.Unknown()),
  email: Type.Optional(Type.Unknown()),
  description: Type.Optional(Type.Unknown()),
});
export type ToolRequestBody = Static<typeof ToolRequestBody>;

// Admin API (spec 2 §7, "Admin (Basic auth on all)"): the bodies it accepts, exactly as §7 names them.

/** The statuses the admin may set (issue 10); the public list shows 'Completed' for `completed`. */
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

// Cloaking Checker, POST /api/cloaking-check (AMENDMENTS' shape plus the two fetched summaries: issue 8).

/** The request: the page to fetch as a visitor and as Googlebot (the server trims it). */
export const CloakingCheckBody = Type.Object({ url: Type.String({ maxLength: 2048 }) });
export type CloakingCheckBody = Static<typeof CloakingCheckBody>;

/** What one fetch saw: the final answer after redirects and what the page says about itself. */
export const CloakingPageView = Type.Object({
  fetched: Type.Literal(true),
  /** The final HTTP status after redirects. */
  status: Type.Integer(),
  /** The URL that answered, after redirects. */
  finalUrl: Type.String(),
  /** Redirects followed on the way. */
  redirects: Type.Integer({ minimum: 0 }),
  /** The document title, whitespace collapsed; '' when there is none. */
  title: Type.String(),
  /** The directives of `<meta name="robots">` and `<meta name="googlebot">`, lower case, as 'noindex, nofollow'; '' when none. */
  metaRobots: Type.String(),
  /** The X-Robots-Tag response header; '' when none. */
  robotsHeader: Type.String(),
  /** `<link rel="canonical">` resolved against the final URL; '' when none. */
  canonical: Type.String(),
  /** The start of the visible text. */
  excerpt: Type.String(),
  wordCount: Type.Integer({ minimum: 0 }),
});
export type CloakingPageView = Static<typeof CloakingPageView>;

/** A fetch that failed while the other one worked: why, in a sentence. */
export const CloakingFailedView = Type.Object({ fetched: Type.Literal(false), error: Type.String() });
export type CloakingFailedView = Static<typeof CloakingFailedView>;

export const CloakingView = Type.Union([CloakingPageView, CloakingFailedView]);
export type CloakingView = Static<typeof CloakingView>;

export const CloakingCheckResult = Type.Object({
  /** The URL checked, as fetched (trimmed, normalised). */
  url: Type.String(),
  userAgent: Type.String(),
  botAgent: Type.String(),
  isDifferent: Type.Boolean(),
  /** One sentence per field that differs. */
  differences: Type.Array(Type.String()),
  /** Word-shingle similarity of the two visible texts, 0 to 1; null when one fetch failed. */
  textSimilarity: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()]),
  userView: CloakingView,
  botView: CloakingView,
});
export type CloakingCheckResult = Static<typeof CloakingCheckResult>;

// Plagiarism Checker, POST /api/plagiarism-check (spec 1 §3 shape, AMENDMENTS; issue 8: sources, offsets, skipped sources).

/** One source to compare with: a text the visitor pasted, or the address of a page the server fetches. */
export const PlagiarismSource = Type.Object({
  kind: Type.Union([Type.Literal('text'), Type.Literal('url')]),
  value: Type.String({ maxLength: 524_288 }),
});
export type PlagiarismSource = Static<typeof PlagiarismSource>;

/** The request: the text to check and up to 10 sources (the route's body limit, 512 KB, bounds them together). */
export const PlagiarismCheckBody = Type.Object({
  text: Type.String({ maxLength: 524_288 }),
  sources: Type.Array(PlagiarismSource, { maxItems: 10 }),
});
export type PlagiarismCheckBody = Static<typeof PlagiarismCheckBody>;

/** Characters `start` (inclusive) to `end` (exclusive) of the submitted text, in UTF-16 code units: `text.slice(start, end)`. */
export const PlagiarismTextRange = Type.Object({ start: Type.Integer({ minimum: 0 }), end: Type.Integer({ minimum: 0 }) });
export type PlagiarismTextRange = Static<typeof PlagiarismTextRange>;

/** A source that shares passages with the text. */
export const PlagiarismMatch = Type.Object({
  /** A URL, or "Source N (pasted text)". */
  source: Type.String(),
  /** Percent of the text's words found in this source. */
  similarity: Type.Integer({ minimum: 0, maximum: 100 }),
  /** The longest shared passage, as the text has it (long ones cut with '…'). */
  matchedText: Type.String(),
  /** Every shared passage in the text. */
  ranges: Type.Array(PlagiarismTextRange),
});
export type PlagiarismMatch = Static<typeof PlagiarismMatch>;

/** A source that could not be compared, and why (a fetch failure's sentence, for example). */
export const PlagiarismSkippedSource = Type.Object({ source: Type.String(), reason: Type.String() });
export type PlagiarismSkippedSource = Static<typeof PlagiarismSkippedSource>;

export const PlagiarismCheckResult = Type.Object({
  /** 100 minus the percent of the text's words that any source has. */
  originalityScore: Type.Integer({ minimum: 0, maximum: 100 }),
  totalWords: Type.Integer({ minimum: 0 }),
  /** Sources compared: the given ones that could be read, plus pages the web search found. */
  checkedSources: Type.Integer({ minimum: 0 }),
  /** Most similar first. */
  matches: Type.Array(PlagiarismMatch),
  /** Every matched passage of the text, ascending and disjoint: what the page highlights. */
  highlights: Type.Array(PlagiarismTextRange),
  skippedSources: Type.Array(PlagiarismSkippedSource),
  /** 'off': no search provider is configured, only the given sources were checked. */
  webSearch: Type.Union([Type.Literal('off'), Type.Literal('done'), Type.Literal('failed')]),
});
export type PlagiarismCheckResult = Static<typeof PlagiarismCheckResult>;
