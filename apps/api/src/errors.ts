import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';

/** Readable words for Fastify's own client errors; anything else keeps its message. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send JSON with Content-Type: application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
};

const PART_NAMES: Record<string, string> = {
  body: 'Request body',
  querystring: 'Query string',
  params: 'URL parameter',
  headers: 'Request headers',
};

/** 'toolName' → 'Tool name'. */
export function fieldLabel(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Turns the first schema violation into one sentence a visitor can act on. */
export function describeValidation(errors: FastifySchemaValidationError[], part = 'body'): string {
  const first = errors[0];
  if (!first) return 'The request is not valid.';
  const path = first.instancePath.split('/').filter(Boolean);
  const field = path.at(-1);
  const label = field ? fieldLabel(field) : (PART_NAMES[part] ?? 'Request');
  const params = first.params as Record<string, unknown>;
  switch (first.keyword) {
    case 'type':
      return params.type === 'object' ? `${label} must be a JSON object.` : `${label} must be a ${String(params.type)}.`;
    case 'required':
      return `${fieldLabel(String(params.missingProperty ?? params.requiredProperties ?? 'field'))} is required.`;
    case 'maxLength':
      return `${label} must be at most ${String(params.limit)} characters.`;
    case 'minLength':
      return `${label} must be at least ${String(params.limit)} characters.`;
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
  return reply.code(status).send({ error: CLIENT_ERROR_MESSAGES[error.code] ?? error.message });
}
