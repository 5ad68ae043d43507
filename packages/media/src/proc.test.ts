import { describe, expect, it } from 'vitest';
import { groupMembers, hasProc, parseProcStat, readProcStat } from './proc';

describe('parseProcStat', () => {
  it('reads state, group and start time, whatever the command name holds', () => {
    const text = '4242 (ff (mpeg) x) S 1 4242 4242 0 -1 4194560 1 2 3 4 5 6 7 8 20 0 1 0 987654 1000 10 18446744073709551615';
    expect(parseProcStat(text)).toEqual({ pid: 4242, state: 'S', pgrp: 4242, startTime: 987654 });
    expect(parseProcStat('garbage')).toBeNull();
  });

  it('reads this process on Linux', () => {
    expect(hasProc()).toBe(true);
    const self = readProcStat(process.pid);
    expect(self?.pid).toBe(process.pid);
    expect(groupMembers(self!.pgrp).some((member) => member.pid === process.pid)).toBe(true);
  });
});
