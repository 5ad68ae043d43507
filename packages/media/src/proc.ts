// Reading Linux's /proc: which processes are in a process group, and when each one started, so a
// recorded group is killed only while it is still the one the engine started.
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcStat {
  pid: number;
  /** One letter: R running, S sleeping, Z zombie (already dead, waiting to be reaped), … */
  state: string;
  pgrp: number;
  /** Clock ticks after boot: with the pid, it names one process for good. */
  startTime: number;
}

/** Parses /proc/<pid>/stat; the command name (field 2) may hold spaces and parentheses. */
export function parseProcStat(text: string): ProcStat | null {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  const pid = Number(text.slice(0, open).trim());
  // Fields from 3 (state) on; field n is rest[n - 3].
  const rest = text.slice(close + 1).trim().split(/\s+/);
  const state = rest[0];
  const pgrp = Number(rest[2]);
  const startTime = Number(rest[19]);
  if (!state || !Number.isSafeInteger(pid) || !Number.isSafeInteger(pgrp) || !Number.isSafeInteger(startTime)) return null;
  return { pid, state, pgrp, startTime };
}

export function readProcStat(pid: number): ProcStat | null {
  try {
    return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

/** Whether /proc can be read here (Linux). */
export function hasProc(): boolean {
  return readProcStat(process.pid) !== null;
}

/** Whether the process's environment holds `entry` (`NAME=value`); false when it cannot be read. */
export function environHas(pid: number, entry: string): boolean {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(entry);
  } catch {
    return false;
  }
}

/** Live (not zombie) processes whose process group is `pgid`. */
export function groupMembers(pgid: number): ProcStat[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const members: ProcStat[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readProcStat(Number(entry));
    if (stat && stat.pgrp === pgid && stat.state !== 'Z' && stat.state !== 'X') members.push(stat);
  }
  return members;
}
