// A start on an API server with REDIS_URL: checked here, counted in Redis against the client's limits,
// then put in BullMQ's queue for the workers.
import { randomUUID } from 'node:crypto';
import { clientKey } from '@toolnest/net';
import type { Queue } from 'bullmq';
import type { MediaEngine } from '../engine';
import { MEDIA_DEFAULTS, type MediaEngineOptions } from '../engine-options';
import {
  fail,
  firstSnapshot,
  idTaken,
  QUEUE_FULL_MESSAGE,
  QUEUE_FULL_RETRY_SECONDS,
  tooManyActive,
  waitingMessage,
  type CheckedStart,
  type JobSpec,
  type Started,
} from '../starts';
import type { SharedJobState } from './state';

/** BullMQ's options for a media job: `attempts` lets a job a stopping worker handed back run again elsewhere. */
export const MEDIA_JOB_OPTIONS = { attempts: 3, removeOnComplete: true, removeOnFail: true } as const;

/** The parts a queued start needs: this server's engine (its checks and start rate), the shared states and the queue. */
export interface QueuedStartParts {
  engine: MediaEngine;
  state: SharedJobState;
  queue: Queue;
  options: MediaEngineOptions;
}

/** A checked start, refused or put in the shared queue. */
export async function queueStart({ engine, state, queue, options }: QueuedStartParts, checked: CheckedStart, ip: string): Promise<Started> {
  if (!checked.ok) return checked;
  const spec: JobSpec = { ...checked.spec, key: randomUUID(), client: clientKey(ip) };
  const refused = await engine.admissions.refusal(spec.client);
  if (refused) return refused;
  const maxQueued = options.maxQueued ?? MEDIA_DEFAULTS.maxQueued;
  const waiting = await queue.getWaitingCount();
  if (waiting >= maxQueued) return fail(503, QUEUE_FULL_MESSAGE, QUEUE_FULL_RETRY_SECONDS);
  // With jobs waiting, this one waits behind them; with none, only BullMQ knows whether a worker is free.
  const first = waiting > 0 ? { ...firstSnapshot(spec.kind), message: waitingMessage(waiting + 1) } : firstSnapshot(spec.kind);
  // A job that outlives its running time and its wait is no longer counted as active.
  const deadlineMs = 2 * (options.jobTimeoutSeconds ?? MEDIA_DEFAULTS.jobTimeoutSeconds) * 1000 + 60 * 60_000;
  const created = await state.create(spec, first, options.maxActivePerIp ?? MEDIA_DEFAULTS.maxActivePerIp, deadlineMs);
  if (!created.ok) return created.taken ? idTaken() : tooManyActive(created.active);
  await engine.admissions.record(spec.client);
  try {
    await queue.add(spec.kind, spec, { ...MEDIA_JOB_OPTIONS, jobId: spec.key });
  } catch (error) {
    await state.publish(spec, { ...first, phase: 'error', message: 'The download could not be queued. Please try again.' }, 60_000).catch(() => {});
    throw error;
  }
  return { ok: true, spec, position: waiting > 0 ? waiting + 1 : 0 };
}
