import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countRequests, testApp } from './helpers';

const valid = { toolName: 'Colour Picker', email: '', description: 'Pick a colour from the screen.' };

async function post(app: Awaited<ReturnType<typeof testApp>>, payload: unknown, headers: Record<string, string> = {}) {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  return app.inject({
    method: 'POST',
    url: '/api/tool-request',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
}

describe('POST /api/tool-request rejects bad input with 400 { error } and stores nothing', () => {
  const cases: Array<[string, unknown, string]> = [
    ['a missing tool name', { email: '', description: valid.description }, 'Tool name and description are required.'],
    ['a missing description', { toolName: 'X', email: '' }, 'Tool name and description are required.'],
    ['an empty object', {}, 'Tool name and description are required.'],
    ['a whitespace-only name', { ...valid, toolName: ' \t\n ' }, 'Tool name and description are required.'],
    ['a whitespace-only description', { ...valid, description: '     ' }, 'Tool name and description are required.'],
    ['a description under 10 characters once trimmed', { ...valid, description: '   123456789   ' }, 'Please provide at least 10 characters describing the tool.'],
    ['a name over 100 characters', { ...valid, toolName: 'n'.repeat(101) }, 'Tool name must be at most 100 characters.'],
    ['a description over 2000 characters', { ...valid, description: 'd'.repeat(2001) }, 'Description must be at most 2000 characters.'],
    ['an email over 254 characters', { ...valid, email: `${'a'.repeat(250)}@example.com` }, 'Please enter a valid email address.'],
    ['an email without @', { ...valid, email: 'not-an-email' }, 'Please enter a valid email address.'],
    ['an email with spaces inside', { ...valid, email: 'me @example.com' }, 'Please enter a valid email address.'],
    // A name or description that is not a string is not there, as the form says (and the admin's edit);
    // an email that is not a string is not an email.
    ['a number for the name', { ...valid, toolName: 42 }, 'Tool name and description are required.'],
    ['null for the name', { ...valid, toolName: null }, 'Tool name and description are required.'],
    ['an array for the description', { ...valid, description: ['Pick a colour from the screen.'] }, 'Tool name and description are required.'],
    ['an object for the description', { ...valid, description: { text: 'Pick a colour from the screen.' } }, 'Tool name and description are required.'],
    ['null for the email', { ...valid, email: null }, 'Please enter a valid email address.'],
    ['a number for the email', { ...valid, email: 42 }, 'Please enter a valid email address.'],
    ['a JSON array body', [valid], 'Request body must be a JSON object.'],
    ['a JSON string body', '"hello"', 'Request body must be a JSON object.'],
    ['a JSON null body', 'null', 'Request body must be a JSON object.'],
    ['malformed JSON', '{"toolName": "X",', 'The request body is not valid JSON.'],
    ['an empty JSON body', '', 'The request body is empty; send a JSON object.'],
  ];

  it.each(cases)('%s', async (_name, payload, error) => {
    const app = await testApp();
    const res = await post(app, payload);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error });
    expect(await countRequests(app)).toBe(0);
  });

  it('accepts the limits exactly, counting characters not UTF-16 units', async () => {
    const app = await testApp();
    const res = await post(app, { toolName: '🎨'.repeat(100), email: `${'a'.repeat(242)}@example.com`, description: 'é'.repeat(2000) });
    expect(res.statusCode).toBe(201);
    expect(await countRequests(app)).toBe(1);
  });

  it('answers 413 { error } for a body over the limit', async () => {
    const app = await testApp({ bodyLimit: 1024 });
    const res = await post(app, { ...valid, description: 'x'.repeat(2000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'The request body is too large.' });
    expect(await countRequests(app)).toBe(0);
  });

  it('answers 415 { error } for a body that is not JSON', async () => {
    const app = await testApp();
    const res = await post(app, 'toolName=X', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'Unsupported content type; send JSON with Content-Type: application/json.' });
  });

  it('answers 400 { error } for a POST without a body', async () => {
    const app = await testApp();
    const res = await app.inject({ method: 'POST', url: '/api/tool-request' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Request body must be a JSON object.' });
  });

  it('ignores unknown fields instead of storing them', async () => {
    const app = await testApp();
    const res = await post(app, { ...valid, isApproved: 'true', status: 'completed', id: 99 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: 1, isApproved: 'false', status: 'pending' });
  });

  it('never fails with a 500 and stores exactly the accepted requests (property)', async () => {
    const app = await testApp({ rateLimit: { max: 10_000, timeWindow: 60_000 } });
    const field = fc.oneof(fc.string({ maxLength: 30 }), fc.constant('  a valid enough description  '), fc.anything());
    const body = fc.oneof(
      fc.record({ toolName: field, email: fc.oneof(fc.constant(''), fc.emailAddress(), field), description: field }, { requiredKeys: [] }),
      fc.jsonValue(),
    );
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await post(app, payload);
        expect([201, 400]).toContain(res.statusCode);
        if (res.statusCode === 201) accepted += 1;
        else expect(Object.keys(res.json())).toEqual(['error']);
      }),
      { numRuns: 150 },
    );
    expect(await countRequests(app)).toBe(accepted);
  });
});
