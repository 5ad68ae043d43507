// @vitest-environment node
// The budget: 10,000 passwords of length 50 ≤ 100 ms. `pnpm bench` prints the figures (mean time of one
// batch of 10,000) and never fails on speed. The reference beside it draws each character with Node's
// crypto.randomInt (its own rejection sampling, one call a character) under the same redraw rule.
import { randomInt } from 'node:crypto';
import { test } from 'vitest';
import * as logic from './logic';
import type { PasswordResult, PasswordSettings } from './logic';

// Read once: vitest's module runner reaches an import through a getter, which would be timed on every call.
const { DEFAULT_SETTINGS, generatePassword, passwordFrom, passwordStrength } = logic;

const BATCH = 10_000;
const LONGEST: PasswordSettings = { ...DEFAULT_SETTINGS, length: 50 };
const LONGEST_NOT_SIMILAR: PasswordSettings = { ...LONGEST, excludeSimilar: true };
// The most redraws: four types in four characters keep about 1 draw in 14.
const SHORTEST: PasswordSettings = { ...DEFAULT_SETTINGS, length: 4 };

function batch(make: () => PasswordResult): void {
  for (let i = 0; i < BATCH; i++) {
    if (!make().ok) throw new Error('bench settings made no password');
  }
}

const nodeRandomIndices = (n: number, out: Uint8Array) => {
  for (let i = 0; i < out.length; i++) out[i] = randomInt(n);
};
const RUNS = { time: 1000, iterations: 10 };

test('10,000 passwords of length 50, all four types (budget 100 ms)', async ({ bench }) => {
  await bench.compare(
    bench('generatePassword (crypto.getRandomValues, rejection sampling)', () => batch(() => generatePassword(LONGEST))),
    bench('generatePassword, exclude similar', () => batch(() => generatePassword(LONGEST_NOT_SIMILAR))),
    bench('generatePassword + passwordStrength', () =>
      batch(() => {
        const result = generatePassword(LONGEST);
        if (result.ok) passwordStrength(result.password);
        return result;
      }),
    ),
    bench('reference: node:crypto randomInt per character', () => batch(() => passwordFrom(LONGEST, nodeRandomIndices))),
    RUNS,
  );
});

test('10,000 passwords of length 4, all four types (most redraws)', async ({ bench }) => {
  await bench.compare(
    bench('generatePassword', () => batch(() => generatePassword(SHORTEST))),
    bench('reference: node:crypto randomInt per character', () => batch(() => passwordFrom(SHORTEST, nodeRandomIndices))),
    RUNS,
  );
});
