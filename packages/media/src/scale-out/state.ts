// The media jobs' state in Redis, shared by every API server and queue worker (REDIS_URL): each
// job's latest state with a sequence number, the download ids, each client's active jobs and start
// rates. Every write that decides something is one Lua script, so two servers never both win.
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { JobSpec } from '../starts';
import type { JobPhase, JobSnapshot } from '../job';
import type { StartLimit } from '../limits';
import { isJobKey } from '../ids';
import { FINISHED_FOLDER } from '../instance';

export const KEY_PREFIX = 'toolnest-media:';
/** Every job's events go out on this one channel: each server follows it once and hands events to its own streams. */
export const EVENTS_CHANNEL = `${KEY_PREFIX}events`;
/** BullMQ's queue (its keys are `bull:toolnest-media:*`). */
export const QUEUE_NAME = 'toolnest-media';

/** How long a job's record lives before it ends (then MEDIA_FILE_TTL_MIN): a day in line is more than any queue holds. */
export const RECORD_TTL_MS = 24 * 60 * 60_000;

/** A finished file in MEDIA_DIR, or in the bucket (MEDIA_S3_*). */
export interface SharedFile {
  /** Relative to MEDIA_DIR, or the bucket's key: `finished/<key>/media.mp4`. */
  name: string;
  inBucket?: true;
  filename: string;
  size: number;
  contentType: string;
}

/**
 * Whether `name` is where a worker puts job `key`'s finished file: `finished/<key>/<file>`, as it writes it. A name
 * read from Redis is checked before use: whoever can write to Redis must not get another file served or removed.
 */
export function isFinishedName(key: string, name: string): boolean {
  const [folder, owner, file, ...rest] = name.split('/');
  return folder === FINISHED_FOLDER && owner === key && isJobKey(key) && rest.length === 0 && file !== undefined && /^[A-Za-z0-9][\w.-]*$/.test(file);
}

export interface SharedJobRecord {
  spec: JobSpec;
  /** Bumped by each new state: a stream drops anything older than what it has sent. */
  seq: number;
  snapshot: JobSnapshot;
  file?: SharedFile;
}

/** What EVENTS_CHANNEL carries. */
export interface SharedJobEvent {
  key: string;
  downloadId?: string;
  seq: number;
  snapshot: JobSnapshot;
}

const jobKey = (key: string) => `${KEY_PREFIX}job:${key}`;
const downloadKey = (downloadId: string) => `${KEY_PREFIX}download:${downloadId}`;
const activeKey = (client: string) => `${KEY_PREFIX}active:${client}`;

// KEYS: job, download (or the job again), active. ARGV: spec, snapshot, event prefix, record ttl,
// max active, now, active deadline, job key. Answers 'taken', a count of active jobs (refused), or 'ok'.
const CREATE = `
if KEYS[2] ~= KEYS[1] and redis.call('EXISTS', KEYS[2]) == 1 then return 'taken' end
redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', ARGV[6])
local active = redis.call('ZCARD', KEYS[3])
if active >= tonumber(ARGV[5]) then return active end
redis.call('HSET', KEYS[1], 'spec', ARGV[1], 'snapshot', ARGV[2], 'phase', 'waiting', 'seq', 1)
redis.call('PEXPIRE', KEYS[1], ARGV[4])
if KEYS[2] ~= KEYS[1] then redis.call('SET', KEYS[2], ARGV[8], 'PX', ARGV[4]) end
redis.call('ZADD', KEYS[3], ARGV[7], ARGV[8])
redis.call('PEXPIRE', KEYS[3], ARGV[4])
redis.call('PUBLISH', '${EVENTS_CHANNEL}', ARGV[3] .. '1,"snapshot":' .. ARGV[2] .. '}')
return 'ok'
`;

// KEYS: job, download (or the job again), active. ARGV: snapshot, phase, file ('' for none), event
// prefix, ttl once ended, job key, the phase the job must be in ('' for any). A job that has ended
// keeps its last state: answers 0, else the new seq.
const PUBLISH = `
local phase = redis.call('HGET', KEYS[1], 'phase')
if not phase or phase == 'complete' or phase == 'error' then return 0 end
if ARGV[7] ~= '' and phase ~= ARGV[7] then return 0 end
local seq = redis.call('HINCRBY', KEYS[1], 'seq', 1)
redis.call('HSET', KEYS[1], 'snapshot', ARGV[1], 'phase', ARGV[2])
if ARGV[3] ~= '' then redis.call('HSET', KEYS[1], 'file', ARGV[3]) end
if ARGV[2] == 'complete' or ARGV[2] == 'error' then
  redis.call('ZREM', KEYS[3], ARGV[6])
  redis.call('PEXPIRE', KEYS[1], ARGV[5])
  if KEYS[2] ~= KEYS[1] then redis.call('PEXPIRE', KEYS[2], ARGV[5]) end
end
redis.call('PUBLISH', '${EVENTS_CHANNEL}', ARGV[4] .. seq .. ',"snapshot":' .. ARGV[1] .. '}')
return seq
`;

