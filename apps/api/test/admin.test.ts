import { hasControlCharacters, ToolRequest } from '@toolnest/api-client/schemas';
import type { FastifyInstance, InjectOptions } from 'fastify';
import fc from 'fast-check';
import { Value } from 'typebox/value';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMEMBER_VERIFIED_MS } from '../src/plugins/admin-auth';
import { BAD_ID_MESSAGE } from '../src/routes/admin';
import { ADMIN_AUTH, basicAuth, insertRequest, readDatabase, testApp, TEST_ADMIN } from './helpers';

const INVALID = { error: 'Invalid username or password.' };
const CONTROL = { error: 'The text contains characters that are not allowed.' };

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

interface Call {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  body?: unknown;
  auth?: string | null;
  remoteAddress?: string;
  headers?: Record<string, string>;
}

/** One admin call as the dashboard makes it: JSON only when there is a body, the credential in the header. */
function call(app: FastifyInstance, { method, url, body, auth = ADMIN_AUTH, remoteAddress, headers = {} }: Call) {
  const options: InjectOptions = { method, url, headers: { ...headers }, ...(remoteAddress ? { remoteAddress } : {}) };
  if (auth !== null) options.headers!.authorization = auth;
  if (body !== undefined) {
    options.headers!['content-type'] = 'application/json';
    options.payload = typeof body === 'string' ? body : JSON.stringify(body);
  }
  return app.inject(options);
}

/** Everything the admin can change, read through a second connection. */
async function snapshot(app: FastifyInstance) {
  const db = await readDatabase(app);
  return {
    requests: await db.selectFrom('tool_requests').selectAll().orderBy('id').execute(),
    categories: await db.selectFrom('categories').selectAll().orderBy('id').execute(),
  };
}

/** An app with a category (1, 'Text') and a pending request (1) filed under it. */
async function seededApp(options: Parameters<typeof testApp>[0] = {}) {
  const app = await testApp(options);
  const category = await app.categories.create('Text');
  const id = await insertRequest(app, { toolName: 'Dice', description: 'Rolls dice for board games.', categoryId: category.id });
  return { app, id, categoryId: category.id };
}

/** Every /api/admin route (docs/admin.md#the-admin-api), and the preview link's, with a body it accepts. */
const ROUTES: Array<Omit<Call, 'auth'>> = [
  { method: 'GET', url: '/api/admin/tool-requests' },
  { method: 'GET', url: '/api/admin/categories' },
  { method: 'POST', url: '/api/admin/tool-requests/1/approve' },
  { method: 'POST', url: '/api/admin/tool-requests/1/status', body: { status: 'completed' } },
  { method: 'POST', url: '/api/admin/tool-requests/1/edit', body: { toolName: 'Dice Roller', description: 'Rolls any dice you like.' } },
  { method: 'POST', url: '/api/admin/tool-requests/1/category', body: { categoryId: null } },
  { method: 'POST', url: '/api/admin/tool-requests/1/generate' },
  { method: 'POST', url: '/api/admin/tool-requests/1/go-live' },
  { method: 'POST', url: '/api/admin/tool-requests/1/preview' },
  { method: 'DELETE', url: '/api/admin/tool-requests/1' },
  { method: 'POST', url: '/api/admin/categories', body: { name: 'Writing' } },
  { method: 'DELETE', url: '/api/admin/categories/1' },
];

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

const BAD_CREDENTIALS: Array<[string, string | null]> = [
  ['no Authorization header', null],
  ['a wrong password', basicAuth(TEST_ADMIN.username, 'wrong-password')],
  ['a wrong username', basicAuth('root', TEST_ADMIN.password)],
  ['an empty header', ''],
  ['another scheme', `Bearer ${b64('admin:test-password')}`],
  ['Basic without credentials', 'Basic '],
  ['Basic with invalid base64', 'Basic !!!not-base64!!!'],
  ['Basic without a colon', `Basic ${b64('admintest-password')}`],
  ['Basic with a control character', `Basic ${b64('admin:test\u0000password')}`],
  ['the right password twice over', basicAuth(TEST_ADMIN.username, TEST_ADMIN.password.repeat(2))],
];

