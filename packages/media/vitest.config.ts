import { mergeConfig } from 'vitest/config';
import { nodeTestConfig } from '../tooling/vitest';

// The integration tests run real yt-dlp and ffmpeg against a local fake media server; the clips
// are made once per run (test/global-setup.ts). Test files run one at a time so they never
// compete for the 2 cores (each test's yt-dlp/ffmpeg already keeps them busy).
export default mergeConfig(nodeTestConfig, {
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
    fileParallelism: false,
    benchmark: { include: ['src/**/*.bench.ts'] },
  },
});
