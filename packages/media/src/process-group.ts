// Every program the engine runs gets its own process group (yt-dlp's ffmpeg child included), so one
// signal reaches all of it. Each group is recorded on disk while it runs: ffmpeg outlives a killed
// server, and the next start kills what the records name (see killRecordedGroups).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { execa } from 'execa';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './instance';
import { environHas, groupMembers, hasProc, readProcStat } from './proc';

/** Set in every program's environment (inherited by its children): names the job that owns it. */
export const JOB_MARKER_VARIABLE = 'TOOLNEST_MEDIA_JOB';

/**
 * The server's variables a program gets: what finding files, temporary space, the language, the time zone
 * and a proxy need. Nothing else: the server's environment holds secrets (ADMIN_PASSWORD, DATABASE_URL,
 * LLM_API_KEY, MEDIA_S3_SECRET_ACCESS_KEY) that yt-dlp and ffmpeg have no use for.
 */
const PASSED_VARIABLE = /^(?:PATH|HOME|LANG|LC_[A-Z]+|TMPDIR|TZ|(?:http|https|no|all)_proxy|(?:HTTP|HTTPS|NO|ALL)_PROXY)$/;

/** A program's whole environment: the allowed part of `source`, then the engine's own settings and the job's marker. */
export function programEnvironment(marker: string, source: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const passed = Object.entries(source).filter((entry): entry is [string, string] => entry[1] !== undefined && PASSED_VARIABLE.test(entry[0]));
  return {
    ...Object.fromEntries(passed),
    [JOB_MARKER_VARIABLE]: marker,
    PYTHONIOENCODING: 'utf-8',
    PYTHONUNBUFFERED: '1',
    LC_ALL: 'C.UTF-8',
  };
}

export interface GroupRecord {
  pgid: number;
  /** The group leader's start time (/proc clock ticks), null where there is no /proc. */
  startTime: number | null;
  /** The job key in the group's JOB_MARKER_VARIABLE. */
  marker: string;
  command: string;
}

export interface RunOptions {
  cwd: string;
  /** The job key: goes into the environment and the group record. */
  marker: string;
  /** Folder of the group records. */
  recordsDir: string;
  /** Aborting stops the group: SIGTERM, then SIGKILL after `killGraceMs`. */
  signal: AbortSignal;
  killGraceMs: number;
  /** Each output line (split on \n and \r, so ffmpeg's status lines count too). */
  onLine?: (line: string, stream: 'stdout' | 'stderr') => void;
  /** Keep stdout whole (yt-dlp -J); a longer output stops the program. */
  collectStdoutBytes?: number;
  /** Told each program started (tests watch the groups). */
  onSpawn?: (event: SpawnEvent) => void;
}

export interface SpawnEvent {
  pid: number;
  file: string;
  args: readonly string[];
}

export interface RunResult {
  exitCode: number | undefined;
  signal: string | undefined;
  /** The whole stdout when `collectStdoutBytes` was given, else ''. */
  stdout: string;
  /** The last stderr lines (for error messages). */
  stderrTail: string[];
  /** The program could not start (missing, not executable). */
  spawnError?: string;
}

const STDERR_TAIL_LINES = 40;
/** Longest line kept while waiting for its end: a program that never ends a line cannot fill memory. */
const MAX_LINE_CHARS = 64 * 1024;