describe('Basic auth on every admin route', () => {
  it.each(BAD_CREDENTIALS)('%s: every route answers 401 { error } without a browser prompt, and nothing changes', async (_name, auth) => {
    // The throttle is tested below; here it must not turn the later 401s into 429s.
    const { app } = await seededApp({ failedLoginLimit: { max: 1000, timeWindow: 60_000 } });
    const before = await snapshot(app);
    for (const route of ROUTES) {
      const res = await call(app, { ...route, auth });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json()).toEqual(INVALID);
      expect(res.headers['www-authenticate']).toBeUndefined();
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
    expect(await snapshot(app)).toEqual(before);
  });

  it('refuses before reading the body: a huge or malformed body without credentials is still a 401', async () => {
    const { app } = await seededApp();
    const huge = await call(app, { method: 'POST', url: '/api/admin/categories', body: { name: 'x'.repeat(100_000) }, auth: null });
    expect(huge.statusCode).toBe(401);
    const malformed = await call(app, { method: 'POST', url: '/api/admin/categories', body: '{oops', auth: null });
    expect(malformed.statusCode).toBe(401);
    // A bad id too: nobody learns anything about the routes without logging in.
    expect((await call(app, { method: 'DELETE', url: '/api/admin/tool-requests/abc', auth: null })).statusCode).toBe(401);
    // Fastify's automatic HEAD routes sit behind the same guard.
    expect((await app.inject({ method: 'HEAD', url: '/api/admin/tool-requests' })).statusCode).toBe(401);
  });

  it('accepts a UTF-8 username and password', async () => {
    const app = await testApp({ admin: { username: 'ädmin', password: 'pässwörd 🔑' } });
    expect((await call(app, { method: 'GET', url: '/api/admin/categories', auth: basicAuth('ädmin', 'pässwörd 🔑') })).statusCode).toBe(200);
    expect((await call(app, { method: 'GET', url: '/api/admin/categories', auth: basicAuth('admin', 'pässwörd 🔑') })).statusCode).toBe(401);
  });

  it('answers every admin call with Cache-Control: no-store, refused or not; the public lists keep theirs', async () => {
    const { app } = await seededApp({ failedLoginLimit: { max: 1000, timeWindow: 60_000 } });
    for (const auth of [ADMIN_AUTH, null, basicAuth(TEST_ADMIN.username, 'wrong-password')]) {
      for (const route of ROUTES) {
        const res = await call(app, { ...route, auth });
        expect(res.headers['cache-control'], `${route.method} ${route.url} (${res.statusCode})`).toBe('no-store');
      }
    }
    // The cached list the dashboard shares with the public route: still revalidated there, never kept here.
    expect((await app.inject('/api/categories')).headers['cache-control']).not.toBe('no-store');
    expect((await call(app, { method: 'GET', url: '/api/admin/categories', headers: { 'accept-encoding': 'br' } })).headers['cache-control']).toBe('no-store');
  });

  it('keeps the public routes open', async () => {
    const { app } = await seededApp();
    expect((await app.inject('/api/categories')).statusCode).toBe(200);
    expect((await app.inject('/api/tool-requests/approved')).statusCode).toBe(200);
  });
});

describe('one scrypt per dashboard load', () => {
  it('remembers a verified header for five minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { app } = await seededApp();
    const verify = vi.spyOn(app.adminCredentials, 'verify');
    for (let i = 0; i < 5; i += 1) expect((await call(app, ROUTES[i % 2]!)).statusCode).toBe(200);
    expect(verify).toHaveBeenCalledTimes(1);

    // Another spelling of the same credential is another header: checked once more.
    expect((await call(app, { ...ROUTES[0]!, auth: ADMIN_AUTH.replace('Basic', 'basic') })).statusCode).toBe(200);
    expect(verify).toHaveBeenCalledTimes(2);

    vi.setSystemTime(Date.now() + REMEMBER_VERIFIED_MS - 1000);
    expect((await call(app, ROUTES[0]!)).statusCode).toBe(200);
    expect(verify).toHaveBeenCalledTimes(2);
    vi.setSystemTime(Date.now() + 2000);
    expect((await call(app, ROUTES[0]!)).statusCode).toBe(200);
    expect(verify).toHaveBeenCalledTimes(3);
  });

  it('never remembers a wrong header', async () => {
    const { app } = await seededApp();
    const verify = vi.spyOn(app.adminCredentials, 'verify');
    const wrong = basicAuth('admin', 'nope');
    for (let i = 0; i < 3; i += 1) expect((await call(app, { ...ROUTES[0]!, auth: wrong })).statusCode).toBe(401);
    expect(verify).toHaveBeenCalledTimes(3);
  });
});

