// The jobs this process runs itself: its FIFO line (queue.ts), the jobs' table and their time-to-live
// (job-table.ts). The engine checks a start (starts.ts, admission.ts) before it comes here.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { Job, type JobListener, type JobSnapshot } from './job';
import type { JobRunner } from './job-runner';
import { JobTable } from './job-table';
import { JobQueue } from './queue';
import { JobFailure } from './run-job';
import type { MediaService } from './services';
import {
  fail,
  firstSnapshot,
  idTaken,
  QUEUE_FULL_MESSAGE,
  QUEUE_FULL_RETRY_SECONDS,
  SHUTDOWN_MESSAGE,
  tooManyActive,
  waitingMessage,
  type JobSpec,
  type StartFailure,
  type Started,
} from './starts';

export interface LocalJobsOptions {
  runner: JobRunner;
  /** The engine's own folder: each job's folder goes in it. */
  instanceDir: string;
  service: (id: string) => MediaService;
  concurrency: number;
  maxQueued: number;
  maxActivePerIp: number;
  fileTtlMinutes: number;
  /** Counts an accepted start against the client's start rate. */
  recordStart: (client: string) => Promise<void>;
  /** The engine's state: a closed engine runs nothing new and keeps no timers. */
  isClosed: () => boolean;
}

/** This process's own line of jobs, and the table the progress routes read. */
export class LocalJobs {
  readonly table = new JobTable();
  private readonly queue: JobQueue<Job>;

  constructor(private readonly options: LocalJobsOptions) {
    this.queue = new JobQueue<Job>({
      concurrency: options.concurrency,
      maxWaiting: options.maxQueued,
      run: (job) => this.run(job),
      onWaiting: (job, position) => job.update({ message: waitingMessage(position) }),
    });
  }

  /** Counts for tests and logs. */
  get stats(): { jobs: number; running: number; waiting: number } {
    return { jobs: this.table.size, running: this.queue.runningCount, waiting: this.queue.waitingCount };
  }

  /** The refusals of this process's own queue: the client's active jobs, a full line. */
  refusal(client: string): StartFailure | null {
    const active = this.table.activeCount(client);
    if (active >= this.options.maxActivePerIp) return tooManyActive(active);
    if (this.queue.full) return fail(503, QUEUE_FULL_MESSAGE, QUEUE_FULL_RETRY_SECONDS);
    return null;
  }

  /** Takes an admitted start into the line: it runs now or waits its turn. */
  async add(init: Omit<JobSpec, 'key'>): Promise<Started> {
    if (init.downloadId && this.table.downloads.has(init.downloadId)) return idTaken();
    const spec = { ...init, key: randomUUID() };
    const job = newJob(this.options, spec, firstSnapshot(spec.kind));
    const position = this.queue.add(job);
    if (position === null) return fail(503, QUEUE_FULL_MESSAGE, QUEUE_FULL_RETRY_SECONDS);
    if (position > 0) job.update({ message: waitingMessage(position) });
    this.table.add(job);
    await this.options.recordStart(spec.client);
    return { ok: true, spec, position };
  }

  /**
   * A queue worker's job (its queue is Redis's), run at once outside the line and the per-client limits, from
   * `first` (a retried job goes on from its last progress). `listener` hears each state. The ended job's file,
   * if any, is still in the engine's folder: the caller moves it out before the engine's close removes it.
   */
  async runNow(spec: JobSpec, first: JobSnapshot, listener: JobListener): Promise<Job> {
    const job = newJob(this.options, spec, first);
    job.listen(listener);
    // Stopped as the engine stops: the caller hands it back.
    if (this.options.isClosed()) return stoppedAtShutdown(job);
    this.table.hold(job);
    try {
      await this.options.runner.execute(job);
    } finally {
      this.table.delete(job.key);
    }
    return job;
  }

  /** As the engine closes: the waiting jobs fail, the running ones are told to stop at once. */
  stop(): void {
    // Those that never ran end here; the engine is closed, so no timer will forget them.
    for (const job of this.queue.clear()) {
      rmSync(job.dir, { recursive: true, force: true });
      job.update({ phase: 'error', message: SHUTDOWN_MESSAGE });
    }
    for (const job of this.table.values()) {
      if (job.active && !job.abort.signal.aborted) job.abort.abort(new JobFailure(SHUTDOWN_MESSAGE, true));
    }
  }

  private async run(job: Job): Promise<void> {
    if (!job.active) return;
    await this.options.runner.execute(job);
    // Forgotten, its file removed, MEDIA_FILE_TTL_MIN after it ended; a closed engine keeps no timers.
    if (!this.options.isClosed()) this.table.expireLater(job, this.options.fileTtlMinutes * 60_000);
  }
}

/** A job of `spec` from the state `first`, its folder in the engine's own. */
function newJob({ instanceDir, service }: LocalJobsOptions, spec: JobSpec, first: JobSnapshot): Job {
  const { key, kind, client, downloadId, withoutWatermark, quality } = spec;
  return new Job({ key, kind, service: service(spec.service), url: new URL(spec.url), client, dir: join(instanceDir, key), downloadId, withoutWatermark, quality, first });
}

/** Ends a job the closed engine will not run, as a job stopped by the shutdown ends. */
function stoppedAtShutdown(job: Job): Job {
  job.abort.abort(new JobFailure(SHUTDOWN_MESSAGE, true));
  job.update({ phase: 'error', message: SHUTDOWN_MESSAGE });
  return job;
}
