// Once per test run: checks that the real programs are there (a missing one fails the run, it is
// never skipped) and makes the clips the fake media server serves. Tiny on purpose: 64×36 at
// 10 fps for 3 seconds, and the "3-hour" clips are 16×16 at 1 fps of one colour (about 140 KB) and
// silence at 8 kHz (about 700 KB).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { findProgram } from '../src/programs';

declare module 'vitest' {
  export interface ProvidedContext {
    clipsDir: string;
  }
}

export const CLIP_SECONDS = 3;
export const LONG_CLIP_SECONDS = 3 * 60 * 60;

const ffmpegInputs = {
  video: ['-f', 'lavfi', '-i', `testsrc=size=64x36:rate=10:duration=${CLIP_SECONDS}`],
  audio: ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${CLIP_SECONDS}`],
};
const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
const aac = ['-c:a', 'aac', '-b:a', '64k'];

/** The clips: name → ffmpeg arguments before the output file. */
export const CLIPS: Record<string, string[]> = {
  'muxed.mp4': [...ffmpegInputs.video, ...ffmpegInputs.audio, ...h264, ...aac, '-shortest'],
  'video.mp4': [...ffmpegInputs.video, ...h264],
  'audio.m4a': [...ffmpegInputs.audio, ...aac],
  'long.mp4': ['-f', 'lavfi', '-i', `color=c=blue:size=16x16:rate=1:duration=${LONG_CLIP_SECONDS}`, ...h264, '-g', '600'],
  // 3 hours of silence, 8 kHz mono at 8 kbps (about 700 KB): the MP3 cut's source.
  'long.m4a': ['-f', 'lavfi', '-i', `anullsrc=r=8000:cl=mono:d=${LONG_CLIP_SECONDS}`, '-c:a', 'aac', '-b:a', '8k'],
};

export function requirePrograms(): { ffmpeg: string; ffprobe: string; ytDlp: string } {
  const ffmpeg = findProgram('ffmpeg', process.env.FFMPEG_PATH);
  const ytDlp = findProgram('yt-dlp', process.env.YTDLP_PATH);
  const ffprobe = findProgram('ffprobe', process.env.FFPROBE_PATH);
  const missing = [!ffmpeg && 'ffmpeg', !ffprobe && 'ffprobe', !ytDlp && 'yt-dlp'].filter(Boolean);
  if (missing.length > 0 || !ffmpeg || !ffprobe || !ytDlp) {
    throw new Error(
      `The media tests run the real programs, and ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing. ` +
        'Install them (apt-get install ffmpeg yt-dlp; .ci/run does it in CI) or set FFMPEG_PATH / YTDLP_PATH.',
    );
  }
  return { ffmpeg: ffmpeg.path, ffprobe: ffprobe.path, ytDlp: ytDlp.path };
}

export default function setup(project: TestProject) {
  const { ffmpeg } = requirePrograms();
  const clipsDir = mkdtempSync(join(tmpdir(), 'toolnest-media-clips-'));
  for (const [name, args] of Object.entries(CLIPS)) {
    execFileSync(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', ...args, '-movflags', '+faststart', join(clipsDir, name)]);
  }
  project.provide('clipsDir', clipsDir);
  return () => rmSync(clipsDir, { recursive: true, force: true });
}
