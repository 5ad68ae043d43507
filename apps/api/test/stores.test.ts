import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CategoryNameTakenError,
  CategoryNotFoundError,
  DATABASE_FILE_NAME,
  InvalidCategoryNameError,
  InvalidToolRequestError,
  openStores,
  ToolRequestNotFoundError,
  UnknownCategoryError,
  type Stores,
} from '../src/stores';
import { approvedBody, cached, databaseFor, insertRequest, openTestStores, tempDir } from './helpers';

const stores = (dataDir = tempDir()): Promise<Stores> => openTestStores(dataDir);

const liveBody = (s: Stores) => cached(s.toolRequests.lists.liveCache, () => s.toolRequests.lists.live());
const categoriesBody = (s: Stores) => cached(s.categories.listCache, () => s.categories.list());

describe('openStores', () => {
  it('creates DATA_DIR and the database (a file in it, or the DATABASE_URL one), and opens it again with the data kept', async () => {
    const dataDir = join(tempDir(), 'nested', 'data');
    const database = await databaseFor(dataDir);
    const first = await openStores(dataDir, { database });
    expect(existsSync(dataDir)).toBe(true);
    expect(existsSync(join(dataDir, DATABASE_FILE_NAME))).toBe(!database);
    await first.categories.create('Text');
    await first.close();
    const second = await stores(dataDir);
    expect(await second.categories.list()).toEqual([{ id: 1, name: 'Text' }]);
  });

  it('names the folder it cannot create', async () => {
    const blocker = join(tempDir(), 'a-file');
    writeFileSync(blocker, 'x');
    await expect(openStores(join(blocker, 'data'))).rejects.toThrow(`Cannot create the data folder ${join(blocker, 'data')}`);
  });
});

