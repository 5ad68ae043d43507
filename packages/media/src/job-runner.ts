// Runs a job's programs (runJob) with what the engine knows: the programs found, yt-dlp's JavaScript
// runtime, the limits, the file URL; and keeps the runs under way, so that close can wait for them.
import { rmSync } from 'node:fs';
import type { MediaLogger } from './engine-options';
import type { Job } from './job';
import type { SpawnEvent } from './process-group';
import type { ProgramProbe } from './program-facts';
import { missingProgramMessage, type Program, type ProgramName } from './programs';
import { runJob, type JobLimits } from './run-job';

export interface JobRunnerOptions {
  programs: Readonly<Record<ProgramName, Program | null>>;
  probe: ProgramProbe;
  recordsDir: string;
  limits: JobLimits;
  /** The path the finished files are served under; the job's key is appended. */
  fileUrlPrefix: string;
  log: MediaLogger;
  onSpawn?: ((event: SpawnEvent & { jobKey: string }) => void) | undefined;
}

export class JobRunner {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly options: JobRunnerOptions) {}

  /** Runs a job's programs to its end (a missing program ends it at once). */
  async execute(job: Job): Promise<void> {
    const done = this.runPrograms(job);
    this.running.add(done);
    try {
      await done;
    } finally {
      this.running.delete(done);
    }
  }

  /** Waits for the runs under way to end (they were stopped first). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }

  private async runPrograms(job: Job): Promise<void> {
    const { programs, probe, recordsDir, limits, fileUrlPrefix, log, onSpawn } = this.options;
    const ytDlp = programs['yt-dlp'];
    const ffmpeg = programs.ffmpeg;
    if (!ytDlp || !ffmpeg) {
      rmSync(job.dir, { recursive: true, force: true });
      return job.update({ phase: 'error', message: missingProgramMessage(ytDlp ? 'ffmpeg' : 'yt-dlp') });
    }
    const jsRuntime = await probe.jsRuntime(job.abort.signal);
    await runJob(job, {
      ytDlp,
      ffmpeg,
      ...(jsRuntime ? { jsRuntime } : {}),
      recordsDir,
      limits,
      fileUrl: (key) => `${fileUrlPrefix}${key}`,
      ...(onSpawn ? { onSpawn } : {}),
      onUnexpectedError: (error) => log.error('media: job failed unexpectedly', error),
      onProgramFailure: (program, line) => log.warn(`media: ${program} failed in job ${job.key} (${job.url.href}): ${line}`),
    });
  }
}
