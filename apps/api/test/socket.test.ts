import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { testApp } from './helpers';

async function listening(app: Awaited<ReturnType<typeof testApp>>): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describe('over a real socket', () => {
  it('answers health and the lists', async () => {
    const base = await listening(await testApp());
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${base}/api/categories`)).json()).toEqual([]);
    expect(await (await fetch(`${base}/api/tool-requests/live`)).json()).toEqual([]);
  });

  it('takes a submission the way the browser sends it', async () => {
    const base = await listening(await testApp());
    const res = await fetch(`${base}/api/tool-request`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ toolName: 'Colour Picker', email: '', description: 'Pick a colour from the screen.' }),
      credentials: 'include',
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ id: 1, toolName: 'Colour Picker', email: null });

    const bad = await fetch(`${base}/api/tool-request`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{oops' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });

  it('answers an unknown API path with JSON 404', async () => {
    const base = await listening(await testApp());
    const res = await fetch(`${base}/api/unknown`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: 'Not Found' });
  });
});
