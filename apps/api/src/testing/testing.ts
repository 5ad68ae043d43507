// `@toolnest/api/testing`: writes test data into a running server's DATA_DIR through the API's own
// stores, never raw SQL, so seeded rows obey the rules the admin's writes do. Only for what HTTP cannot
// do: the browser tests seed everything else through the server's routes (apps/web/e2e/admin-api.ts).
// Its users: apps/web's requests.spec.ts (generationStatus 'live', which no route sets until Go Live)
// and admin-budget.spec.ts (10,000 rows, which take over a minute through HTTP).
//
// The server caches each public list the first time it is read, and never sees writes made through
// another connection (this one) after that. So seed a server before any page reads its lists.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DATABASE_FILE_NAME, openStores, type Stores } from '../stores';

/** Opens the server's DATA_DIR with the API's stores (WAL lets both processes use it), runs `work`, closes. */
export async function withStores<T>(dataDir: string, work: (stores: Stores) => Promise<T>): Promise<T> {
  // openStores would create an empty database; seeding one no server reads is always a mistake.
  if (!existsSync(join(dataDir, DATABASE_FILE_NAME))) throw new Error(`No ${DATABASE_FILE_NAME} in ${dataDir}: start the server first`);
  // Test data: no sync per commit (10,000 rows took 48 s with one each).
  const stores = await openStores(dataDir, { synchronous: 'OFF' });
  try {
    return await work(stores);
  } finally {
    await stores.close();
  }
}

export interface SeedRequest {
  toolName: string;
  description: string;
  createdAt: string;
  approved?: boolean;
}

/** Adds requests the way they arrive, at a given time: submitted, then approved by the admin. */
export async function seedToolRequests(stores: Stores, rows: SeedRequest[]): Promise<number[]> {
  const ids: number[] = [];
  for (const row of rows) {
    const { id } = await stores.toolRequests.create({ toolName: row.toolName, email: null, description: row.description }, new Date(row.createdAt));
    if (row.approved) await stores.toolRequests.approve(id);
    ids.push(id);
  }
  return ids;
}

/** Makes requests live (generationStatus 'live') without Generate and Go Live: no page, a null generatedPagePath. */
export async function makeLive(stores: Stores, ids: number[]): Promise<void> {
  for (const id of ids) {
    if (!(await stores.toolRequests.generations.setStatus(id, 'live'))) throw new Error(`There is no tool request ${id}.`);
  }
}
