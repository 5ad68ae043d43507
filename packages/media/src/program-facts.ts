// What the engine knows of yt-dlp and ffmpeg: their versions, read once in the background, and whether
// yt-dlp takes `--js-runtimes`; logged at start, shown by /api/health, and read before the first yt-dlp run.
import { statSync } from 'node:fs';
import type { MediaLogger } from './engine-options';
import { runInGroup } from './process-group';
import { VERSION_ARGS, type Program, type ProgramName } from './programs';
import { helpListsJsRuntimes, readFfmpegVersion, readYtDlpVersion, ytDlpAgeWarning, type ProgramFacts, type ProgramVersions } from './versions';

/** What one program said when it was read: its version, and for yt-dlp whether it takes --js-runtimes. */
interface ProbedFacts {
  version: string | null;
  takesJsRuntime?: boolean;
}
/** Programs this process has read, by identityOf: an engine made later (tests make many) reads them no more. */
const knownFacts = new Map<string, ProbedFacts>();
/** A program file as it is now: another file, or this one replaced, is read again. */
function identityOf(path: string): string {
  try {
    const stats = statSync(path);
    return `${path}\0${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeMs}`;
  } catch {
    return path;
  }
}

export interface ProgramProbeOptions {
  programs: Readonly<Record<ProgramName, Program | null>>;
  /** Where the programs run, and where their process groups are recorded. */
  cwd: string;
  recordsDir: string;
  log: MediaLogger;
  /** The engine's state: a closed engine starts no program, nor logs what it read. */
  isClosed: () => boolean;
}

/** What is read of the programs from outside the engine: their facts, the versions for /api/health, the start-up log. */
export type ProgramInfo = Pick<ProgramProbe, 'readPrograms' | 'versions' | 'logVersions'>;

/** Reads the programs' facts once for an engine, in their own process groups, each within 15 s. */
export class ProgramProbe {
  private readonly programs: ProgramProbeOptions['programs'];
  private readonly runs: ProbeRuns;
  private programFacts: Promise<ProgramFacts> | undefined;
  private facts: ProgramFacts | undefined;

  constructor(private readonly options: ProgramProbeOptions) {
    this.programs = options.programs;
    this.runs = new ProbeRuns(options);
  }

  /** Stops the runs under way; their reads count as saying nothing. */
  abort(reason: unknown): void {
    this.runs.abort(reason);
  }

  /**
   * What the engine knows of its programs: their versions, and whether yt-dlp takes `--js-runtimes`. Read
   * once (the first call starts it; later ones share it), in the background: yt-dlp --version, then
   * --help, beside ffmpeg -version. A program that is missing, fails or does not answer within 15 s counts
   * as saying nothing.
   */
  readPrograms(): Promise<ProgramFacts> {
    this.programFacts ??= probePrograms(this.programs, this.runs).then((facts) => (this.facts = facts));
    return this.programFacts;
  }

  /** The versions read so far (both null until readPrograms has answered): for /api/health. */
  versions(): ProgramVersions {
    return { ytDlp: this.facts?.ytDlp ?? null, ffmpeg: this.facts?.ffmpeg ?? null };
  }

  /**
   * Reads the programs (readPrograms) and logs their versions, the JavaScript runtime yt-dlp is given, and
   * a warning when yt-dlp is older than YT_DLP_MAX_AGE_DAYS.
   */
  async logVersions(now = new Date()): Promise<void> {
    const facts = await this.readPrograms();
    if (this.options.isClosed()) return;
    logProgramFacts(this.options.log, this.programs, facts, now);
  }

  /** The JavaScript runtime for yt-dlp's arguments (readPrograms's answer), or undefined once `signal` aborts first. */
  async jsRuntime(signal: AbortSignal): Promise<string | undefined> {
    if (signal.aborted) return undefined;
    let stop: () => void = () => {};
    const aborted = new Promise<undefined>((resolve) => {
      stop = () => resolve(undefined);
      signal.addEventListener('abort', stop, { once: true });
    });
    try {
      const facts = await Promise.race([this.readPrograms(), aborted]);
      return facts?.ytDlpTakesJsRuntime ? process.execPath : undefined;
    } finally {
      signal.removeEventListener('abort', stop);
    }
  }
}

