// Running programs in their own process groups, stopping them, and killing what a crashed run left.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupMembers, readProcStat } from '../src/proc';
import { groupAlive, JOB_MARKER_VARIABLE, killRecordedGroups, runInGroup, type RunOptions } from '../src/process-group';
import { onCleanup, tempDir, waitUntil } from './helpers';

function options(overrides: Partial<RunOptions> = {}): RunOptions {
  const dir = tempDir();
  return { cwd: dir, marker: 'job-1', recordsDir: join(dir, 'groups'), signal: new AbortController().signal, killGraceMs: 300, ...overrides };
}

/** A detached `sleep` (its own group) with `marker` in its environment. */
function sleeper(marker: string) {
  const child = spawn('sh', ['-c', 'sleep 30 & sleep 30'], { detached: true, stdio: 'ignore', env: { ...process.env, [JOB_MARKER_VARIABLE]: marker } });
  child.unref();
  onCleanup(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Gone.
    }
  });
  return child.pid!;
}

describe('runInGroup', () => {
  it('runs an argument array without a shell, in a new group, and splits lines on \\n and \\r', async () => {
    const lines: Array<[string, string]> = [];
    let pid = 0;
    const result = await runInGroup('printf', ['a\\rb\\nc; $(touch /tmp/never)\\n'], {
      ...options(),
      onLine: (line, stream) => lines.push([stream, line]),
      onSpawn: (event) => {
        pid = event.pid;
        expect(readProcStat(event.pid)?.pgrp).toBe(event.pid);
      },
    });
    expect(result.exitCode).toBe(0);
    expect(lines).toEqual([
      ['stdout', 'a'],
      ['stdout', 'b'],
      ['stdout', 'c; $(touch /tmp/never)'],
    ]);
    expect(groupAlive(pid)).toBe(false);
  });

  it('keeps the record only while the program runs', async () => {
    const opts = options();
    let recordsWhileRunning: string[] = [];
    await runInGroup('sh', ['-c', 'sleep 0.3'], {
      ...opts,
      onSpawn: () => {
        recordsWhileRunning = readdirSync(opts.recordsDir);
      },
    });
    expect(recordsWhileRunning).toHaveLength(1);
    expect(readdirSync(opts.recordsDir)).toEqual([]);
  });

  it('on abort, stops the whole group (the program and its children) and kills what ignores SIGTERM', async () => {
    const controller = new AbortController();
    let pid = 0;
    const running = runInGroup('sh', ['-c', `trap '' TERM; sh -c "trap '' TERM; sleep 30" & sleep 30 & wait`], {
      ...options({ signal: controller.signal }),
      onSpawn: (event) => {
        pid = event.pid;
      },
    });
    await waitUntil(() => pid > 0 && groupMembers(pid).length >= 3, 'the group to start');
    controller.abort(new Error('stop'));
    const result = await running;
    expect(result.signal).toBe('SIGKILL');
    expect(groupMembers(pid)).toEqual([]);
  });

  it('kills children the program left behind when it exits', async () => {
    let pid = 0;
    await runInGroup('sh', ['-c', 'sleep 30 & echo started'], { ...options(), onSpawn: (event) => (pid = event.pid) });
    expect(groupMembers(pid)).toEqual([]);
  });

  it('stops a program whose collected output is too long', async () => {
    const result = await runInGroup('yes', [], { ...options(), collectStdoutBytes: 64 * 1024 });
    expect(result.signal).toBe('SIGKILL');
  });

  it('reports a program that cannot start', async () => {
    const result = await runInGroup('/nonexistent/yt-dlp', ['--version'], options());
    expect(result.spawnError).toBeTruthy();
  });
});

describe('killRecordedGroups', () => {
  const record = (dir: string, pgid: number, startTime: number | null, marker: string) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${pgid}.json`), JSON.stringify({ pgid, startTime, marker, command: 'sh' }));
  };

  it('kills a recorded group that is still the one recorded', async () => {
    const dir = tempDir();
    const pid = sleeper('job-a');
    await waitUntil(() => groupMembers(pid).length >= 2, 'the sleepers');
    record(dir, pid, readProcStat(pid)!.startTime, 'job-a');
    expect(await killRecordedGroups(dir)).toBeGreaterThanOrEqual(2);
    await waitUntil(() => !groupAlive(pid), 'the group to die', 5000);
  });

  it('never hits a pid the system gave to another program (other start time) or another job (other marker)', async () => {
    const dir = tempDir();
    const reused = sleeper('job-b');
    const otherJob = sleeper('job-c');
    await waitUntil(() => groupMembers(reused).length >= 2 && groupMembers(otherJob).length >= 2, 'the sleepers');
    const counts = [groupMembers(reused).length, groupMembers(otherJob).length];
    record(dir, reused, readProcStat(reused)!.startTime - 1, 'job-b');
    record(dir, otherJob, readProcStat(otherJob)!.startTime, 'job-x');
    expect(await killRecordedGroups(dir)).toBe(0);
    expect([groupMembers(reused).length, groupMembers(otherJob).length]).toEqual(counts);
  });

  it('ignores records that are cut short or name nothing', async () => {
    const dir = tempDir();
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'broken.json'), '{"pgid": 12');
    writeFileSync(join(dir, 'one.json'), JSON.stringify({ pgid: 1, startTime: 0, marker: 'x' }));
    expect(await killRecordedGroups(dir)).toBe(0);
    expect(await killRecordedGroups(join(dir, 'missing'))).toBe(0);
  });
});
