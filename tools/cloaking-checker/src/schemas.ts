// The Cloaking Checker's request and response shapes, POST /api/cloaking-check (the verdict and differences, plus the two fetched summaries; docs/api.md#tool-routes).
// Exported as `./schemas`: the server validates and serializes with them; the page imports their types only.
import { Type, type Static } from 'typebox';

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
