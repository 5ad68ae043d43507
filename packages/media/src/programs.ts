// Finding yt-dlp and ffmpeg: an operator's path (YTDLP_PATH, FFMPEG_PATH) or the PATH. A missing
// program leaves the server up; the start calls then say which one is missing.
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, isAbsolute, join, resolve } from 'node:path';

export type ProgramName = 'yt-dlp' | 'ffmpeg';

export interface Program<Name extends string = ProgramName> {
  name: Name;
  path: string;
}

function isExecutableFile(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The program to run: `configured` when set (a path, or a bare name looked up on PATH), else
 * `name` on PATH; null when it is not there or not executable.
 */
export function findProgram<Name extends string>(
  name: Name,
  configured: string | undefined,
  searchPath = process.env.PATH ?? '',
): Program<Name> | null {
  const wanted = configured?.trim() || name;
  if (wanted.includes('/')) {
    const path = isAbsolute(wanted) ? wanted : resolve(wanted);
    return isExecutableFile(path) ? { name, path } : null;
  }
  for (const dir of searchPath.split(delimiter)) {
    if (!dir) continue;
    const path = join(dir, wanted);
    if (isExecutableFile(path)) return { name, path };
  }
  return null;
}

/** The start calls' 503 message for a missing program. */
export function missingProgramMessage(name: ProgramName): string {
  return `${name} is not installed on the server.`;
}

/** The arguments that make each program print its version (first line of stdout). */
export const VERSION_ARGS: Record<ProgramName, string[]> = {
  'yt-dlp': ['--version'],
  ffmpeg: ['-hide_banner', '-version'],
};
