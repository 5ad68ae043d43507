// Opening a connection to REDIS_URL, for the rate limits, the shared media jobs and the workers alike.
import type { Redis, RedisOptions } from 'ioredis';

/**
 * Connects to `url`, or throws "Cannot connect to REDIS_URL: <why>" with the failed attempt's own reason
 * (ECONNREFUSED, …): connect() itself only says the connection closed. `onError` hears each failed
 * (re)connection, the first included; ioredis reconnects on its own once connected.
 */
export async function connectRedis(url: string, options: RedisOptions, onError: (error: Error) => void): Promise<Redis> {
  // Loaded here, not with the module: a server without REDIS_URL never needs it.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { ...options, lazyConnect: true });
  let lastError: Error | undefined;
  redis.on('error', (error: Error) => {
    lastError = error;
    onError(error);
  });
  await redis.connect().catch((error: Error) => {
    redis.disconnect();
    const cause = lastError ?? error;
    throw new Error(`Cannot connect to REDIS_URL: ${cause.message}`, { cause });
  });
  return redis;
}
