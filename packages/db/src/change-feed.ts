// How a server's cached lists learn that the data behind them changed. With SQLite there is one
// server per database, so a store's own writes are all there is. With PostgreSQL, several servers share the
// database: each write is also announced with NOTIFY, and every server LISTENs, so a list cached by one
// server is dropped when another one writes.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { DB } from './create-database';
import { isPostgres } from './dialect';

const CHANNEL = 'toolnest_changes';
const RECONNECT_MS = 1000;

export interface ChangeFeed {
  /** Says `topic`'s data changed: to this server's listeners at once, and on PostgreSQL to every other server's. */
  publish(topic: string): Promise<void>;
  /** Calls `listener` whenever `topic` changes, and for every topic after a lost connection (changes may have been missed). */
  subscribe(topic: string, listener: () => void): void;
  close(): Promise<void>;
}

/** The feed of `db`: in-process only on SQLite; on PostgreSQL (its `url`), also NOTIFY and a LISTENing connection. */
export async function createChangeFeed(db: DB, url?: string): Promise<ChangeFeed> {
  const listeners = new Map<string, Array<() => void>>();
  const tell = (topic: string) => listeners.get(topic)?.forEach((listener) => listener());
  const tellAll = () => [...listeners.keys()].forEach(tell);
  const feed: ChangeFeed = {
    async publish(topic) {
      tell(topic);
    },
    subscribe(topic, listener) {
      listeners.set(topic, [...(listeners.get(topic) ?? []), listener]);
    },
    async close() {},
  };
  if (!isPostgres(db) || !url) return feed;

  // This server's own notifications come back to it too: they carry its id, and are skipped.
  const server = randomUUID();
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const listen = async (): Promise<void> => {
    const connection = new pg.Client({ connectionString: url });
    connection.on('notification', ({ channel, payload = '' }) => {
      const [from, topic] = payload.split(' ');
      if (channel === CHANNEL && from !== server && topic) tell(topic);
    });
    // A lost connection: whatever changed meanwhile was not heard, so every list is dropped, and again once back.
    connection.on('error', () => lost(connection));
    connection.on('end', () => lost(connection));
    try {
      await connection.connect();
      await connection.query(`listen ${CHANNEL}`);
    } catch (error) {
      // Connected but not listening (or half-connected): not kept, not leaked.
      await connection.end().catch(() => {});
      throw error;
    }
    // Closed while this connection was being made.
    if (closed) return void (await connection.end());
    client = connection;
  };
  const lost = (connection: pg.Client) => {
    if (closed || client !== connection) return;
    client = undefined;
    tellAll();
    const reconnect = () => {
      retry = undefined;
      listen().then(tellAll, () => {
        if (!closed) retry = setTimeout(reconnect, RECONNECT_MS);
      });
    };
    retry = setTimeout(reconnect, RECONNECT_MS);
  };
  await listen();
  return {
    ...feed,
    async publish(topic) {
      tell(topic);
      await sql`select pg_notify(${CHANNEL}, ${`${server} ${topic}`})`.execute(db);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end();
    },
  };
}
