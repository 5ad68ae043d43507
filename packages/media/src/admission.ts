// The refusals of a start that do not depend on where jobs run (this process's line, or the shared
// queue's): low disk, shutdown, missing programs, the client's start rate; and the count of a start.
import { statfs } from 'node:fs/promises';
import type { MediaLogger } from './engine-options';
import { StartRateLimiter, type StartLimit } from './limits';
import { retryIn } from './messages';
import { missingProgramMessage, type Program, type ProgramName } from './programs';
import { fail, SHUTDOWN_MESSAGE, type StartFailure } from './starts';

const DISK_LOW_RETRY_SECONDS = 300;

export interface StartAdmissionOptions {
  programs: Readonly<Record<ProgramName, Program | null>>;
  /** The folder whose free space must hold one more download of `maxBytes`. */
  mediaDir: string;
  maxBytes: number;
  limit: StartLimit;
  log: MediaLogger;
  isClosed: () => boolean;
}

export class StartAdmission {
  constructor(private readonly options: StartAdmissionOptions) {}

  /** The refusal of a start by `client`, or null. Counts nothing: `record` does, once the job is taken. */
  async refusal(client: string): Promise<StartFailure | null> {
    const disk = await this.diskRefusal();
    if (disk) return disk;
    if (this.options.isClosed()) return fail(503, SHUTDOWN_MESSAGE, 10);
    for (const name of ['yt-dlp', 'ffmpeg'] as const) {
      if (!this.options.programs[name]) return fail(503, missingProgramMessage(name));
    }
    const retryAfter = await this.options.limit.retryAfterSeconds(client, Date.now());
    if (retryAfter > 0) return fail(429, `Too many downloads started. Please try again ${retryIn(retryAfter)}.`, retryAfter);
    return null;
  }

  /** Counts an accepted start against the client's start rate. */
  async record(client: string): Promise<void> {
    await this.options.limit.record(client, Date.now());
  }

  /** Forgets the client's starts older than a minute. */
  prune(now: number): void {
    if (this.options.limit instanceof StartRateLimiter) this.options.limit.prune(now);
  }

  /** 503 when the free space of the media folder is under the byte cap. */
  private async diskRefusal(): Promise<StartFailure | null> {
    try {
      const stats = await statfs(this.options.mediaDir);
      const free = Number(stats.bavail) * Number(stats.bsize);
      if (free < this.options.maxBytes) {
        return fail(503, 'The server is low on disk space. Please try again later.', DISK_LOW_RETRY_SECONDS);
      }
    } catch (error) {
      this.options.log.error('media: cannot read the free space of DATA_DIR', error);
      return fail(503, 'The server cannot store downloads right now. Please try again later.', DISK_LOW_RETRY_SECONDS);
    }
    return null;
  }
}
