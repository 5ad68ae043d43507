import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { countRequests, databaseFor, dataDirOf, insertRequest, readDatabase, testApp } from './helpers';

describe('GET /api/health', () => {
  it('answers ok, with the versions of yt-dlp and ffmpeg for operators (null until read)', async () => {
    const app = await testApp();
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', versions: { ytDlp: null, ffmpeg: null } });
  });
});

describe('GET /api/categories', () => {
  it('lists id and name only, by name', async () => {
    const app = await testApp();
    expect((await app.inject('/api/categories')).json()).toEqual([]);
    await app.categories.create('Text');
    await app.categories.create('SEO');
    const res = await app.inject('/api/categories');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 2, name: 'SEO' },
      { id: 1, name: 'Text' },
    ]);
  });
});

describe('GET /api/tool-requests/live', () => {
  it('lists only live requests with id, toolName, description, categoryId, generatedPagePath', async () => {
    const app = await testApp();
    const category = await app.categories.create('Text');
    await insertRequest(app, { toolName: 'Draft', generationStatus: 'ready_for_qa', approved: true });
    const live = await insertRequest(app, { toolName: 'Live one', generationStatus: 'live', approved: true, categoryId: category.id });
    const uncategorised = await insertRequest(app, { toolName: 'Live two', generationStatus: 'live', approved: true });
    const res = await app.inject('/api/tool-requests/live');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual([
      { id: live, toolName: 'Live one', description: 'Does a useful thing.', categoryId: category.id, generatedPagePath: null },
      { id: uncategorised, toolName: 'Live two', description: 'Does a useful thing.', categoryId: null, generatedPagePath: null },
    ]);
  });
});

describe('GET /api/tool-requests/approved', () => {
  it('lists approved requests newest first, with only the public fields', async () => {
    const app = await testApp();
    const old = await insertRequest(app, { toolName: 'Old', approved: true, minutesAgo: 60 });
    await insertRequest(app, { toolName: 'Pending', minutesAgo: 0 });
    const recent = await insertRequest(app, { toolName: 'Recent', approved: true, status: 'completed', minutesAgo: 1 });
    const res = await app.inject('/api/tool-requests/approved');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((r: { id: number }) => r.id)).toEqual([recent, old]);
    expect(body[0]).toEqual({
      id: recent,
      toolName: 'Recent',
      description: 'Does a useful thing.',
      status: 'completed',
      createdAt: '2025-12-31T23:59:00.000Z',
    });
  });

  it('compresses the list for clients that accept it', async () => {
    const app = await testApp();
    for (let i = 0; i < 30; i += 1) await insertRequest(app, { toolName: `Tool ${i}`, approved: true, minutesAgo: i });
    const plain = await app.inject('/api/tool-requests/approved');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    const res = await app.inject({ url: '/api/tool-requests/approved', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('serves the cached list until its data changes: through its own stores, and on PostgreSQL through another server', async () => {
    const a = await testApp();
    const shared = Boolean(await databaseFor(dataDirOf(a)));
    await insertRequest(a, { toolName: 'First', approved: true });
    expect((await a.inject('/api/tool-requests/approved')).json()).toHaveLength(1);
    // A second server on the same DATA_DIR, and so on the same database.
    const b = await testApp({ dataDir: dataDirOf(a) });
    expect((await b.inject('/api/tool-requests/approved')).json()).toHaveLength(1);
    await insertRequest(b, { toolName: 'Second', approved: true });
    const approved = async (app: typeof a) => ((await app.inject('/api/tool-requests/approved')).json() as unknown[]).length;
    const approvedOnA = () => approved(a);
    expect(await approved(b)).toBe(2);
    if (shared) {
      // PostgreSQL, where servers share the database: B's NOTIFY drops A's cached list.
      await expect.poll(approvedOnA).toBe(2);
    } else {
      // SQLite, one server per database: another connection (a test seeding the DATA_DIR) is not seen once cached...
      expect(await approvedOnA()).toBe(1);
    }
    // ...until A's own stores write.
    await insertRequest(a, { toolName: 'Third', approved: true });
    expect(await approvedOnA()).toBe(3);
    // And the other way round: A's write reaches B's cached list on PostgreSQL only.
    await expect.poll(() => approved(b)).toBe(shared ? 3 : 2);
  });
});

describe('POST /api/tool-request', () => {
  it('stores a trimmed request and answers 201 with it', async () => {
    const app = await testApp();
    const before = Date.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/tool-request',
      payload: { toolName: '  Colour Picker ', email: ' me@example.com ', description: '\n Pick a colour from the screen. ' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: 1,
      toolName: 'Colour Picker',
      email: 'me@example.com',
      description: 'Pick a colour from the screen.',
      status: 'pending',
      isApproved: 'false',
      generationStatus: 'not_generated',
      generatedPagePath: null,
      categoryId: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(Date.parse(body.createdAt)).toBeGreaterThanOrEqual(before - 1);
    const row = await (await readDatabase(app)).selectFrom('tool_requests').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ tool_name: 'Colour Picker', email: 'me@example.com', is_approved: 'false' });
  });

  it('stores an empty or absent email as null', async () => {
    const app = await testApp();
    const post = (payload: object) => app.inject({ method: 'POST', url: '/api/tool-request', payload });
    expect((await post({ toolName: 'A', email: '', description: 'Ten chars!!' })).json().email).toBeNull();
    expect((await post({ toolName: 'B', email: '   ', description: 'Ten chars!!' })).json().email).toBeNull();
    expect((await post({ toolName: 'C', description: 'Ten chars!!' })).json().email).toBeNull();
    expect(await countRequests(app)).toBe(3);
  });

  it('keeps a new request out of the public lists until it is approved', async () => {
    const app = await testApp();
    expect((await app.inject('/api/tool-requests/approved')).json()).toEqual([]);
    const posted = await app.inject({ method: 'POST', url: '/api/tool-request', payload: { toolName: 'A', email: '', description: 'Ten chars!!' } });
    expect((await app.inject('/api/tool-requests/approved')).json()).toEqual([]);
    await app.toolRequests.approve(posted.json().id);
    expect((await app.inject('/api/tool-requests/approved')).json()).toMatchObject([{ toolName: 'A', status: 'approved' }]);
  });
});
