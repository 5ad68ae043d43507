// What a route says of itself in the API's OpenAPI document, beyond its own TypeBox schemas: a summary,
// a tag, and one example per request body and per answer. A tool's `toolServer` carries the docs of its
// routes (`routeDocs`); apps/api merges them with its own into the document, and its OpenAPI test fails
// when a public route has none or an example does not validate against its schema.

/** The document's groups of routes, in its order. */
export const API_TAGS = {
  site: 'Site',
  requests: 'Tool requests',
  checkers: 'Checkers',
  media: 'Downloaders and MP3 converter',
} as const;
export type ApiTag = (typeof API_TAGS)[keyof typeof API_TAGS];

export interface ResponseDoc {
  description: string;
  /** The answer's example; validated against the route's schema for that status, or `schema`. */
  example?: unknown;
  /** The JSON Schema (a TypeBox one) of an answer the route sends without declaring it: documentation only, never used to serialize. */
  schema?: object;
  /** Not JSON: an SSE stream, a module, a file. */
  contentType?: string;
}

export interface RouteDoc {
  summary: string;
  description?: string;
  tag: ApiTag;
  /** An example request body, for a route that takes one. */
  body?: unknown;
  responses: Record<number, ResponseDoc>;
}

/**
 * A plugin's route docs, keyed by `METHOD url` as the plugin registers the route, without the /api
 * prefix apps/api registers it under ('POST /spam-score'; Fastify's `:param` syntax).
 */
export type RouteDocs = Readonly<Record<string, RouteDoc>>;

/** An `{ error }` answer and its sentence. */
export const errorDoc = (description: string, message: string): ResponseDoc => ({ description, example: { error: message } });

/** The rate-limit plugin's 429, with what was counted. */
export const tooManyDoc = (what: string): ResponseDoc => ({
  description: `Too many ${what} from this client IP this minute.`,
  example: { error: 'Too many requests. Please try again in 1 minute.' },
});
