import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import {
  AdminCategoryBody,
  AdminCreateCategoryBody,
  AdminEditBody,
  AdminStatusBody,
  ApprovedToolRequest,
  Category,
  ErrorBody,
  ToolRequest,
  ToolRequestBody,
  ToolRequestInput,
} from './schemas';

describe('schemas', () => {
  it('accept the documented shapes', () => {
    expect(Value.Check(Category, { id: 1, name: 'Text' })).toBe(true);
    expect(Value.Check(ErrorBody, { error: 'x' })).toBe(true);
    expect(
      Value.Check(ToolRequest, {
        id: 1,
        toolName: 'X',
        email: null,
        description: 'A tool that does X.',
        status: 'pending',
        isApproved: 'false',
        generationStatus: 'not_generated',
        generatedPagePath: null,
        categoryId: null,
        createdAt: '2026-11-22T10:00:00.000Z',
      }),
    ).toBe(true);
    expect(Value.Check(ApprovedToolRequest, { id: 1, toolName: 'X', description: 'Y', status: 'approved', createdAt: '2026-11-22T10:00:00.000Z' })).toBe(true);
  });

  it('bound the request fields, and leave the body\'s fields to checkToolRequest (the form\'s sentences)', () => {
    expect(Value.Check(ToolRequestInput, { toolName: 'x'.repeat(101), email: '', description: 'y'.repeat(10) })).toBe(false);
    expect(Value.Check(ToolRequestBody, {})).toBe(true);
    expect(Value.Check(ToolRequestBody, { toolName: 5, email: null, description: ['x'] })).toBe(true);
    expect(Value.Check(ToolRequestBody, [])).toBe(false);
    expect(Value.Check(ToolRequestBody, 'x')).toBe(false);
  });

  it('take the admin API’s bodies and nothing looser', () => {
    for (const status of ['pending', 'approved', 'completed']) expect(Value.Check(AdminStatusBody, { status })).toBe(true);
    expect(Value.Check(AdminStatusBody, { status: 'done' })).toBe(false);
    expect(Value.Check(AdminCategoryBody, { categoryId: 3 })).toBe(true);
    expect(Value.Check(AdminCategoryBody, { categoryId: null })).toBe(true);
    expect(Value.Check(AdminCategoryBody, { categoryId: '3' })).toBe(false);
    expect(Value.Check(AdminCategoryBody, { categoryId: 1.5 })).toBe(false);
    expect(Value.Check(AdminCategoryBody, {})).toBe(false);
    expect(Value.Check(AdminCreateCategoryBody, { name: 'Text' })).toBe(true);
    expect(Value.Check(AdminCreateCategoryBody, { name: 5 })).toBe(false);
    // The edit's fields are the form's, checked by checkToolRequest with its sentences; only the shape is the schema's.
    expect(Value.Check(AdminEditBody, {})).toBe(true);
    expect(Value.Check(AdminEditBody, { toolName: 42, description: null })).toBe(true);
    expect(Value.Check(AdminEditBody, [])).toBe(false);
  });

  it('reach the browser entry as types only', () => {
    for (const file of ['index.ts', 'hooks.ts', 'admin.ts', 'lists.ts', 'request.ts', 'query-client.ts', 'server-message.ts', 'text-rules.ts', 'tool-request-rules.ts']) {
      const source = readFileSync(join(import.meta.dirname, file), 'utf8');
      const runtimeImports = source.match(/^(?:import|export) (?!type )[^;]*from '(?:\.\/schemas|typebox[^']*)'/gm);
      expect(runtimeImports, file).toBeNull();
    }
  });
});
