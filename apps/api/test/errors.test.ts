import { describe, expect, it } from 'vitest';
import { describeValidation, fieldLabel } from '../src/errors';

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
    expect(fieldLabel('categoryId')).toBe('Category id');
    expect(fieldLabel('email')).toBe('Email');
  });

  it('writes one sentence for the first problem', () => {
    expect(describeValidation([error('type', '/toolName', { type: 'string' })])).toBe('Tool name must be a string.');
    expect(describeValidation([error('type', '/id', { type: 'integer' })], 'params')).toBe('Id must be an integer.');
    expect(describeValidation([error('type', '', { type: 'object' })])).toBe('Request body must be a JSON object.');
    expect(describeValidation([error('type', '', { type: 'object' })], 'querystring')).toBe('Query string must be a JSON object.');
    expect(describeValidation([error('maxLength', '/email', { limit: 254 })])).toBe('Email must be at most 254 characters.');
    expect(describeValidation([error('minLength', '/name', { limit: 1 })])).toBe('Name must be at least 1 characters.');
    expect(describeValidation([error('required', '', { missingProperty: 'categoryId' })])).toBe('Category id is required.');
    expect(describeValidation([error('pattern', '/slug', {}, 'must match pattern')])).toBe('Slug must match pattern.');
    expect(describeValidation([])).toBe('The request is not valid.');
  });
});