describe('failed-login throttle', () => {
  const wrong = basicAuth('admin', 'guess');

  it('answers the eleventh failed login in a minute with 429 and Retry-After, before any scrypt', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { app } = await seededApp();
    const verify = vi.spyOn(app.adminCredentials, 'verify');
    for (let i = 1; i <= 10; i += 1) {
      const res = await call(app, { ...ROUTES[0]!, auth: wrong });
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    expect(verify).toHaveBeenCalledTimes(10);

    const throttled = await call(app, { ...ROUTES[0]!, auth: wrong });
    expect(throttled.statusCode).toBe(429);
    const retryAfter = Number(throttled.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(throttled.json()).toEqual({ error: `Too many failed logins. Please try again in ${retryAfter} seconds.` });
    // Even the right password waits: no scrypt runs for this client until the minute is over.
    expect((await call(app, ROUTES[0]!)).statusCode).toBe(429);
    expect((await call(app, { ...ROUTES[3]!, auth: null })).statusCode).toBe(401); // no credential: nothing to check
    expect(verify).toHaveBeenCalledTimes(10);

    // Another client is not held back.
    expect((await call(app, { ...ROUTES[0]!, remoteAddress: '10.0.0.9' })).statusCode).toBe(200);
    expect(verify).toHaveBeenCalledTimes(11);

    // A minute later the client may try again (a wrong guess is checked, so a 401 again).
    vi.setSystemTime(Date.now() + 61_000);
    expect((await call(app, { ...ROUTES[0]!, auth: wrong })).statusCode).toBe(401);
    expect(verify).toHaveBeenCalledTimes(12);
  });

  it('ignores X-Forwarded-For (trustProxy is off): ten failures from one socket under ten claimed addresses still lead to the 429', async () => {
    const { app } = await seededApp();
    const verify = vi.spyOn(app.adminCredentials, 'verify');
    for (let i = 1; i <= 10; i += 1) {
      const res = await call(app, { ...ROUTES[0]!, auth: wrong, headers: { 'x-forwarded-for': `203.0.113.${i}` } });
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    const throttled = await call(app, { ...ROUTES[0]!, auth: wrong, headers: { 'x-forwarded-for': '198.51.100.77' } });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().error).toMatch(/^Too many failed logins\. Please try again in \d+ seconds?\.$/);
    expect(verify).toHaveBeenCalledTimes(10);
    // The socket's own address is the one held back, whatever the header claims.
    expect((await call(app, { ...ROUTES[0]!, auth: wrong, headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(429);
    expect((await call(app, { ...ROUTES[0]!, auth: wrong, remoteAddress: '10.0.0.9', headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(401);
  });

  it('behind a trusted proxy (TRUST_PROXY), each forwarded client has its own allowance; others cannot forge one', async () => {
    const { app } = await seededApp({ trustProxy: ['127.0.0.1'] });
    const from = (client: string, remoteAddress = '127.0.0.1') => ({ ...ROUTES[0]!, auth: wrong, remoteAddress, headers: { 'x-forwarded-for': client } });
    for (let i = 1; i <= 10; i += 1) expect((await call(app, from('203.0.113.1'))).statusCode, `attempt ${i}`).toBe(401);
    expect((await call(app, from('203.0.113.1'))).statusCode).toBe(429);
    // Another visitor behind the same proxy is not held back.
    expect((await call(app, from('203.0.113.2'))).statusCode).toBe(401);
    // A sender that is not the proxy is counted by its own address, whatever its header claims.
    for (let i = 1; i <= 10; i += 1) expect((await call(app, from(`198.51.100.${i}`, '10.0.0.9'))).statusCode, `forged ${i}`).toBe(401);
    expect((await call(app, from('198.51.100.99', '10.0.0.9'))).statusCode).toBe(429);
  });

  it('counts only failures: right logins never use up the allowance', async () => {
    const { app } = await seededApp({ failedLoginLimit: { max: 2, timeWindow: 60_000 } });
    const verify = vi.spyOn(app.adminCredentials, 'verify');
    // Five spellings of the scheme are five headers, so each one is really checked.
    for (const scheme of ['Basic', 'basic', 'BASIC', 'bAsic', 'baSic']) {
      expect((await call(app, { ...ROUTES[0]!, auth: ADMIN_AUTH.replace('Basic', scheme) })).statusCode).toBe(200);
    }
    expect(verify).toHaveBeenCalledTimes(5);
    expect((await call(app, { ...ROUTES[0]!, auth: wrong })).statusCode).toBe(401);
    expect((await call(app, { ...ROUTES[0]!, auth: wrong })).statusCode).toBe(401);
    expect((await call(app, { ...ROUTES[0]!, auth: wrong })).statusCode).toBe(429);
  });

  it('keeps a remembered login working while its client is throttled', async () => {
    const { app } = await seededApp({ failedLoginLimit: { max: 1, timeWindow: 60_000 } });
    expect((await call(app, ROUTES[0]!)).statusCode).toBe(200);
    expect((await call(app, { ...ROUTES[0]!, auth: wrong })).statusCode).toBe(401);
    expect((await call(app, { ...ROUTES[0]!, auth: wrong })).statusCode).toBe(429);
    expect((await call(app, ROUTES[0]!)).statusCode).toBe(200);
  });

  it('lets no burst of parallel guesses run more checks than the limit', async () => {
    const { app } = await seededApp();
    const verify = vi.spyOn(app.adminCredentials, 'verify');
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => call(app, { ...ROUTES[0]!, auth: basicAuth('admin', `guess ${i}`) })));
    const statuses = answers.map((res) => res.statusCode);
    expect(verify.mock.calls.length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 401)).toHaveLength(verify.mock.calls.length);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - verify.mock.calls.length);
    for (const res of answers.filter((r) => r.statusCode === 429)) {
      expect(res.json().error).toMatch(/^Too many failed logins\. Please try again in \d+ seconds?\.$/);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
    }
  });
});

describe('GET /api/admin/tool-requests', () => {
  it('lists every request with every field, newest first, as a plain array', async () => {
    const app = await testApp();
    const category = await app.categories.create('Text');
    const old = await insertRequest(app, { toolName: 'Old', minutesAgo: 60 });
    const live = await insertRequest(app, { toolName: 'Live', approved: true, generationStatus: 'live', categoryId: category.id, minutesAgo: 30 });
    const { id: fresh } = await app.toolRequests.create({ toolName: 'Fresh', email: 'me@example.com', description: 'Brand new request.' });
    const res = await call(app, ROUTES[0]!);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((row: { id: number }) => row.id)).toEqual([fresh, live, old]);
    for (const row of list) expect(Value.Check(ToolRequest, row)).toBe(true);
    expect(list[0]).toMatchObject({ toolName: 'Fresh', email: 'me@example.com', status: 'pending', isApproved: 'false', generationStatus: 'not_generated', generatedPagePath: null, categoryId: null });
    expect(list[1]).toMatchObject({ toolName: 'Live', status: 'approved', isApproved: 'true', generationStatus: 'live', categoryId: category.id });
  });
});

describe('GET /api/admin/categories', () => {
  it('lists id and name by name', async () => {
    const app = await testApp();
    await app.categories.create('Writing');
    await app.categories.create('Dev');
    expect((await call(app, ROUTES[1]!)).json()).toEqual([
      { id: 2, name: 'Dev' },
      { id: 1, name: 'Writing' },
    ]);
  });
});

describe('approve', () => {
  it('answers the row, approved, and shows it on the public list; repeating it changes nothing', async () => {
    const { app, id } = await seededApp();
    expect((await app.inject('/api/tool-requests/approved')).json()).toEqual([]);
    const first = await call(app, { method: 'POST', url: `/api/admin/tool-requests/${id}/approve` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id, isApproved: 'true', status: 'approved', toolName: 'Dice' });
    expect((await app.inject('/api/tool-requests/approved')).json()).toMatchObject([{ id, status: 'approved' }]);

    const before = await snapshot(app);
    const again = await call(app, { method: 'POST', url: `/api/admin/tool-requests/${id}/approve` });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await snapshot(app)).toEqual(before);
  });

  it('keeps completed', async () => {
    const app = await testApp();
    const id = await insertRequest(app, { status: 'completed' });
    const res = await call(app, { method: 'POST', url: `/api/admin/tool-requests/${id}/approve` });
    expect(res.json()).toMatchObject({ isApproved: 'true', status: 'completed' });
    expect((await app.inject('/api/tool-requests/approved')).json()).toMatchObject([{ id, status: 'completed' }]);
  });
});

describe('status', () => {
  // What the dashboard's status control shows: 'Pending Approval' is not approved, the others are.
  it.each([
    ['pending', 'false'],
    ['approved', 'true'],
    ['completed', 'true'],
  ] as const)('sets %s on a pending and on an approved request (isApproved %s)', async (status, isApproved) => {
    const { app, id } = await seededApp();
    const approvedId = await insertRequest(app, { toolName: 'Coin', approved: true });
    for (const target of [id, approvedId]) {
      const res = await call(app, { method: 'POST', url: `/api/admin/tool-requests/${target}/status`, body: { status } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: target, status, isApproved });
    }
    const listed = (await app.inject('/api/tool-requests/approved')).json().map((row: { id: number; status: string }) => [row.id, row.status]);
    expect(listed).toEqual(isApproved === 'true' ? [[approvedId, status], [id, status]] : []);
  });

  it('takes a request off the public list with pending, and a repeat changes nothing', async () => {
    const app = await testApp();
    const id = await insertRequest(app, { approved: true, status: 'completed' });
    expect((await app.inject('/api/tool-requests/approved')).json()).toHaveLength(1);
    const first = await call(app, { method: 'POST', url: `/api/admin/tool-requests/${id}/status`, body: { status: 'pending' } });
    expect(first.json()).toMatchObject({ status: 'pending', isApproved: 'false' });
    expect((await app.inject('/api/tool-requests/approved')).json()).toEqual([]);
    const before = await snapshot(app);
    const again = await call(app, { method: 'POST', url: `/api/admin/tool-requests/${id}/status`, body: { status: 'pending' } });
    expect(again.json()).toEqual(first.json());
    expect(await snapshot(app)).toEqual(before);
  });

  it('shows completed on the public list at once', async () => {
    const app = await testApp();
    const id = await insertRequest(app, { approved: true });
    expect((await app.inject('/api/tool-requests/approved')).json()).toMatchObject([{ status: 'approved' }]);
    await call(app, { method: 'POST', url: `/api/admin/tool-requests/${id}/status`, body: { status: 'completed' } });
    expect((await app.inject('/api/tool-requests/approved')).json()).toMatchObject([{ status: 'completed' }]);
  });
});

describe('edit', () => {
  it('trims and stores the new name and description, keeping the rest', async () => {
    const app = await testApp();
    const { id } = await app.toolRequests.create({ toolName: 'Dice', email: 'me@example.com', description: 'Rolls dice for games.' });
    const res = await call(app, {
      method: 'POST',
      url: `/api/admin/tool-requests/${id}/edit`,
      body: { toolName: ' Dice Roller ', description: '\tRolls any dice:\n d4 to d20. ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, toolName: 'Dice Roller', description: 'Rolls any dice:\n d4 to d20.', email: 'me@example.com', status: 'pending' });
  });
});

describe('category', () => {
  it('files a request under a category and back to none; the live list follows', async () => {
    const app = await testApp();
    const { id: categoryId } = await app.categories.create('Text');
    const id = await insertRequest(app, { approved: true, generationStatus: 'live' });
    expect((await app.inject('/api/tool-requests/live')).json()).toMatchObject([{ id, categoryId: null }]);
    const filed = await call(app, { method: 'POST', url: `/api/admin/tool-requests/${id}/category`, body: { categoryId } });
    expect(filed.statusCode).toBe(200);
    expect(filed.json()).toMatchObject({ id, categoryId });
    expect((await app.inject('/api/tool-requests/live')).json()).toMatchObject([{ id, categoryId }]);
    const none = await call(app, { method: 'POST', url: `/api/admin/tool-requests/${id}/category`, body: { categoryId: null } });
    expect(none.json()).toMatchObject({ id, categoryId: null });
  });
});

describe('deletes', () => {
  it('deletes a request: 204 with no body, gone from every list; twice is a 404', async () => {
    const app = await testApp();
    const id = await insertRequest(app, { approved: true, generationStatus: 'live' });
    expect((await app.inject('/api/tool-requests/approved')).json()).toHaveLength(1);
    const res = await call(app, { method: 'DELETE', url: `/api/admin/tool-requests/${id}` });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await app.inject('/api/tool-requests/approved')).json()).toEqual([]);
    expect((await app.inject('/api/tool-requests/live')).json()).toEqual([]);
    expect((await call(app, ROUTES[0]!)).json()).toEqual([]);
    const twice = await call(app, { method: 'DELETE', url: `/api/admin/tool-requests/${id}` });
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toEqual({ error: `There is no tool request ${id}.` });
  });

  it('deletes a category and keeps its requests, now in none; twice is a 404', async () => {
    const { app, id, categoryId } = await seededApp();
    await call(app, { method: 'POST', url: `/api/admin/tool-requests/${id}/approve` });
    await app.toolRequests.generations.setStatus(id, 'live');
    expect((await app.inject('/api/tool-requests/live')).json()).toMatchObject([{ id, categoryId }]);
    expect((await app.inject('/api/categories')).json()).toHaveLength(1);

    const res = await call(app, { method: 'DELETE', url: `/api/admin/categories/${categoryId}` });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await app.inject('/api/categories')).json()).toEqual([]);
    expect((await call(app, ROUTES[1]!)).json()).toEqual([]);
    expect((await call(app, ROUTES[0]!)).json()).toMatchObject([{ id, toolName: 'Dice', categoryId: null, isApproved: 'true' }]);
    expect((await app.inject('/api/tool-requests/live')).json()).toMatchObject([{ id, categoryId: null }]);

    const twice = await call(app, { method: 'DELETE', url: `/api/admin/categories/${categoryId}` });
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toEqual({ error: `There is no category ${categoryId}.` });
  });
});

describe('POST /api/admin/categories', () => {
  it('creates a trimmed category: 201 with id and name, on the public list at once', async () => {
    const app = await testApp();
    expect((await app.inject('/api/categories')).json()).toEqual([]);
    const res = await call(app, { method: 'POST', url: '/api/admin/categories', body: { name: '  Writing ' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: 1, name: 'Writing' });
    expect((await app.inject('/api/categories')).json()).toEqual([{ id: 1, name: 'Writing' }]);
  });

  it('answers 409 for a name taken ignoring case, naming the one that exists', async () => {
    const app = await testApp();
    await call(app, { method: 'POST', url: '/api/admin/categories', body: { name: 'Writing' } });
    const res = await call(app, { method: 'POST', url: '/api/admin/categories', body: { name: 'WRITING' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'A category named "Writing" already exists.' });
    expect((await app.inject('/api/categories')).json()).toHaveLength(1);
  });
});

describe('bad input: 4xx { error }, and nothing changes', () => {
  const requestRoutes = (id: string): Array<Omit<Call, 'auth'>> => [
    { method: 'POST', url: `/api/admin/tool-requests/${id}/approve` },
    { method: 'POST', url: `/api/admin/tool-requests/${id}/status`, body: { status: 'completed' } },
    { method: 'POST', url: `/api/admin/tool-requests/${id}/edit`, body: { toolName: 'Dice Roller', description: 'Rolls any dice you like.' } },
    { method: 'POST', url: `/api/admin/tool-requests/${id}/category`, body: { categoryId: null } },
    { method: 'DELETE', url: `/api/admin/tool-requests/${id}` },
    { method: 'DELETE', url: `/api/admin/categories/${id}` },
  ];

  // 2147483648: one past what the id columns hold (MAX_ROW_ID), which PostgreSQL refused with a 500.
  it.each(['abc', '1.5', '-1', '0', '007', '1e3', '0x10', '12345678901234567890', '9007199254740993', '2147483648', '%20'])('id %s: 400 on every route', async (id) => {
    const { app } = await seededApp();
    const before = await snapshot(app);
    for (const route of requestRoutes(id)) {
      const res = await call(app, route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(400);
      expect(res.json()).toEqual({ error: BAD_ID_MESSAGE });
    }
    expect(await snapshot(app)).toEqual(before);
  });

  it.each(['999', '2147483647'])('an unknown id, %s: 404 on every route', async (id) => {
    const { app } = await seededApp();
    const before = await snapshot(app);
    for (const route of requestRoutes(id)) {
      const res = await call(app, route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(res.json().error).toBe(`There is no ${route.url.includes('/categories/') ? 'category' : 'tool request'} ${id}.`);
    }
    expect(await snapshot(app)).toEqual(before);
  });

  const cases: Array<[string, Omit<Call, 'auth'>, number, string]> = [
    // Malformed or misshaped bodies.
    ...ROUTES.filter((route) => route.body !== undefined).map(
      (route): [string, Omit<Call, 'auth'>, number, string] => [`malformed JSON to ${route.url}`, { ...route, body: '{"name": "x",' }, 400, 'The request body is not valid JSON.'],
    ),
    ['a JSON array to edit', { method: 'POST', url: '/api/admin/tool-requests/1/edit', body: [] }, 400, 'Request body must be a JSON object.'],
    // edit: the request form's rules and sentences.
    ['edit with a blank name', { method: 'POST', url: '/api/admin/tool-requests/1/edit', body: { toolName: '   ', description: 'Rolls any dice you like.' } }, 400, 'Tool name and description are required.'],
    ['edit without a description', { method: 'POST', url: '/api/admin/tool-requests/1/edit', body: { toolName: 'Dice' } }, 400, 'Tool name and description are required.'],
    ['edit with an empty body', { method: 'POST', url: '/api/admin/tool-requests/1/edit', body: {} }, 400, 'Tool name and description are required.'],
    ['edit with a short description', { method: 'POST', url: '/api/admin/tool-requests/1/edit', body: { toolName: 'Dice', description: '  123456789 ' } }, 400, 'Please provide at least 10 characters describing the tool.'],
    ['edit with a long name', { method: 'POST', url: '/api/admin/tool-requests/1/edit', body: { toolName: 'n'.repeat(101), description: 'Rolls any dice you like.' } }, 400, 'Tool name must be at most 100 characters.'],
    ['edit with a long description', { method: 'POST', url: '/api/admin/tool-requests/1/edit', body: { toolName: 'Dice', description: 'd'.repeat(2001) } }, 400, 'Description must be at most 2000 characters.'],
    // A name or description that is not a string is not there, as the form would say (like POST /api/tool-request).
    ['edit with a number for the name', { method: 'POST', url: '/api/admin/tool-requests/1/edit', body: { toolName: 42, description: 'Rolls any dice you like.' } }, 400, 'Tool name and description are required.'],
    ['edit with null for the description', { method: 'POST', url: '/api/admin/tool-requests/1/edit', body: { toolName: 'Dice', description: null } }, 400, 'Tool name and description are required.'],
    ['edit with an array for the description', { method: 'POST', url: '/api/admin/tool-requests/1/edit', body: { toolName: 'Dice', description: ['Rolls any dice you like.'] } }, 400, 'Tool name and description are required.'],
    ['edit with an object for the name', { method: 'POST', url: '/api/admin/tool-requests/1/edit', body: { toolName: { text: 'Dice' }, description: 'Rolls any dice you like.' } }, 400, 'Tool name and description are required.'],
    ['edit with true for the name', { method: 'POST', url: '/api/admin/tool-requests/1/edit', body: { toolName: true, description: 'Rolls any dice you like.' } }, 400, 'Tool name and description are required.'],
    ['edit with NUL in the name', { method: 'POST', url: '/api/admin/tool-requests/1/edit', body: { toolName: 'Di\u0000ce', description: 'Rolls any dice you like.' } }, 400, CONTROL.error],
    ['edit with an escape in the description', { method: 'POST', url: '/api/admin/tool-requests/1/edit', body: { toolName: 'Dice', description: 'Rolls \u001b[31many dice.' } }, 400, CONTROL.error],
    // A lone surrogate, as a raw JSON escape: SQLite would have stored U+FFFD and answered 200.
    ['edit with a lone surrogate in the name', { method: 'POST', url: '/api/admin/tool-requests/1/edit', body: String.raw`{"toolName":"Dice\ud800","description":"Rolls any dice you like."}` }, 400, CONTROL.error],
    ['edit with a lone surrogate in the description', { method: 'POST', url: '/api/admin/tool-requests/1/edit', body: String.raw`{"toolName":"Dice","description":"Rolls \udfff any dice."}` }, 400, CONTROL.error],
    // status
    ['an unknown status', { method: 'POST', url: '/api/admin/tool-requests/1/status', body: { status: 'done' } }, 400, 'Status must be one of "pending", "approved" or "completed".'],
    ['a status in capitals', { method: 'POST', url: '/api/admin/tool-requests/1/status', body: { status: 'Completed' } }, 400, 'Status must be one of "pending", "approved" or "completed".'],
    ['a missing status', { method: 'POST', url: '/api/admin/tool-requests/1/status', body: {} }, 400, 'Status is required.'],
    ['a number for the status', { method: 'POST', url: '/api/admin/tool-requests/1/status', body: { status: 2 } }, 400, 'Status must be one of "pending", "approved" or "completed".'],
    // category
    ["categoryId '1' (a string)", { method: 'POST', url: '/api/admin/tool-requests/1/category', body: { categoryId: '1' } }, 400, 'Category ID must be an integer or null.'],
    ['categoryId 1.5', { method: 'POST', url: '/api/admin/tool-requests/1/category', body: { categoryId: 1.5 } }, 400, 'Category ID must be an integer or null.'],
    ['a missing categoryId', { method: 'POST', url: '/api/admin/tool-requests/1/category', body: {} }, 400, 'Category ID is required.'],
    ['a category that does not exist', { method: 'POST', url: '/api/admin/tool-requests/1/category', body: { categoryId: 99 } }, 400, 'There is no category 99.'],
    // Ids no row can have (out of PostgreSQL's integer range, which answered 500), or below 1.
    ...[0, -2, 2147483648, -2147483649].map((categoryId): [string, Omit<Call, 'auth'>, number, string] => [
      `categoryId ${categoryId}`,
      { method: 'POST', url: '/api/admin/tool-requests/1/category', body: { categoryId } },
      400,
      `There is no category ${categoryId}.`,
    ]),
    // category names
    ['a blank category name', { method: 'POST', url: '/api/admin/categories', body: { name: ' \t ' } }, 400, 'Category name is required.'],
    ['a 51-character category name', { method: 'POST', url: '/api/admin/categories', body: { name: 'c'.repeat(51) } }, 400, 'Category name must be at most 50 characters.'],
    ['a missing category name', { method: 'POST', url: '/api/admin/categories', body: {} }, 400, 'Name is required.'],
    ['a number for the category name', { method: 'POST', url: '/api/admin/categories', body: { name: 7 } }, 400, 'Name must be a string.'],
    ['a control character in a category name', { method: 'POST', url: '/api/admin/categories', body: { name: 'Bell\u0007' } }, 400, CONTROL.error],
    ['a lone surrogate in a category name', { method: 'POST', url: '/api/admin/categories', body: String.raw`{"name":"Poetry\ud800"}` }, 400, CONTROL.error],
    ['a duplicate category', { method: 'POST', url: '/api/admin/categories', body: { name: 'TEXT' } }, 409, 'A category named "Text" already exists.'],
    // size
    ['a body over 16 KB', { method: 'POST', url: '/api/admin/tool-requests/1/edit', body: { toolName: 'Dice', description: 'x'.repeat(17 * 1024) } }, 413, 'The request body is too large.'],
  ];

  it.each(cases)('%s', async (_name, route, status, error) => {
    const { app } = await seededApp();
    const before = await snapshot(app);
    const res = await call(app, route);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error });
    expect(await snapshot(app)).toEqual(before);
  });

  it('takes exactly 50 characters for a category name', async () => {
    const app = await testApp();
    const res = await call(app, { method: 'POST', url: '/api/admin/categories', body: { name: `  ${'🎨'.repeat(50)}  ` } });
    expect(res.statusCode).toBe(201);
  });

  it('keeps tabs and newlines in a description', async () => {
    const { app, id } = await seededApp();
    const res = await call(app, { method: 'POST', url: `/api/admin/tool-requests/${id}/edit`, body: { toolName: 'Dice', description: 'Rolls:\n\td6\n\td20' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().description).toBe('Rolls:\n\td6\n\td20');
  });

  it('never answers a 5xx, whatever the body, and answers errors as { error } (property)', async () => {
    const { app } = await seededApp();
    const routes = ROUTES.filter((route) => route.method === 'POST');
    const id = fc.oneof(fc.constantFrom('1', '2', '999', 'abc', '-1', '1.5'), fc.stringMatching(/^[\w.~-]{1,24}$/));
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record({ toolName: fc.anything(), description: fc.anything(), status: fc.anything(), categoryId: fc.anything(), name: fc.anything() }, { requiredKeys: [] }),
      fc.record({ status: fc.constantFrom('pending', 'approved', 'completed') }),
      fc.record({ categoryId: fc.oneof(fc.constant(null), fc.integer({ min: -2, max: 3 })) }),
      fc.record({ name: fc.string({ unit: 'binary', maxLength: 60 }) }),
      fc.record({ toolName: fc.string({ unit: 'binary', maxLength: 120 }), description: fc.string({ unit: 'binary', maxLength: 200 }) }),
      fc.string({ maxLength: 40 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), id, body, async (route, rawId, payload) => {
        const url = route.url.replace('/1/', `/${encodeURIComponent(rawId)}/`);
        const res = await call(app, { method: route.method, url, body: typeof payload === 'string' ? payload : JSON.stringify(payload) });
        expect(res.statusCode, `${route.method} ${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
        // Generate's refusals may also carry details; every other error is `{ error }` alone.
        const shapes = url.endsWith('/generate') ? [['error'], ['error', 'details']] : [['error']];
        if (res.statusCode >= 400) expect(shapes).toContainEqual(Object.keys(res.json()));
      }),
      { numRuns: 300 },
    );
    // Whatever was accepted, what is stored obeys the rules.
    for (const row of (await call(app, ROUTES[0]!)).json()) {
      expect(Value.Check(ToolRequest, row)).toBe(true);
      expect(row.toolName).toBe(row.toolName.trim());
      expect(hasControlCharacters(row.toolName) || hasControlCharacters(row.description)).toBe(false);
    }
    for (const category of (await call(app, ROUTES[1]!)).json()) {
      expect(category.name).toBe(category.name.trim());
      expect([...category.name].length).toBeLessThanOrEqual(50);
      expect(hasControlCharacters(category.name)).toBe(false);
    }
  }, 60_000); // 300 requests, Generate among them: 4-8 s alone, past 20 s beside other test runs on 2 cores
});

describe('POST /api/tool-request refuses control characters too', () => {
  it.each([
    ['a NUL in the name', { toolName: 'Dice\u0000', email: '', description: 'Rolls any dice you like.' }],
    ['a bell in the description', { toolName: 'Dice', email: '', description: 'Rings \u0007 when it rolls.' }],
    ['a carriage return inside', { toolName: 'Di\rce', email: '', description: 'Rolls any dice you like.' }],
    // Raw JSON with a lone surrogate escape: JSON.parse keeps it, SQLite would have stored U+FFFD.
    ['a lone surrogate in the name', String.raw`{"toolName":"Dice\ud800","email":"","description":"Rolls any dice you like."}`],
    ['a lone low surrogate in the description', String.raw`{"toolName":"Dice","email":"","description":"Rolls \udc00 any dice."}`],
  ])('%s', async (_name, body) => {
    const app = await testApp();
    const res = await app.inject({ method: 'POST', url: '/api/tool-request', headers: { 'content-type': 'application/json' }, payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(CONTROL);
    expect((await snapshot(app)).requests).toEqual([]);
  });

  it('keeps tabs and newlines', async () => {
    const app = await testApp();
    const res = await app.inject({ method: 'POST', url: '/api/tool-request', payload: { toolName: 'Dice', email: '', description: 'Rolls:\n\td6 and d20' } });
    expect(res.statusCode).toBe(201);
  });
});
