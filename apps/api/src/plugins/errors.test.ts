import { describe, expect, it } from 'vitest';
import { describeValidation, fieldLabel } from './errors';

const error = (keyword: string, instancePath: string, params: Record<string, unknown>, message = 'is wrong') => ({
  keyword,
  instancePath,
  schemaPath: '#',
  params,
  message,
});

describe('describeValidation', () => {
  it('names the field in words', () => {
    expect(fieldLabel('toolName')).toBe('Tool name');
    expect(fieldLabel('categoryId')).toBe('Category ID');
    expect(fieldLabel('email')).toBe('Email');
    expect(fieldLabel('url')).toBe('URL');
    expect(fieldLabel('userId')).toBe('User ID');
    expect(fieldLabel('identity')).toBe('Identity');
  });

  it('writes one sentence for the first problem', () => {
    expect(describeValidation([error('type', '/toolName', { type: 'string' })])).toBe('Tool name must be a string.');
    expect(describeValidation([error('type', '/id', { type: 'integer' })], 'params')).toBe('ID must be an integer.');
    expect(describeValidation([error('type', '', { type: 'object' })])).toBe('Request body must be a JSON object.');
    expect(describeValidation([error('type', '', { type: 'object' })], 'querystring')).toBe('Query string must be a JSON object.');
    expect(describeValidation([error('maxLength', '/email', { limit: 254 })])).toBe('Email must be at most 254 characters.');
    expect(describeValidation([error('minLength', '/name', { limit: 1 })])).toBe('Name must be at least 1 characters.');
    expect(describeValidation([error('required', '', { missingProperty: 'categoryId' })])).toBe('Category ID is required.');
    expect(describeValidation([error('required', '', { requiredProperties: ['text', 'sources'] })])).toBe('Text is required.');
    expect(describeValidation([error('pattern', '/slug', {}, 'must match pattern')])).toBe('Slug must match pattern.');
    expect(describeValidation([])).toBe('The request is not valid.');
  });

  it('gathers a union\'s alternatives into one sentence', () => {
    const anyOf = (path: string) => error('anyOf', path, {}, 'must match a schema in anyOf');
    expect(
      describeValidation([error('type', '/categoryId', { type: 'integer' }), error('type', '/categoryId', { type: 'null' }), anyOf('/categoryId')]),
    ).toBe('Category ID must be an integer or null.');
    expect(
      describeValidation([
        error('const', '/status', { allowedValue: 'pending' }),
        error('type', '/status', { type: 'string' }),
        error('const', '/status', { allowedValue: 'approved' }),
        error('const', '/status', { allowedValue: 'completed' }),
        anyOf('/status'),
      ]),
    ).toBe('Status must be one of "pending", "approved" or "completed".');
    expect(describeValidation([error('enum', '/size', { allowedValues: ['s', 'm'] })])).toBe('Size must be one of "s" or "m".');
    // A union's alternatives elsewhere do not leak into another field's sentence.
    expect(describeValidation([error('type', '/name', { type: 'string' }), anyOf('/other')])).toBe('Name must be a string.');
  });
});
