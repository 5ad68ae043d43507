import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createInstanceFolder, currentOwner, newInstanceName, OWNER_FILE, ownerState, scanMediaFolder, STALE_AFTER_MS, type InstanceOwner } from './instance';

const self = currentOwner();
const now = Date.now();
const fresh = now - 1000;
const stale = now - STALE_AFTER_MS - 1000;

/** A pid that surely names no process now: a child that has exited (and been reaped). */
const deadPid = (): number => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('ownerState', () => {
  it('on this host, boot and pid namespace: the pid with its start time decides, whatever the heartbeat', () => {
    expect(self.startTime).not.toBeNull(); // the CI machines are Linux
    expect(ownerState(self, stale, now, self)).toBe('alive');
    // The pid was handed to another program: another start time.
    expect(ownerState({ ...self, startTime: self.startTime! + 1 }, fresh, now, self)).toBe('gone');
    expect(ownerState({ ...self, pid: deadPid() }, fresh, now, self)).toBe('gone');
  });

  it('where the pid cannot be checked (another host, container or boot), a heartbeat older than the limit means gone', () => {
    const others: InstanceOwner[] = [
      { ...self, hostname: `${self.hostname}-other` },
      { ...self, pidNamespace: 'pid:[1]' },
      { ...self, bootId: '00000000-0000-4000-8000-000000000000', pid: deadPid() },
    ];
    for (const owner of others) {
      expect(ownerState(owner, fresh, now, self), JSON.stringify(owner)).toBe('alive');
      expect(ownerState(owner, stale, now, self), JSON.stringify(owner)).toBe('gone');
    }
    expect(ownerState(null, fresh, now, self)).toBe('alive');
    expect(ownerState(null, stale, now, self)).toBe('gone');
  });

  it('without /proc on either side, only a pid with no process is proof', () => {
    const noProc = { ...self, startTime: null, bootId: null, pidNamespace: null };
    expect(ownerState({ ...noProc, pid: deadPid() }, fresh, now, noProc)).toBe('gone');
    expect(ownerState({ ...noProc, pid: process.pid }, fresh, now, noProc)).toBe('alive');
    expect(ownerState({ ...noProc, pid: process.pid }, stale, now, noProc)).toBe('gone');
  });
});

describe('scanMediaFolder', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('sorts instance folders by their owner and calls everything else foreign', () => {
    dir = mkdtempSync(join(tmpdir(), 'toolnest-instance-'));
    const own = newInstanceName();
    createInstanceFolder(join(dir, own));
    const running = newInstanceName();
    createInstanceFolder(join(dir, running));
    const crashed = newInstanceName();
    createInstanceFolder(join(dir, crashed), { ...self, pid: deadPid() });
    const corrupt = newInstanceName();
    mkdirSync(join(dir, corrupt));
    writeFileSync(join(dir, corrupt, OWNER_FILE), '{"pid": 12');
    const ownerless = newInstanceName();
    mkdirSync(join(dir, ownerless));
    const old = new Date(now - STALE_AFTER_MS - 60_000);
    utimesSync(join(dir, ownerless), old, old);
    mkdirSync(join(dir, 'holiday photos'));
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    writeFileSync(join(dir, newInstanceName()), 'a file, not a folder');
    mkdirSync(join(dir, 'instance-not-a-uuid'));

    const scan = scanMediaFolder(dir, own, now, self);
    expect(scan.gone.sort()).toEqual([crashed, ownerless].sort());
    // A corrupt owner file (a write cut short) is judged by its age: fresh, so left alone.
    expect(scan.running.sort()).toEqual([corrupt, running].sort());
    expect(scan.foreign).toHaveLength(4);
    expect(scan.foreign).toEqual(expect.arrayContaining(['holiday photos', 'notes.txt', 'instance-not-a-uuid']));
  });
});
