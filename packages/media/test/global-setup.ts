// Once per test run: checks that the real programs are there (a missing one fails the run, it is
// never skipped) and makes the clips the fake media server serves (src/testing/clips.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { makeClips, requirePrograms } from '../src/testing/clips';

export { CLIP_SECONDS, CLIPS, LONG_CLIP_SECONDS, requirePrograms } from '../src/testing/clips';

declare module 'vitest' {
  export interface ProvidedContext {
    clipsDir: string;
  }
}

export default function setup(project: TestProject) {
  const { ffmpeg } = requirePrograms();
  const clipsDir = mkdtempSync(join(tmpdir(), 'toolnest-media-clips-'));
  makeClips(clipsDir, undefined, ffmpeg);
  project.provide('clipsDir', clipsDir);
  return () => rmSync(clipsDir, { recursive: true, force: true });
}
