// `@toolnest/api/testing` (src/testing/testing.ts): how the browser tests seed a running server's DATA_DIR.
import { describe, expect, it } from 'vitest';
import { openStores } from '../src/stores';
import { makeLive, seedToolRequests, withStores } from '../src/testing/testing';
import { dataDirOf, onCleanup, tempDir, testApp } from './helpers';

const day = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString();

describe('seeding through the stores', () => {
  it('seedToolRequests writes pending and approved requests at their times; makeLive makes them live', async () => {
    const stores = await openStores(tempDir());
    onCleanup(() => stores.close());
    const { id: categoryId } = await stores.categories.create('Writing');
    const ids = await seedToolRequests(stores, [
      { toolName: 'Pending', description: 'Waits for the admin.', createdAt: day(1) },
      { toolName: 'Approved', description: 'Shown in the list.', createdAt: day(2), approved: true },
      { toolName: 'Live', description: 'In the catalogue.', createdAt: day(3), approved: true },
    ]);
    expect(ids).toEqual([1, 2, 3]);
    await stores.toolRequests.setCategory(3, categoryId);
    await makeLive(stores, [3]);
    await expect(makeLive(stores, [99])).rejects.toThrow('There is no tool request 99.');
    expect(await stores.toolRequests.lists.approved()).toEqual([
      { id: 3, toolName: 'Live', description: 'In the catalogue.', status: 'approved', createdAt: day(3) },
      { id: 2, toolName: 'Approved', description: 'Shown in the list.', status: 'approved', createdAt: day(2) },
    ]);
    expect(await stores.toolRequests.lists.live()).toEqual([{ id: 3, toolName: 'Live', description: 'In the catalogue.', categoryId, generatedPagePath: null }]);
  });

  it("withStores seeds a running server's DATA_DIR before it reads its lists", async () => {
    const app = await testApp();
    const dataDir = dataDirOf(app);
    const { categoryId, liveId, oldId } = await withStores(dataDir, async (stores) => {
      const { id: category } = await stores.categories.create('Writing');
      const [live, old] = await seedToolRequests(stores, [
        { toolName: 'Haiku Helper', description: 'Counts syllables per line.', createdAt: day(7), approved: true },
        { toolName: 'Old Tool', description: 'Approved long ago.', createdAt: day(1), approved: true },
      ]);
      await stores.toolRequests.setCategory(live!, category);
      await makeLive(stores, [live!]);
      return { categoryId: category, liveId: live, oldId: old };
    });
    expect((await app.inject('/api/categories')).json()).toEqual([{ id: categoryId, name: 'Writing' }]);
    expect((await app.inject('/api/tool-requests/live')).json()).toEqual([
      { id: liveId, toolName: 'Haiku Helper', description: 'Counts syllables per line.', categoryId, generatedPagePath: null },
    ]);
    expect((await app.inject('/api/tool-requests/approved')).json().map((row: { id: number }) => row.id)).toEqual([liveId, oldId]);

    // The documented limit: once read, the server's cached list does not see another connection's writes.
    await withStores(dataDir, (stores) =>
      seedToolRequests(stores, [{ toolName: 'Too Late', description: 'Seeded after the first read.', createdAt: day(9), approved: true }]),
    );
    expect((await app.inject('/api/tool-requests/approved')).json()).toHaveLength(2);
  });

  it('passes a store refusal on, and refuses a DATA_DIR with no server database', async () => {
    const app = await testApp();
    const dataDir = dataDirOf(app);
    await withStores(dataDir, (stores) => stores.categories.create('Writing'));
    await expect(withStores(dataDir, (stores) => stores.categories.create('writing'))).rejects.toThrow('A category named "Writing" already exists.');
    await expect(withStores(tempDir(), async () => 0)).rejects.toThrow(/No toolnest\.sqlite in .*: start the server first/);
  });
});
