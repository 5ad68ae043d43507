// PostgreSQL only (the api-postgres project runs *.pg.test.ts): several servers share one database, and each
// server's cached lists hear the others' writes through LISTEN/NOTIFY (packages/db's change feed).
import { createDatabase } from '@toolnest/db';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Stores } from '../src/stores';
import { approvedBody, databaseFor, dataDirOf, insertRequest, onCleanup, openTestStores, tempDir, testApp } from './helpers';

/** How many requests the approved list shows, read through the store's cache as the route reads it. */
const approvedCount = async (stores: Stores): Promise<number> => ((await approvedBody(stores)) as unknown[]).length;

describe('the change feed on PostgreSQL', () => {
  it('drops one server’s cached lists when another writes, also across a cut listening connection', async () => {
    const dataDir = tempDir();
    const [a, b] = [await openTestStores(dataDir), await openTestStores(dataDir)];
    await insertRequest(a, { approved: true });
    expect(await approvedCount(a)).toBe(1);
    await insertRequest(b, { approved: true });
    await expect.poll(() => approvedCount(a)).toBe(2);

    // Every LISTEN connection of the database cut, as a failover or a restarted PostgreSQL would.
    const admin = await createDatabase((await databaseFor(dataDir))!);
    onCleanup(() => admin.destroy());
    const cut = await sql<{ pid: number }>`
      select pid from pg_stat_activity where datname = current_database() and query = 'listen toolnest_changes' and pid <> pg_backend_pid()`.execute(admin);
    expect(cut.rows).toHaveLength(2);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'listen toolnest_changes'`.execute(admin);
    // Written while nobody listens: the servers drop their lists anyway, having lost the feed.
    await insertRequest(b, { approved: true });
    await expect.poll(() => approvedCount(a)).toBe(3);
    // Listening again (a second after the cut), a later write is heard as before. Counted once each LISTEN has
    // finished (the backend idle after it): while it still runs, pg_stat_activity already shows its text, and a
    // write notified then was not heard (a fresh-clone run failed so).
    const listening = sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and query = 'listen toolnest_changes' and state = 'idle'`;
    await expect.poll(async () => (await listening.execute(admin)).rows[0]?.n, { timeout: 10_000 }).toBe(2);
    await insertRequest(b, { approved: true });
    await expect.poll(() => approvedCount(a)).toBe(4);
  });

  it('answers again after PostgreSQL dropped every connection of its pool and feed, as a restart or failover does', async () => {
    const app = await testApp();
    await insertRequest(app, { approved: true });
    const admin = await createDatabase((await databaseFor(dataDirOf(app)))!);
    onCleanup(() => admin.destroy());
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(admin);
    // The dropped idle connections report their errors (unheard, one would end the process). A request racing the
    // drop may still get a connection that is dying under it; the pool's next one is new.
    const submit = async () => (await app.inject({ method: 'POST', url: '/api/tool-request', payload: { toolName: 'Dice', description: 'Rolls dice.' } })).statusCode;
    await expect.poll(submit).toBe(201);
  });
});