describe('ToolRequestStore', () => {
  it('create stores a pending request, which changes neither public list', async () => {
    const s = await stores();
    expect(await approvedBody(s)).toEqual([]);
    expect(await liveBody(s)).toEqual([]);
    const created = await s.toolRequests.create({ toolName: 'Dice', email: null, description: 'Rolls dice.' }, new Date('2026-01-02T03:04:05.000Z'));
    expect(created).toEqual({
      id: 1,
      toolName: 'Dice',
      email: null,
      description: 'Rolls dice.',
      status: 'pending',
      isApproved: 'false',
      generationStatus: 'not_generated',
      generatedPagePath: null,
      categoryId: null,
      createdAt: '2026-01-02T03:04:05.000Z',
    });
    expect(await s.toolRequests.lists.approved()).toEqual([]);
    expect(await approvedBody(s)).toEqual([]);
  });

  it('approve makes a request public as approved, and the cached approved list changes', async () => {
    const s = await stores();
    const id = await insertRequest(s, { toolName: 'Dice' });
    expect(await approvedBody(s)).toEqual([]);
    expect(await s.toolRequests.approve(id)).toMatchObject({ id, isApproved: 'true', status: 'approved' });
    expect(await approvedBody(s)).toMatchObject([{ id, toolName: 'Dice', status: 'approved' }]);
    await expect(s.toolRequests.approve(999)).rejects.toThrow(new ToolRequestNotFoundError(999));
  });

  it('approve twice changes nothing the second time', async () => {
    const s = await stores();
    const id = await insertRequest(s);
    const first = await s.toolRequests.approve(id);
    expect(await s.toolRequests.approve(id)).toEqual(first);
    expect(await s.toolRequests.lists.all()).toEqual([first]);
  });

  it('approve keeps a status other than pending', async () => {
    const s = await stores();
    const id = await insertRequest(s, { status: 'completed' });
    await s.toolRequests.approve(id);
    expect(await approvedBody(s)).toMatchObject([{ id, status: 'completed' }]);
  });

  it('setStatus changes the status the cached approved list shows', async () => {
    const s = await stores();
    const id = await insertRequest(s, { approved: true });
    expect(await approvedBody(s)).toMatchObject([{ status: 'approved' }]);
    expect(await s.toolRequests.setStatus(id, 'completed')).toMatchObject({ id, status: 'completed' });
    expect(await approvedBody(s)).toMatchObject([{ status: 'completed' }]);
    await expect(s.toolRequests.setStatus(999, 'completed')).rejects.toThrow(ToolRequestNotFoundError);
  });

  it('setStatus keeps isApproved in step: pending takes a request off the public list, approved and completed put it on', async () => {
    const s = await stores();
    const id = await insertRequest(s);
    expect(await s.toolRequests.setStatus(id, 'completed')).toMatchObject({ status: 'completed', isApproved: 'true' });
    expect(await approvedBody(s)).toMatchObject([{ id, status: 'completed' }]);
    expect(await s.toolRequests.setStatus(id, 'pending')).toMatchObject({ status: 'pending', isApproved: 'false' });
    expect(await approvedBody(s)).toEqual([]);
    expect(await s.toolRequests.setStatus(id, 'approved')).toMatchObject({ status: 'approved', isApproved: 'true' });
    expect(await approvedBody(s)).toMatchObject([{ id, status: 'approved' }]);
  });

  it('generations.setStatus moves a request into and out of the cached live list', async () => {
    const s = await stores();
    const id = await insertRequest(s, { toolName: 'Dice', approved: true });
    expect(await liveBody(s)).toEqual([]);
    expect(await s.toolRequests.generations.setStatus(id, 'live')).toBe(true);
    expect(await liveBody(s)).toEqual([{ id, toolName: 'Dice', description: 'Does a useful thing.', categoryId: null, generatedPagePath: null }]);
    await s.toolRequests.generations.setStatus(id, 'ready_for_qa');
    expect(await liveBody(s)).toEqual([]);
    expect(await s.toolRequests.generations.setStatus(999, 'live')).toBe(false);
  });

  it('setCategory changes the categoryId in the cached live list, and refuses an unknown category', async () => {
    const s = await stores();
    const { id: categoryId } = await s.categories.create('Text');
    const id = await insertRequest(s, { approved: true, generationStatus: 'live' });
    expect(await liveBody(s)).toMatchObject([{ id, categoryId: null }]);
    expect(await s.toolRequests.setCategory(id, categoryId)).toMatchObject({ id, categoryId });
    expect(await liveBody(s)).toMatchObject([{ id, categoryId }]);
    await expect(s.toolRequests.setCategory(id, 999)).rejects.toThrow(UnknownCategoryError);
    expect(await s.toolRequests.lists.live()).toMatchObject([{ id, categoryId }]);
    expect(await s.toolRequests.setCategory(id, null)).toMatchObject({ id, categoryId: null });
    expect(await liveBody(s)).toMatchObject([{ id, categoryId: null }]);
    await expect(s.toolRequests.setCategory(999, categoryId)).rejects.toThrow(ToolRequestNotFoundError);
  });

  it('edit renames and redescribes under the form\'s rules, and both cached lists change', async () => {
    const s = await stores();
    const id = await insertRequest(s, { toolName: 'Dice', approved: true, generationStatus: 'live' });
    expect(await approvedBody(s)).toMatchObject([{ toolName: 'Dice' }]);
    expect(await liveBody(s)).toMatchObject([{ toolName: 'Dice' }]);
    const edited = await s.toolRequests.edit(id, { toolName: '  Dice Roller ', description: ' Rolls any dice you like. ' });
    expect(edited).toMatchObject({ id, toolName: 'Dice Roller', description: 'Rolls any dice you like.', isApproved: 'true' });
    expect(await approvedBody(s)).toMatchObject([{ toolName: 'Dice Roller', description: 'Rolls any dice you like.' }]);
    expect(await liveBody(s)).toMatchObject([{ toolName: 'Dice Roller' }]);
    await expect(s.toolRequests.edit(id, { toolName: 'X', description: 'short' })).rejects.toThrow(
      new InvalidToolRequestError('Please provide at least 10 characters describing the tool.'),
    );
    await expect(s.toolRequests.edit(id, { toolName: 'X\u0000', description: 'Long enough text.' })).rejects.toThrow(
      'The text contains characters that are not allowed.',
    );
    // A lone surrogate would be stored as U+FFFD by SQLite: refused before the write.
    await expect(s.toolRequests.edit(id, { toolName: 'X\ud800', description: 'Long enough text.' })).rejects.toThrow(
      'The text contains characters that are not allowed.',
    );
    await expect(s.toolRequests.edit(999, { toolName: 'X', description: 'Long enough text.' })).rejects.toThrow(ToolRequestNotFoundError);
    expect(await s.toolRequests.lists.all()).toEqual([edited]);
  });

  it('delete removes a request from both cached lists, once', async () => {
    const s = await stores();
    const id = await insertRequest(s, { approved: true, generationStatus: 'live' });
    expect(await approvedBody(s)).toHaveLength(1);
    expect(await liveBody(s)).toHaveLength(1);
    await s.toolRequests.delete(id);
    expect(await approvedBody(s)).toEqual([]);
    expect(await liveBody(s)).toEqual([]);
    await expect(s.toolRequests.delete(id)).rejects.toThrow(new ToolRequestNotFoundError(id));
  });

  it('lists.all shows every field of every request, newest first', async () => {
    const s = await stores();
    const old = await insertRequest(s, { toolName: 'Old', minutesAgo: 10 });
    const recent = await insertRequest(s, { toolName: 'Recent', minutesAgo: 1, approved: true });
    const all = await s.toolRequests.lists.all();
    expect(all.map((row) => row.id)).toEqual([recent, old]);
    expect(Object.keys(all[0]!).sort()).toEqual(
      ['categoryId', 'createdAt', 'description', 'email', 'generatedPagePath', 'generationStatus', 'id', 'isApproved', 'status', 'toolName'].sort(),
    );
  });
});

