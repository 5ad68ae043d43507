import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDownloadId, isJobKey } from './ids';

describe('isDownloadId', () => {
  it('accepts 8 to 64 letters, digits, "_" and "-"', () => {
    expect(isDownloadId('abcdEFGH')).toBe(true);
    expect(isDownloadId('a_b-c_d-1234')).toBe(true);
    expect(isDownloadId('x'.repeat(64))).toBe(true);
  });

  it('refuses paths, short, long and non-string ids', () => {
    for (const id of ['../x', '../../etc/passwd', 'abc', 'x'.repeat(65), 'abcd efgh', 'abcdefg/', 'abcdefgh\n', 12345678, null, undefined]) {
      expect(isDownloadId(id)).toBe(false);
    }
  });

  it('property: an accepted id is a safe path segment', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (id) => {
        if (isDownloadId(id)) expect(id).toMatch(/^[\w-]{8,64}$/);
      }),
    );
  });
});

describe('isJobKey', () => {
  it('accepts the server’s UUIDs only', () => {
    expect(isJobKey(randomUUID())).toBe(true);
    expect(isJobKey('not-a-uuid')).toBe(false);
    expect(isJobKey(`${randomUUID()}/..`)).toBe(false);
  });
});
