import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
  FastifyServerOptions,
} from 'fastify';

/** Readable words for Fastify's own client errors; anything else keeps its message. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send JSON with Content-Type: application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  // @fastify/basic-auth: no Authorization header, or one that is not Basic credentials.
  FST_BASIC_AUTH_MISSING_OR_BAD_AUTHORIZATION_HEADER: 'Invalid username or password.',
};

const PART_NAMES: Record<string, string> = {
  body: 'Request body',
  querystring: 'Query string',
  params: 'URL parameter',
  headers: 'Request headers',
};

const article = (word: string) => `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;

/** 'toolName' → 'Tool name'. */
export function fieldLabel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\b(url|id)\b/g, (acronym) => acronym.toUpperCase());
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const quoted = (value: unknown) => JSON.stringify(value);

/** 'a', 'a or b', 'a, b or c'. */
function either(words: string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/**
 * A union (`anyOf`) reports one error per alternative before its own: gathered into one sentence,
 * e.g. 'Category ID must be an integer or null.' or 'Status must be one of "pending" or "approved".'
 */
function describeUnion(errors: FastifySchemaValidationError[], path: string, label: string): string | undefined {
  const here = errors.filter((error) => error.instancePath === path);
  if (!here.some((error) => error.keyword === 'anyOf')) return undefined;
  const values = here.filter((error) => error.keyword === 'const').map((error) => quoted((error.params as { allowedValue?: unknown }).allowedValue));
  const types = here.filter((error) => error.keyword === 'type').map((error) => String((error.params as { type?: unknown }).type));
  // Literals report their type too ('must be string'): the values say more.
  if (values.length) return `${label} must be one of ${either([...new Set(values)])}.`;
  if (types.length) return `${label} must be ${either([...new Set(types)].map((type) => (type === 'null' ? 'null' : article(type))))}.`;
  return `${label} is not one of the accepted values.`;
}

/** Turns the first schema violation into one sentence a visitor can act on. */
export function describeValidation(errors: FastifySchemaValidationError[], part = 'body'): string {
  const first = errors[0];
  if (!first) return 'The request is not valid.';
  const path = first.instancePath.split('/').filter(Boolean);
  const field = path.at(-1);
  const label = field ? fieldLabel(field) : (PART_NAMES[part] ?? 'Request');
  const params = first.params as Record<string, unknown>;
  const union = describeUnion(errors, first.instancePath, label);
  if (union) return union;
  switch (first.keyword) {
    case 'type':
      return params.type === 'object' ? `${label} must be a JSON object.` : `${label} must be ${article(String(params.type))}.`;
    case 'required': {
      // Ajv names one missing property; TypeBox's own checker may list them all: name the first.
      const missing = params.missingProperty ?? [params.requiredProperties].flat()[0] ?? 'field';
      return `${fieldLabel(String(missing))} is required.`;
    }
    case 'maxLength':
      return `${label} must be at most ${String(params.limit)} characters.`;
    case 'minLength':
      return `${label} must be at least ${String(params.limit)} characters.`;
    case 'enum':
      return `${label} must be one of ${either(((params.allowedValues as unknown[] | undefined) ?? []).map(quoted))}.`;
    default:
      return `${label} ${first.message ?? 'is not valid'}.`;
  }
}

/** Every error becomes `{ error }`: a client mistake keeps its 4xx status, anything else is a logged 500. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) {
    return reply.code(400).send({ error: describeValidation(error.validation, error.validationContext) });
  }
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'Internal Server Error' });
  }
  const message = CLIENT_ERROR_MESSAGES[error.code] ?? error.message;
  // A StoreError may carry details (Generate's `{ error, details }`); the route's response schema must list them.
  const { details } = error as { details?: unknown };
  return reply.code(status).send(typeof details === 'string' ? { error: message, details } : { error: message });
}

type StatusAndMessage = [status: number, message: string];

/** Errors Node's HTTP parser raises before Fastify sees a request (codes from llhttp and node:http). */
const CONNECTION_ERRORS: Record<string, StatusAndMessage> = {
  HPE_INVALID_EOF_STATE: [400, 'The request ended before all of it arrived.'],
  HPE_INVALID_METHOD: [400, 'Unsupported HTTP method.'],
  HPE_INVALID_CONTENT_LENGTH: [400, 'The Content-Length header is not valid.'],
  HPE_UNEXPECTED_CONTENT_LENGTH: [400, 'The Content-Length header is not valid.'],
  HPE_INVALID_TRANSFER_ENCODING: [400, 'The Transfer-Encoding header is not valid.'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'The request chunk extensions are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
};
const BAD_HTTP: StatusAndMessage = [400, 'The request is not valid HTTP.'];

/** Errors Fastify meets before routing (`frameworkErrors`); it would otherwise write its own body shape. */
const FRAMEWORK_ERRORS: Record<string, StatusAndMessage> = {
  FST_ERR_BAD_URL: [400, 'The URL is not validly encoded.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'A URL parameter is too long.'],
};

function rawJsonResponse(status: number, message: string): string {
  const body = JSON.stringify({ error: message });
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

/**
 * Answers what Node's HTTP parser rejects (a body shorter than its Content-Length, a malformed method
 * or header, a timeout) with `{ error }` written straight to the socket: there is no request object yet.
 */
export function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CONNECTION_ERRORS[error.code] ?? BAD_HTTP;
  this.log.debug({ err: error }, 'client error');
  // As node:http does: never write into a response that has already started.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) socket.write(rawJsonResponse(status, message));
  socket.destroy(error);
}

/** `{ error }` for the errors Fastify handles before a route runs. */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = FRAMEWORK_ERRORS[error.code];
  if (!known) request.log.error({ err: error }, 'request failed before routing');
  const [status, message] = known ?? [500, 'Internal Server Error'];
  void reply.code(status).send({ error: message });
}

/** An `Expect` header other than 100-continue: node:http would answer 417 with an empty body. */
export function expectationFailed(_request: IncomingMessage, response: ServerResponse): void {
  const body = JSON.stringify({ error: 'Only "Expect: 100-continue" is supported.' });
  response.writeHead(417, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close' });
  response.end(body);
}

/** Server options that keep what Node and Fastify answer before a route runs in the `{ error }` shape. */
export const ERROR_SERVER_OPTIONS = {
  clientErrorHandler,
  frameworkErrors: frameworkErrorHandler,
} satisfies Pick<FastifyServerOptions, 'clientErrorHandler' | 'frameworkErrors'>;

/** The rest of the `{ error }` wiring, on a server built with ERROR_SERVER_OPTIONS. */
export function registerErrorBodies(app: FastifyInstance): void {
  app.setErrorHandler(errorHandler);
  app.server.on('checkExpectation', expectationFailed);
}
