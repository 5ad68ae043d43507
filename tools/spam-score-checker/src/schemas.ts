// The Spam Score Checker's request and response shapes, POST /api/spam-score (docs/api.md#tool-routes; notChecked lists the lookups that could not run).
// Exported as `./schemas`: the server validates and serializes with them; the page imports their types only.
import { Type, type Static } from 'typebox';

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
