// The clips the fake media server serves, made by the real ffmpeg, and the programs the media tests
// need (a missing one fails the run, it is never skipped). Tiny on purpose: 64×36 at 10 fps for 3
// seconds; the "3-hour" clips are 16×16 at 1 fps of one colour (about 140 KB) and silence at 8 kHz
// (about 700 KB), made only when asked for.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { findProgram } from '../programs';

export const CLIP_SECONDS = 3;
export const LONG_CLIP_SECONDS = 3 * 60 * 60;

const ffmpegInputs = {
  video: ['-f', 'lavfi', '-i', `testsrc=size=64x36:rate=10:duration=${CLIP_SECONDS}`],
  audio: ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${CLIP_SECONDS}`],
};
const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
const aac = ['-c:a', 'aac', '-b:a', '64k'];

/** The clips: name → ffmpeg arguments before the output file. */
export const CLIPS = {
  'muxed.mp4': [...ffmpegInputs.video, ...ffmpegInputs.audio, ...h264, ...aac, '-shortest'],
  'video.mp4': [...ffmpegInputs.video, ...h264],
  'audio.m4a': [...ffmpegInputs.audio, ...aac],
  // TikTok's watermarked copy stand-in: another size (32×18), so a saved file tells which copy it is.
  'watermarked.mp4': [
    '-f', 'lavfi', '-i', `testsrc=size=32x18:rate=10:duration=${CLIP_SECONDS}`,
    ...ffmpegInputs.audio, ...h264, ...aac, '-shortest',
  ],
  'long.mp4': ['-f', 'lavfi', '-i', `color=c=blue:size=16x16:rate=1:duration=${LONG_CLIP_SECONDS}`, ...h264, '-g', '600'],
  // 3 hours of silence, 8 kHz mono at 8 kbps (about 700 KB): the MP3 cut's source.
  'long.m4a': ['-f', 'lavfi', '-i', `anullsrc=r=8000:cl=mono:d=${LONG_CLIP_SECONDS}`, '-c:a', 'aac', '-b:a', '8k'],
} satisfies Record<string, string[]>;

export type ClipName = keyof typeof CLIPS;

/** The clips of a browser test: 3 seconds each (the long ones take seconds to make and are not needed there). */
export const SHORT_CLIPS: readonly ClipName[] = ['muxed.mp4', 'video.mp4', 'audio.m4a', 'watermarked.mp4'];

export interface MediaPrograms {
  ffmpeg: string;
  ffprobe: string;
  ytDlp: string;
}

/** The paths of ffmpeg, ffprobe and yt-dlp (FFMPEG_PATH, FFPROBE_PATH, YTDLP_PATH, else PATH); throws naming what is missing. */
export function requirePrograms(): MediaPrograms {
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

/** Makes `names` (all clips by default) in `dir` with ffmpeg. */
export function makeClips(dir: string, names: readonly ClipName[] = Object.keys(CLIPS) as ClipName[], ffmpeg = requirePrograms().ffmpeg): void {
  for (const name of names) {
    execFileSync(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', ...CLIPS[name], '-movflags', '+faststart', join(dir, name)]);
  }
}

export interface ProbeResult {
  streams: Array<{ codec_type: string; codec_name: string; width?: number; height?: number; bit_rate?: string }>;
  format: { duration?: string; bit_rate?: string };
}

/** ffprobe's view of a file: its streams (codec, size, bit rate) and its duration. */
export function probe(file: string, ffprobe = requirePrograms().ffprobe): ProbeResult {
  const output = execFileSync(ffprobe, [
    '-v', 'error',
    '-show_entries', 'stream=codec_type,codec_name,width,height,bit_rate:format=duration,bit_rate',
    '-of', 'json',
    file,
  ]);
  return JSON.parse(output.toString()) as ProbeResult;
}