// A sliding window of starts. KEYS: the client's window. ARGV: now, window ms, max. Answers the
// milliseconds until the client may start again (0: now).
const WINDOW_WAIT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
local count = redis.call('ZCARD', KEYS[1])
local max = tonumber(ARGV[3])
if count < max then return 0 end
local oldest = redis.call('ZRANGE', KEYS[1], count - max, count - max, 'WITHSCORES')
return tonumber(oldest[2]) + tonumber(ARGV[2]) - tonumber(ARGV[1])
`;

/** The event prefix the scripts finish with the seq and snapshot (no JSON library in the script). */
function eventPrefix(spec: Pick<JobSpec, 'key' | 'downloadId'>): string {
  return `{"key":${JSON.stringify(spec.key)},${spec.downloadId ? `"downloadId":${JSON.stringify(spec.downloadId)},` : ''}"seq":`;
}

const isEnded = (phase: string | undefined) => phase === 'complete' || phase === 'error';

export type CreateResult = { ok: true } | { ok: false; taken: true } | { ok: false; taken: false; active: number };

export class SharedJobState {
  constructor(private readonly redis: Redis) {}

  /**
   * Files a new job: its record, its download id (unless another job holds it), its place among the
   * client's active jobs (unless the client has `maxActive` already), and its first event.
   */
  async create(spec: JobSpec, first: JobSnapshot, maxActive: number, activeDeadlineMs: number): Promise<CreateResult> {
    const now = Date.now();
    const keys = [jobKey(spec.key), spec.downloadId ? downloadKey(spec.downloadId) : jobKey(spec.key), activeKey(spec.client)];
    const args = [JSON.stringify(spec), JSON.stringify(first), eventPrefix(spec), RECORD_TTL_MS, maxActive, now, now + activeDeadlineMs, spec.key];
    const answer = (await this.redis.eval(CREATE, keys.length, ...keys, ...args)) as string | number;
    if (answer === 'ok') return { ok: true };
    if (answer === 'taken') return { ok: false, taken: true };
    return { ok: false, taken: false, active: Number(answer) };
  }

  /**
   * Moves a job on and tells every server; nothing once it has ended, or when it is no longer in
   * `onlyFrom` (a place in line said after a worker took it). Answers the new seq (0: not moved).
   */
  async publish(spec: JobSpec, snapshot: JobSnapshot, endedTtlMs: number, { file, onlyFrom }: { file?: SharedFile; onlyFrom?: JobPhase } = {}): Promise<number> {
    const keys = [jobKey(spec.key), spec.downloadId ? downloadKey(spec.downloadId) : jobKey(spec.key), activeKey(spec.client)];
    const args = [JSON.stringify(snapshot), snapshot.phase, file ? JSON.stringify(file) : '', eventPrefix(spec), endedTtlMs, spec.key, onlyFrom ?? ''];
    return Number(await this.redis.eval(PUBLISH, keys.length, ...keys, ...args));
  }

  async read(key: string): Promise<SharedJobRecord | null> {
    const [spec, seq, snapshot, file] = await this.redis.hmget(jobKey(key), 'spec', 'seq', 'snapshot', 'file');
    if (!spec || !seq || !snapshot) return null;
    return {
      spec: JSON.parse(spec) as JobSpec,
      seq: Number(seq),
      snapshot: JSON.parse(snapshot) as JobSnapshot,
      ...(file ? { file: JSON.parse(file) as SharedFile } : {}),
    };
  }

  /** Whether a job has ended (or is gone): a worker does not run it again. */
  async hasEnded(key: string): Promise<boolean> {
    const phase = await this.redis.hget(jobKey(key), 'phase');
    return phase === null || isEnded(phase);
  }

  /** The job key of a download id, or null. */
  keyOfDownload(downloadId: string): Promise<string | null> {
    return this.redis.get(downloadKey(downloadId));
  }

  /** A per-client start limit on this Redis (`name`: 'starts', 'lookups'), for the engine's StartLimit. */
  startLimit(name: string, max: number, windowMs = 60_000): StartLimit {
    const key = (client: string) => `${KEY_PREFIX}${name}:${client}`;
    return {
      retryAfterSeconds: async (client, now) => {
        const waitMs = Number(await this.redis.eval(WINDOW_WAIT, 1, key(client), now, windowMs, max));
        return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
      },
      record: async (client, now) => {
        await this.redis.multi().zadd(key(client), now, randomUUID()).pexpire(key(client), windowMs).exec();
      },
    };
  }
}

/** Parses an EVENTS_CHANNEL message; null for anything else. */
export function parseJobEvent(message: string): SharedJobEvent | null {
  try {
    const event = JSON.parse(message) as Partial<SharedJobEvent>;
    if (typeof event.key !== 'string' || typeof event.seq !== 'number' || typeof event.snapshot !== 'object' || event.snapshot === null) return null;
    return event as SharedJobEvent;
  } catch {
    return null;
  }
}