// The same on SQLite and PostgreSQL (the api-postgres project runs this file again): ids, order, uniqueness under concurrency.
describe('either database', () => {
  it('orders names by code point, whatever the database’s collation', async () => {
    const s = await stores();
    for (const name of ['zeta', 'Émile', 'beta', '_x', 'Alpha']) await s.categories.create(name);
    expect((await s.categories.list()).map((category) => category.name)).toEqual(['Alpha', '_x', 'beta', 'zeta', 'Émile']);
  });

  it('creates one category of names that differ only in case, sent at once', async () => {
    const s = await stores();
    const results = await Promise.allSettled(['Video', 'video', 'VIDEO', 'ViDeO'].map((name) => s.categories.create(name)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(CategoryNameTakenError);
    expect(await s.categories.list()).toHaveLength(1);
  });

  it('gives requests of one name generated at once each a page path of its own', async () => {
    const s = await stores();
    const ids = await Promise.all([1, 2, 3].map(() => insertRequest(s, { toolName: 'Dice', approved: true })));
    const claims = await Promise.all(ids.map((id) => s.toolRequests.generations.start(id)));
    expect(claims.map((claim) => claim.pageName).sort()).toEqual(['dice', 'dice-2', 'dice-3']);
  });

  it('numbers ids from 1 and never reuses a deleted one', async () => {
    const s = await stores();
    const first = await insertRequest(s);
    const second = await insertRequest(s);
    await s.toolRequests.delete(second);
    expect([first, second, await insertRequest(s)]).toEqual([1, 2, 3]);
  });
});

describe('CategoryStore', () => {
  it('list orders by name; create trims and the cached list changes', async () => {
    const s = await stores();
    expect(await categoriesBody(s)).toEqual([]);
    expect(await s.categories.create('  Text ')).toEqual({ id: 1, name: 'Text' });
    expect(await categoriesBody(s)).toEqual([{ id: 1, name: 'Text' }]);
    await s.categories.create('SEO');
    expect(await categoriesBody(s)).toEqual([
      { id: 2, name: 'SEO' },
      { id: 1, name: 'Text' },
    ]);
  });

  it('create refuses a blank or over-long name, counting characters', async () => {
    const s = await stores();
    await expect(s.categories.create(' \t ')).rejects.toThrow(new InvalidCategoryNameError('Category name is required.'));
    await expect(s.categories.create('x'.repeat(51))).rejects.toThrow('Category name must be at most 50 characters.');
    expect(await s.categories.create('🎨'.repeat(50))).toMatchObject({ name: '🎨'.repeat(50) });
    await expect(s.categories.create('Tabs\tand\u0000nul')).rejects.toThrow('The text contains characters that are not allowed.');
    await expect(s.categories.create('Half \udc00 a pair')).rejects.toThrow('The text contains characters that are not allowed.');
    expect(await s.categories.list()).toHaveLength(1);
  });

  it('create refuses a name taken ignoring case, as a 409', async () => {
    const s = await stores();
    await s.categories.create('Text');
    const error = await s.categories.create(' TEXT ').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CategoryNameTakenError);
    expect(error).toMatchObject({ statusCode: 409, existingName: 'Text', message: 'A category named "Text" already exists.' });
    await s.categories.create('Éclair');
    await expect(s.categories.create('éCLAIR')).rejects.toThrow(CategoryNameTakenError);
    // Accents still tell names apart.
    expect(await s.categories.create('Eclair')).toMatchObject({ name: 'Eclair' });
    expect(await s.categories.list()).toHaveLength(3);
  });

  it('delete removes a category and the cached list changes', async () => {
    const s = await stores();
    const { id } = await s.categories.create('Text');
    expect(await categoriesBody(s)).toHaveLength(1);
    await s.categories.delete(id);
    expect(await categoriesBody(s)).toEqual([]);
    await expect(s.categories.delete(id)).rejects.toThrow(new CategoryNotFoundError(id));
  });

  it('delete leaves its requests without a category, and the cached live list shows it', async () => {
    const s = await stores();
    const { id: categoryId } = await s.categories.create('Text');
    const id = await insertRequest(s, { approved: true, generationStatus: 'live', categoryId });
    expect(await liveBody(s)).toMatchObject([{ id, categoryId }]);
    await s.categories.delete(categoryId);
    expect(await liveBody(s)).toMatchObject([{ id, categoryId: null }]);
    expect(await s.toolRequests.lists.all()).toMatchObject([{ id, categoryId: null, isApproved: 'true', generationStatus: 'live' }]);
  });
});

describe('AdminCredentialStore', () => {
  it('ensures a login and verifies it', async () => {
    const s = await stores();
    expect(await s.adminCredentials.ensure({ username: 'owner', password: 'hunter22' })).toEqual({ generatedPassword: null });
    expect(await s.adminCredentials.verify('owner', 'hunter22')).toBe(true);
    expect(await s.adminCredentials.verify('owner', 'hunter23')).toBe(false);
  });
});