/** Sends `signal` to every process of group `pgid`; false when none is left. */
export function signalGroup(pgid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Whether any live (not zombie) process is left in group `pgid`. */
export function groupAlive(pgid: number): boolean {
  if (hasProc()) return groupMembers(pgid).length > 0;
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits (polling) until group `pgid` has no live process, at most `timeoutMs`; answers whether it is gone. */
export async function waitForGroupExit(pgid: number, timeoutMs = 3000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (groupAlive(pgid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

/** Splits a byte stream into lines on \n, \r\n and \r. */
function lineSplitter(onLine: (line: string) => void) {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  const take = (text: string) => {
    pending += text;
    const parts = pending.split(/\r\n|\r|\n/);
    pending = parts.pop() ?? '';
    if (pending.length > MAX_LINE_CHARS) pending = pending.slice(-MAX_LINE_CHARS);
    for (const part of parts) onLine(part);
  };
  return {
    write: (chunk: Buffer | string) => take(typeof chunk === 'string' ? chunk : decoder.write(chunk)),
    end: () => {
      take(decoder.end());
      if (pending) onLine(pending);
      pending = '';
    },
  };
}

/**
 * Runs `file args` (argument array, no shell) as the leader of a new process group, recorded in
 * `recordsDir` while it runs. When it has exited, whatever is left of its group is killed, so no
 * process of the run survives it.
 */
export async function runInGroup(file: string, args: readonly string[], options: RunOptions): Promise<RunResult> {
  const subprocess = spawnInGroup(file, args, options);
  const pid = subprocess.pid;
  if (pid === undefined) return notStarted(file, subprocess);

  const recordFile = writeGroupRecord(pid, file, options);
  options.onSpawn?.({ pid, file, args });
  const stopper = stopOnAbort(pid, options);
  // Once the leader is gone, its group goes too: a child left holding the output pipes would
  // otherwise keep the run open.
  subprocess.nodeChildProcess.once('exit', () => signalGroup(pid, 'SIGKILL'));
  const output = readOutput(subprocess, pid, options);

  const drained = outputDrained(subprocess);
  const result = await subprocess;
  await drained;
  stopper.release();
  // Children the leader left behind (or that ignored SIGTERM) go now.
  signalGroup(pid, 'SIGKILL');
  await waitForGroupExit(pid);
  rmSync(recordFile, { force: true });
  return { exitCode: result.exitCode, signal: result.signal, stdout: output.stdout(), stderrTail: output.stderrTail };
}

type Subprocess = ReturnType<typeof spawnInGroup>;

/** Starts the program as the leader of a new process group, with only the environment it needs. */
function spawnInGroup(file: string, args: readonly string[], options: RunOptions) {
  return execa(file, args, {
    cwd: options.cwd,
    // A new session and process group: signals to -pid reach the program and its children.
    detached: true,
    // The engine stops its groups itself (execa's clean-up would signal the leader only).
    cleanup: false,
    stdin: 'ignore',
    buffer: false,
    reject: false,
    extendEnv: false,
    env: programEnvironment(options.marker),
  });
}

/** The answer for a program that could not start: execa's reason, once it has settled. */
async function notStarted(file: string, subprocess: Subprocess): Promise<RunResult> {
  const drained = outputDrained(subprocess);
  const result = await subprocess;
  await drained;
  return {
    exitCode: result.exitCode,
    signal: result.signal,
    stdout: '',
    stderrTail: [],
    spawnError: result.originalMessage || result.message || `${file} could not start`,
  };
}

/** Records the group on disk, so a later start can kill what a crash left running; answers the record's file. */
function writeGroupRecord(pid: number, file: string, options: RunOptions): string {
  const record: GroupRecord = { pgid: pid, startTime: readProcStat(pid)?.startTime ?? null, marker: options.marker, command: file };
  mkdirSync(options.recordsDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const recordFile = join(options.recordsDir, `${pid}.json`);
  writeFileSync(recordFile, JSON.stringify(record), { mode: PRIVATE_FILE_MODE });
  return recordFile;
}

/** Stops the group when `options.signal` aborts; `release` drops the listener and any pending SIGKILL once the run is over. */
function stopOnAbort(pid: number, options: RunOptions): { release: () => void } {
  let killTimer: NodeJS.Timeout | undefined;
  const stop = () => {
    // Shutdown cannot wait out the grace period.
    if ((options.signal.reason as { immediate?: boolean } | undefined)?.immediate) {
      signalGroup(pid, 'SIGKILL');
      return;
    }
    signalGroup(pid, 'SIGTERM');
    killTimer = setTimeout(() => signalGroup(pid, 'SIGKILL'), options.killGraceMs);
  };
  if (options.signal.aborted) stop();
  else options.signal.addEventListener('abort', stop, { once: true });
  return {
    release: () => {
      options.signal.removeEventListener('abort', stop);
      if (killTimer) clearTimeout(killTimer);
    },
  };
}

/**
 * Reads the program's output: each line to `onLine`, the last stderr lines kept, and stdout kept whole
 * when `collectStdoutBytes` asks for it (the group is killed past that size). Call `stdout` once the
 * output has drained.
 */
function readOutput(subprocess: Subprocess, pid: number, options: RunOptions): { stdout: () => string; stderrTail: string[] } {
  const stderrTail: string[] = [];
  let stdout = '';
  let stdoutBytes = 0;
  const stdoutDecoder = new StringDecoder('utf8');
  const stdoutLines = lineSplitter((line) => options.onLine?.(line, 'stdout'));
  const stderrLines = lineSplitter((line) => {
    stderrTail.push(line);
    if (stderrTail.length > STDERR_TAIL_LINES) stderrTail.shift();
    options.onLine?.(line, 'stderr');
  });
  subprocess.stdout?.on('data', (chunk: Buffer) => {
    if (options.collectStdoutBytes !== undefined) {
      stdoutBytes += chunk.length;
      if (stdoutBytes > options.collectStdoutBytes) {
        signalGroup(pid, 'SIGKILL');
        return;
      }
      stdout += stdoutDecoder.write(chunk);
    }
    stdoutLines.write(chunk);
  });
  subprocess.stderr?.on('data', (chunk: Buffer) => stderrLines.write(chunk));
  subprocess.stdout?.on('end', () => stdoutLines.end());
  subprocess.stderr?.on('end', () => stderrLines.end());
  return { stdout: () => stdout + stdoutDecoder.end(), stderrTail };
}

/** Settles once both output streams are read to their end, so no last line (yt-dlp's ERROR) is lost. */
function outputDrained(subprocess: Subprocess): Promise<unknown> {
  return Promise.all(
    [subprocess.stdout, subprocess.stderr].map(
      (stream) =>
        new Promise<void>((resolve) => {
          if (!stream || stream.readableEnded || stream.destroyed) return resolve();
          stream.once('end', resolve);
          stream.once('close', resolve);
          stream.once('error', () => resolve());
        }),
    ),
  );
}

export function readGroupRecords(recordsDir: string): GroupRecord[] {
  let names: string[];
  try {
    names = readdirSync(recordsDir);
  } catch {
    return [];
  }
  const records: GroupRecord[] = [];
  for (const name of names) {
    try {
      const record = JSON.parse(readFileSync(join(recordsDir, name), 'utf8')) as GroupRecord;
      if (Number.isSafeInteger(record.pgid) && record.pgid > 1 && typeof record.marker === 'string') records.push(record);
    } catch {
      // A record cut short by a crash names nothing we can check.
    }
  }
  return records;
}

/**
 * Kills the processes a previous run left behind. A recorded group is skipped when a process now
 * holds the leader's pid with another start time (the pid was given to another program); otherwise
 * its live members that started no earlier than the recorded leader and carry the job's marker are
 * killed, and waited for (at most `waitMs` in all). Answers how many processes were killed.
 */
export async function killRecordedGroups(recordsDir: string, waitMs = 3000): Promise<number> {
  // Nothing can be checked without /proc: leave everything alone.
  if (!hasProc()) return 0;
  const killed = new Set<number>();
  const deadline = Date.now() + waitMs;
  for (const record of readGroupRecords(recordsDir)) {
    const leader = readProcStat(record.pgid);
    if (leader && leader.state !== 'Z' && record.startTime !== null && leader.startTime !== record.startTime) continue;
    const marker = `${JOB_MARKER_VARIABLE}=${record.marker}`;
    const ours = () =>
      groupMembers(record.pgid).filter(
        (member) => (record.startTime === null || member.startTime >= record.startTime) && environHas(member.pid, marker),
      );
    // Until none is left: a member may start a child between the scan and the kill.
    for (let members = ours(); members.length > 0 && Date.now() < deadline; members = ours()) {
      for (const member of members) {
        try {
          process.kill(member.pid, 'SIGKILL');
          killed.add(member.pid);
        } catch {
          // Already gone.
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  // A killed process takes a moment to go (longer on a busy machine), and its environment may be
  // unreadable meanwhile: wait until each one is really gone, so none is left when this answers.
  const alive = (pid: number) => {
    const stat = readProcStat(pid);
    return stat !== null && stat.state !== 'Z' && stat.state !== 'X';
  };
  while ([...killed].some(alive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return killed.size;
}

/**
 * Kills, at once and synchronously, every group recorded in `recordsDir` that is still this run's:
 * for a process that must exit now (a second signal, the shutdown timeout) and cannot wait for
 * runInGroup to end its programs. A group is killed only while one of its live members carries the
 * job's marker (where there is no /proc, the records of the running process are trusted). Answers
 * how many groups were signalled.
 */
export function killRecordedGroupsNow(recordsDir: string): number {
  const proc = hasProc();
  let killed = 0;
  for (const record of readGroupRecords(recordsDir)) {
    const marker = `${JOB_MARKER_VARIABLE}=${record.marker}`;
    const ours = !proc || groupMembers(record.pgid).some((member) => environHas(member.pid, marker));
    if (ours && signalGroup(record.pgid, 'SIGKILL')) killed += 1;
  }
  return killed;
}
