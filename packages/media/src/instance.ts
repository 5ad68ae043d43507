// Which folders of DATA_DIR/media are the engine's to delete. Each engine works in a folder of its
// own, `instance-<uuid>/`, holding `owner.json` (who runs it) and, inside, its jobs' folders and
// process-group records. At start an engine removes only instance folders whose owner is gone and
// leaves everything else: another server's running jobs (two servers may share one DATA_DIR) and
// whatever the operator keeps there (DATA_DIR=$HOME must not lose its media/).
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, readlinkSync, statSync, utimesSync, writeFileSync, type Dirent } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { readProcStat } from './proc';

/** The modes of everything the engine makes (folders 0700, files 0600), whatever the umask. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

export const INSTANCE_PREFIX = 'instance-';
export const OWNER_FILE = 'owner.json';
/** MEDIA_DIR/finished/<job key>/: the files that queue workers finished, kept past the worker's own life (scale-out/worker.ts). */
export const FINISHED_FOLDER = 'finished';
const INSTANCE_NAME = /^instance-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** How often a running engine touches its owner file, and how old a touch may be before its owner is taken for gone. */
export const HEARTBEAT_MS = 60_000;
export const STALE_AFTER_MS = 15 * 60_000;

/** Who runs an instance folder: enough to tell, later, whether that process is still the same one. */
export interface InstanceOwner {
  pid: number;
  /** The process's start time (/proc clock ticks since boot): with the pid and boot, it names one process for good. */
  startTime: number | null;
  /** /proc/sys/kernel/random/boot_id: a pid means nothing across a reboot. */
  bootId: string | null;
  /** /proc/self/ns/pid: a container's pids mean nothing outside its namespace. */
  pidNamespace: string | null;
  hostname: string;
}

const readText = (path: string, read: (path: string) => string): string | null => {
  try {
    return read(path).trim() || null;
  } catch {
    return null;
  }
};

export function currentOwner(): InstanceOwner {
  return {
    pid: process.pid,
    startTime: readProcStat(process.pid)?.startTime ?? null,
    bootId: readText('/proc/sys/kernel/random/boot_id', (path) => readFileSync(path, 'utf8')),
    pidNamespace: readText('/proc/self/ns/pid', (path) => readlinkSync(path)),
    hostname: hostname(),
  };
}

function parseOwner(text: string): InstanceOwner | null {
  try {
    const owner = JSON.parse(text) as Partial<InstanceOwner>;
    const nullableString = (value: unknown) => value === null || typeof value === 'string';
    if (
      !Number.isSafeInteger(owner.pid) ||
      (owner.pid ?? 0) < 1 ||
      !(owner.startTime === null || Number.isSafeInteger(owner.startTime)) ||
      !nullableString(owner.bootId) ||
      !nullableString(owner.pidNamespace) ||
      typeof owner.hostname !== 'string'
    ) {
      return null;
    }
    return owner as InstanceOwner;
  } catch {
    return null;
  }
}

export type OwnerState = 'alive' | 'gone';

/**
 * Whether the owner of an instance folder still runs. Proof first: on the same host, boot and pid
 * namespace, the pid with its start time answers for good (a pid handed to another program has
 * another start time). Where that cannot be checked (another host sharing DATA_DIR, another
 * container, a reboot), a heartbeat older than `staleAfterMs` means gone: a running engine touches
 * its owner file every minute.
 */
export function ownerState(owner: InstanceOwner | null, lastBeatMs: number, now: number, self: InstanceOwner, staleAfterMs = STALE_AFTER_MS): OwnerState {
  if (owner && owner.hostname === self.hostname) {
    const sameKernelView = owner.bootId !== null && owner.bootId === self.bootId && owner.pidNamespace === self.pidNamespace;
    if (sameKernelView && owner.startTime !== null) {
      const stat = readProcStat(owner.pid);
      const alive = stat !== null && stat.state !== 'Z' && stat.state !== 'X' && stat.startTime === owner.startTime;
      return alive ? 'alive' : 'gone';
    }
    // No /proc on either side (not Linux): only "no such process" is proof.
    if (owner.bootId === null && self.bootId === null && !processExists(owner.pid)) return 'gone';
  }
  return now - lastBeatMs > staleAfterMs ? 'gone' : 'alive';
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, owned by someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface MediaFolderScan {
  /** Instance folders whose owner is gone: the engine's to clean. */
  gone: string[];
  /** Instance folders of engines still running (this process's others included). */
  running: string[];
  /** Everything else in DATA_DIR/media: not the engine's, never touched. */
  foreign: string[];
}

/** Sorts the entries of DATA_DIR/media (all but `ownName`) into gone and running instances and foreign entries. */
export function scanMediaFolder(mediaDir: string, ownName: string, now = Date.now(), self = currentOwner(), staleAfterMs = STALE_AFTER_MS): MediaFolderScan {
  const scan: MediaFolderScan = { gone: [], running: [], foreign: [] };
  let entries: Dirent[];
  try {
    entries = readdirSync(mediaDir, { withFileTypes: true });
  } catch {
    return scan;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name === ownName || entry.name === FINISHED_FOLDER) continue;
    if (!entry.isDirectory() || !INSTANCE_NAME.test(entry.name)) {
      scan.foreign.push(entry.name);
      continue;
    }
    const dir = join(mediaDir, entry.name);
    const ownerFile = join(dir, OWNER_FILE);
    const owner = readText(ownerFile, (path) => readFileSync(path, 'utf8'));
    // No readable owner (an engine between creating its folder and writing the file, or one that
    // crashed right there): the folder's own age is the only heartbeat there is.
    const beat = lastModified(owner === null ? dir : ownerFile);
    if (beat === null) continue; // removed meanwhile
    const state = ownerState(owner === null ? null : parseOwner(owner), beat, now, self, staleAfterMs);
    (state === 'gone' ? scan.gone : scan.running).push(entry.name);
  }
  return scan;
}

function lastModified(path: string): number | null {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
}

/** A new instance folder's name: `instance-<uuid>`. */
export const newInstanceName = (): string => `${INSTANCE_PREFIX}${randomUUID()}`;

/** Makes the instance folder `dir` with its owner file (0700 and 0600); fails if it exists. */
export function createInstanceFolder(dir: string, owner = currentOwner()): void {
  mkdirSync(dir, { mode: PRIVATE_DIR_MODE });
  writeFileSync(join(dir, OWNER_FILE), `${JSON.stringify(owner)}\n`, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
}

/** Touches the owner file, so that a server which cannot check this pid sees the engine is alive. */
export function heartbeat(instanceDir: string): void {
  const now = new Date();
  try {
    utimesSync(join(instanceDir, OWNER_FILE), now, now);
  } catch {
    // The folder is gone (closing, or DATA_DIR removed): nothing to keep alive.
  }
}
