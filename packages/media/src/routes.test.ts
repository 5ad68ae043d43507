import type { FastifySchemaValidationError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { addToErrorBodies, fieldSentence } from './routes';

const FIELDS = { url: { missing: 'Please enter a URL.', invalid: 'Please enter a valid URL.' }, quality: { missing: 'Quality?', invalid: 'Quality!' } };
const issue = (fields: Partial<FastifySchemaValidationError>): FastifySchemaValidationError =>
  ({ keyword: 'type', instancePath: '', schemaPath: '', params: {}, message: '', ...fields }) as FastifySchemaValidationError;

describe('fieldSentence', () => {
  it("says a field's sentence: missing (Ajv's or TypeBox's required) or of the wrong type, else invalid", () => {
    expect(fieldSentence([issue({ keyword: 'required', params: { missingProperty: 'url' } })], FIELDS)).toBe('Please enter a URL.');
    expect(fieldSentence([issue({ keyword: 'required', params: { requiredProperties: ['url', 'quality'] } })], FIELDS)).toBe('Please enter a URL.');
    expect(fieldSentence([issue({ instancePath: '/url', keyword: 'type' })], FIELDS)).toBe('Please enter a URL.');
    expect(fieldSentence([issue({ instancePath: '/url', keyword: 'maxLength' })], FIELDS)).toBe('Please enter a valid URL.');
    expect(fieldSentence([issue({ instancePath: '/quality', keyword: 'const' }), issue({ instancePath: '/quality', keyword: 'anyOf' })], FIELDS)).toBe('Quality!');
  });

  it('leaves the rest to the server: another field, a body that is not an object', () => {
    expect(fieldSentence([issue({ instancePath: '/other', keyword: 'type' })], FIELDS)).toBeUndefined();
    expect(fieldSentence([issue({ keyword: 'type', params: { type: 'object' } })], FIELDS)).toBeUndefined();
  });
});

describe('addToErrorBodies', () => {
  const onSend = addToErrorBodies({ success: false });
  const reply = (statusCode: number) => ({ statusCode }) as never;

  it('puts the fields first in a JSON { error } answer of 400 and more, and leaves everything else', async () => {
    expect(await onSend({} as never, reply(400), '{"error":"No."}')).toBe('{"success":false,"error":"No."}');
    expect(await onSend({} as never, reply(200), '{"error":"No."}')).toBe('{"error":"No."}');
    expect(await onSend({} as never, reply(500), 'Internal')).toBe('Internal');
    expect(await onSend({} as never, reply(404), '[1]')).toBe('[1]');
  });
});
