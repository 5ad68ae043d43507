import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ADMIN_AUTH, basicAuth, testApp } from './helpers';

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
    expect(await health.json()).toMatchObject({ status: 'ok' });
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

  it('runs the admin cycle with the credential the dashboard sends: create, approve, file, delete', async () => {
    const base = await listening(await testApp());
    const admin = (method: string, path: string, body?: unknown) =>
      fetch(`${base}/api/admin${path}`, {
        method,
        headers: { Authorization: ADMIN_AUTH, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
    const submitted = await fetch(`${base}/api/tool-request`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ toolName: 'Colour Picker', email: '', description: 'Pick a colour from the screen.' }),
    });
    const { id } = (await submitted.json()) as { id: number };

    const category = await admin('POST', '/categories', { name: 'Design' });
    expect(category.status).toBe(201);
    const { id: categoryId } = (await category.json()) as { id: number };
    expect((await admin('POST', `/tool-requests/${id}/approve`)).status).toBe(200);
    expect(await (await admin('POST', `/tool-requests/${id}/category`, { categoryId })).json()).toMatchObject({ id, categoryId, isApproved: 'true' });
    expect(await (await fetch(`${base}/api/tool-requests/approved`)).json()).toMatchObject([{ id, toolName: 'Colour Picker', status: 'approved' }]);

    const deleted = await admin('DELETE', `/categories/${categoryId}`);
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    expect(await (await admin('GET', '/tool-requests')).json()).toMatchObject([{ id, categoryId: null }]);
    expect((await admin('DELETE', `/tool-requests/${id}`)).status).toBe(204);
    expect(await (await admin('GET', '/tool-requests')).json()).toEqual([]);
  });

  it('answers a wrong login 401 without a browser prompt, and the eleventh 429 with Retry-After', async () => {
    const base = await listening(await testApp());
    const login = (auth: string) => fetch(`${base}/api/admin/tool-requests`, { headers: { Authorization: auth } });
    for (let i = 0; i < 10; i += 1) {
      const res = await login(basicAuth('admin', `guess ${i}`));
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBeNull();
      expect(await res.json()).toEqual({ error: 'Invalid username or password.' });
    }
    const throttled = await login(basicAuth('admin', 'guess 11'));
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await throttled.json()) as { error: string }).error).toMatch(/^Too many failed logins\. Please try again in \d+ seconds?\.$/);
  });
});
