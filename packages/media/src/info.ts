// What the engine needs from yt-dlp's -J answer (the video's "info JSON").
import type { DownloadPart } from './progress';

export interface VideoInfo {
  title?: string;
  /** Seconds, when the site says. */
  duration?: number;
  isLive: boolean;
  /** The files yt-dlp will download, in order: one, or a video and an audio to merge. */
  parts: DownloadPart[];
  thumbnail?: string;
  uploader?: string;
  /** 1080p, 720p, … of the chosen video, when known. */
  height?: number;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const positive = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

function partOf(format: Record<string, unknown>): DownloadPart {
  const bytes = positive(format.filesize) ?? positive(format.filesize_approx);
  return { formatId: text(format.format_id) ?? '', ...(bytes === undefined ? {} : { bytes }) };
}

/** Reads the fields the engine uses; anything missing or of the wrong type is left out. */
export function readVideoInfo(json: unknown): VideoInfo {
  const info = (json && typeof json === 'object' ? json : {}) as Record<string, unknown>;
  const requested = Array.isArray(info.requested_formats)
    ? info.requested_formats.filter((format): format is Record<string, unknown> => !!format && typeof format === 'object')
    : [];
  const parts = requested.length > 0 ? requested.map(partOf) : [partOf(info)];
  const title = text(info.title);
  const duration = positive(info.duration);
  const thumbnail = text(info.thumbnail);
  const uploader = text(info.uploader) ?? text(info.channel);
  const height = positive(info.height) ?? requested.map((format) => positive(format.height)).find((value) => value !== undefined);
  return {
    isLive: info.is_live === true,
    parts,
    ...(title === undefined ? {} : { title }),
    ...(duration === undefined ? {} : { duration }),
    ...(thumbnail === undefined ? {} : { thumbnail }),
    ...(uploader === undefined ? {} : { uploader }),
    ...(height === undefined ? {} : { height }),
  };
}

/** The bytes to expect: the parts' sizes (cut to `keepSeconds` of `duration`), or undefined when a size is unknown. */
export function expectedBytes(info: VideoInfo, keepSeconds?: number): number | undefined {
  if (info.parts.some((part) => part.bytes === undefined)) return undefined;
  const total = info.parts.reduce((sum, part) => sum + part.bytes!, 0);
  if (keepSeconds === undefined || info.duration === undefined || info.duration <= keepSeconds) return total;
  return Math.round((total * keepSeconds) / info.duration);
}