/** Logs each program's version, the JavaScript runtime yt-dlp is given, and a warning when yt-dlp is old. */
function logProgramFacts(log: MediaLogger, programs: ProgramProbeOptions['programs'], facts: ProgramFacts, now: Date): void {
  for (const program of Object.values(programs)) {
    if (!program) continue;
    const version = program.name === 'yt-dlp' ? facts.ytDlp : facts.ffmpeg;
    if (version) log.info(`media: ${program.name} ${version} at ${program.path}`);
    else log.warn(`media: ${program.name} at ${program.path} did not tell its version`);
  }
  if (!programs['yt-dlp'] || !facts.ytDlp) return;
  log.info(
    facts.ytDlpTakesJsRuntime
      ? `media: yt-dlp runs JavaScript on this server's Node.js ${process.version} (--js-runtimes node:${process.execPath})`
      : `media: yt-dlp ${facts.ytDlp} has no --js-runtimes option, so it is given no JavaScript runtime (YouTube needs one since yt-dlp 2025.11.12)`,
  );
  const warning = ytDlpAgeWarning(facts.ytDlp, now);
  if (warning) log.warn(warning);
}

/** Reads both programs at once, each from what this process already knows of its file when it can. */
async function probePrograms(programs: ProgramProbeOptions['programs'], runs: ProbeRuns): Promise<ProgramFacts> {
  const ytDlp = programs['yt-dlp'];
  const ffmpeg = programs.ffmpeg;
  const known = { ytDlp: ytDlp && knownFacts.get(identityOf(ytDlp.path)), ffmpeg: ffmpeg && knownFacts.get(identityOf(ffmpeg.path)) };
  const [ytDlpFacts, ffmpegVersion] = await Promise.all([
    ytDlp ? (known.ytDlp ?? probeYtDlp(ytDlp, runs)) : null,
    ffmpeg ? (known.ffmpeg ?? runs.output(ffmpeg, VERSION_ARGS.ffmpeg, 'version').then((out) => (out === null ? null : { version: readFfmpegVersion(out) }))) : null,
  ]);
  // Kept for this process's other engines (tests make many), keyed by the file's identity, unless cut short.
  if (ytDlp && ytDlpFacts && !known.ytDlp) knownFacts.set(identityOf(ytDlp.path), ytDlpFacts);
  if (ffmpeg && ffmpegVersion && !known.ffmpeg) knownFacts.set(identityOf(ffmpeg.path), ffmpegVersion);
  return {
    ytDlp: ytDlpFacts?.version ?? null,
    ffmpeg: ffmpegVersion?.version ?? null,
    ytDlpTakesJsRuntime: ytDlpFacts?.takesJsRuntime ?? false,
  };
}

/** yt-dlp's version, then (only once that answered) whether its help lists --js-runtimes; null when cut short. */
async function probeYtDlp(ytDlp: Program, runs: ProbeRuns): Promise<ProbedFacts | null> {
  const out = await runs.output(ytDlp, VERSION_ARGS['yt-dlp'], 'version');
  if (out === null) return null;
  const help = await runs.output(ytDlp, ['--help'], 'help');
  if (help === null) return null;
  return { version: readYtDlpVersion(out), takesJsRuntime: helpListsJsRuntimes(help) };
}

/** The probe's program runs: each in its own process group, within 15 s, all stopped with the engine. */
class ProbeRuns {
  /** The runs under way. */
  private readonly runs = new Set<AbortController>();

  constructor(private readonly options: Pick<ProgramProbeOptions, 'cwd' | 'recordsDir' | 'isClosed'>) {}

  abort(reason: unknown): void {
    for (const run of this.runs) run.abort(reason);
  }

  /** A program's stdout for `args` ('' when it failed), in its own process group; null when it timed out or the engine closed. */
  async output(program: Program, args: readonly string[], what: string): Promise<string | null> {
    if (this.options.isClosed()) return null;
    const controller = new AbortController();
    this.runs.add(controller);
    const timer = setTimeout(() => controller.abort(), 15_000);
    try {
      const result = await runInGroup(program.path, args, {
        cwd: this.options.cwd,
        marker: `${what}-${program.name}`,
        recordsDir: this.options.recordsDir,
        signal: controller.signal,
        killGraceMs: 1000,
        collectStdoutBytes: 1024 * 1024,
      });
      if (controller.signal.aborted) return null;
      return result.exitCode === 0 ? result.stdout : '';
    } finally {
      clearTimeout(timer);
      this.runs.delete(controller);
    }
  }
}
