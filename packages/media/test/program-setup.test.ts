// How the engine runs yt-dlp and ffmpeg, seen through stand-ins that log every call and then run the real
// programs: yt-dlp gets the server's own Node.js (--js-runtimes) only when it takes the option, the start-up
// log names the runtime and warns about an old yt-dlp, the programs see only an allowed part of the
// server's environment, and yt-dlp's own error line goes to the log, never to the visitor.
import { chmodSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UPDATE_YT_DLP } from '../src/versions';
import { eventsOf, fakeMediaServerForFile, newDownloadId, onCleanup, programs, tempDir, testEngine, waitUntil } from './helpers';

const server = fakeMediaServerForFile();

const JS_RUNTIMES_HELP = '    --js-runtimes RUNTIME[:PATH]    Additional JavaScript runtime to enable, with an optional location';

interface StandIn {
  path: string;
  /** Each call's arguments, in order. */
  calls: () => string[][];
  /** Each call's whole environment. */
  environments: () => Array<Record<string, string>>;
}

/** Writes an executable shell script that records its call (arguments, environment) in `dir`, then runs `body`. */
function standIn(dir: string, name: string, body: string): StandIn {
  const path = join(dir, name);
  const records = join(dir, `${name}-calls`);
  mkdirSync(records);
  writeFileSync(
    path,
    [
      '#!/bin/sh',
      // One file per call: its environment (NUL-separated), and its arguments joined by \037.
      `env -0 > '${records}/env-'$$`,
      `( IFS=$(printf '\\037'); printf '%s\\n' "$*" ) >> '${records}/args'`,
      body,
    ].join('\n'),
  );
  chmodSync(path, 0o755);
  const calls = () => {
    try {
      return readFileSync(join(records, 'args'), 'utf8').split('\n').filter(Boolean).map((line) => line.split('\x1f'));
    } catch {
      return [];
    }
  };
  const environments = () =>
    readdirSync(records)
      .filter((file) => file.startsWith('env-'))
      .map((file) =>
        Object.fromEntries(
          readFileSync(join(records, file), 'utf8')
            .split('\0')
            .filter(Boolean)
            .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
        ),
      );
  return { path, calls, environments };
}

/**
 * A yt-dlp that says `version`, lists --js-runtimes in its help or not, and otherwise runs the real yt-dlp
 * (Debian's, which predates the option: it is taken out first). `failInfo` makes its -J runs fail with that line.
 */
function fakeYtDlp({ version, jsRuntimes, failInfo }: { version: string; jsRuntimes: boolean; failInfo?: string }): StandIn {
  const body = [
    'case "$1" in',
    `  --version) echo '${version}'; exit 0 ;;`,
    `  --help) echo 'Usage: yt-dlp [OPTIONS] URL [URL...]'; ${jsRuntimes ? `echo '${JS_RUNTIMES_HELP}';` : ''} echo '    --version   Print program version and exit'; exit 0 ;;`,
    'esac',
    ...(failInfo ? ['case " $* " in', `  *" -J "*) echo 'WARNING: something first' >&2; echo "${failInfo}" >&2; exit 1 ;;`, 'esac'] : []),
    'skip=0',
    'for arg; do',
    '  shift',
    '  if [ "$skip" = 1 ]; then skip=0; continue; fi',
    '  if [ "$arg" = --js-runtimes ]; then skip=1; continue; fi',
    '  set -- "$@" "$arg"',
    'done',
    `exec '${programs.ytDlp}' "$@"`,
  ].join('\n');
  return standIn(tempDir('toolnest-fake-yt-dlp-'), 'yt-dlp', body);
}

/** `days` before today, as yt-dlp writes its version. */
function versionDaysAgo(days: number): string {
  const date = new Date(Date.now() - days * 86_400_000);
  return `${date.getUTCFullYear()}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.${String(date.getUTCDate()).padStart(2, '0')}`;
}

function recordingLog() {
  const lines: Array<{ level: 'info' | 'warn' | 'error'; message: string }> = [];
  return {
    lines,
    log: {
      info: (message: string) => lines.push({ level: 'info', message }),
      warn: (message: string) => lines.push({ level: 'warn', message }),
      error: (message: string) => lines.push({ level: 'error', message }),
    },
  };
}

const RUNTIME_ARGS = ['--js-runtimes', `node:${process.execPath}`];
const carriesRuntime = (args: string[]) => args.some((arg, index) => arg === RUNTIME_ARGS[0] && args[index + 1] === RUNTIME_ARGS[1]);
const isProbe = (args: string[]) => args.length === 1 && (args[0] === '--version' || args[0] === '--help');

describe("yt-dlp's JavaScript runtime and age, read once at start", () => {
  it.each([
    ['a current yt-dlp that takes --js-runtimes', versionDaysAgo(10), true, true, false],
    ['an old yt-dlp that takes --js-runtimes', '2025.11.12', true, true, true],
    ["Debian's old yt-dlp, which has no such option", '2023.03.04', false, false, true],
    ['a current yt-dlp whose help lacks the option (read from --help, not the date)', versionDaysAgo(1), false, false, false],
  ])('%s', async (_case, version, listsOption, expectRuntime, expectWarning) => {
    const ytDlp = fakeYtDlp({ version, jsRuntimes: listsOption });
    const { lines, log } = recordingLog();
    const { engine } = await testEngine(server, { ytDlpPath: ytDlp.path, log });
    await engine.programInfo.logVersions();
    expect(engine.programInfo.versions()).toEqual({ ytDlp: version, ffmpeg: expect.stringMatching(/\d/) });

    const info = await engine.videoInfo({ service: 'direct', url: `${server.current.origin}/clips/muxed.mp4` }, '10.9.0.1');
    expect(info.ok).toBe(true);
    // Read once: --version, then --help, then the lookup.
    const calls = ytDlp.calls();
    expect(calls.slice(0, 2)).toEqual([['--version'], ['--help']]);
    expect(calls.filter(isProbe)).toHaveLength(2);
    const runs = calls.filter((args) => !isProbe(args));
    expect(runs).toHaveLength(1);
    expect(runs.every(carriesRuntime)).toBe(expectRuntime);
    expect(runs.some((args) => args.includes('--js-runtimes'))).toBe(expectRuntime);

    const messages = lines.map((line) => `${line.level} ${line.message}`);
    expect(messages).toContain(`info media: yt-dlp ${version} at ${ytDlp.path}`);
    expect(messages).toContain(
      expectRuntime
        ? `info media: yt-dlp runs JavaScript on this server's Node.js ${process.version} (--js-runtimes node:${process.execPath})`
        : `info media: yt-dlp ${version} has no --js-runtimes option, so it is given no JavaScript runtime (YouTube needs one since yt-dlp 2025.11.12)`,
    );
    const warnings = lines.filter((line) => line.level === 'warn').map((line) => line.message);
    if (expectWarning) {
      expect(warnings).toEqual([expect.stringMatching(new RegExp(`^media: yt-dlp ${version.replaceAll('.', '\\.')} is \\d+ days old \\(more than 90\\)`))]);
      expect(warnings[0]).toContain(UPDATE_YT_DLP);
    } else {
      expect(warnings).toEqual([]);
    }
  });

  it('passes the runtime on every run of a download, read before the first one when the start did not', async () => {
    const ytDlp = fakeYtDlp({ version: versionDaysAgo(3), jsRuntimes: true });
    const { engine } = await testEngine(server, { ytDlpPath: ytDlp.path });
    expect(engine.programInfo.versions()).toEqual({ ytDlp: null, ffmpeg: null });
    const downloadId = newDownloadId();
    await engine.startDownload({ service: 'direct', url: `${server.current.origin}/clips/muxed.mp4`, downloadId }, '10.9.0.2');
    expect((await eventsOf(engine, downloadId)).at(-1)).toMatchObject({ status: 'complete' });
    const calls = ytDlp.calls();
    expect(calls.slice(0, 2)).toEqual([['--version'], ['--help']]);
    const runs = calls.slice(2);
    // The details (-J), then the download.
    expect(runs).toHaveLength(2);
    expect(runs[0]).toContain('-J');
    for (const args of runs) expect(carriesRuntime(args), args.join(' ')).toBe(true);
    expect(engine.programInfo.versions().ytDlp).toBe(versionDaysAgo(3));
  });
});

describe("the programs' environment", () => {
  it("holds only PATH, HOME, LANG, LC_*, TMPDIR, TZ and the proxy variables of the server's, never its secrets", async () => {
    const secrets = {
      ADMIN_PASSWORD: 'admin-secret',
      DATABASE_URL: 'postgres://app:db-secret@db/toolnest',
      LLM_API_KEY: 'sk-secret',
      MEDIA_S3_SECRET_ACCESS_KEY: 's3-secret',
      REDIS_URL: 'redis://:redis-secret@redis:6379',
      SOME_OTHER_SETTING: 'other',
    };
    const allowed = { TZ: 'Europe/Paris', LC_TIME: 'C.UTF-8', no_proxy: '127.0.0.1,localhost', NO_PROXY: '127.0.0.1,localhost' };
    const saved = Object.fromEntries(Object.keys({ ...secrets, ...allowed }).map((name) => [name, process.env[name]]));
    onCleanup(() => {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    });
    Object.assign(process.env, secrets, allowed);

    const ytDlp = fakeYtDlp({ version: versionDaysAgo(2), jsRuntimes: true });
    const ffmpeg = standIn(tempDir('toolnest-fake-ffmpeg-'), 'ffmpeg', `exec '${programs.ffmpeg}' "$@"`);
    const { engine } = await testEngine(server, { ytDlpPath: ytDlp.path, ffmpegPath: ffmpeg.path });
    const started = await engine.startConversion({ service: 'direct', url: `${server.current.origin}/clips/audio.m4a`, quality: '96' }, '10.9.0.3');
    if (!started.ok) throw new Error(started.error);
    await waitUntil(() => ['complete', 'error'].includes(engine.progress.ofConversion(started.conversionId)!.status), 'the conversion');
    expect(engine.progress.ofConversion(started.conversionId)?.status).toBe('complete');

    // yt-dlp: --version, --help, -J, the download; ffmpeg: -version, the MP3.
    const environments = [...ytDlp.environments(), ...ffmpeg.environments()];
    expect(environments.length).toBeGreaterThanOrEqual(6);
    const passed = /^(?:PATH|HOME|LANG|LC_[A-Z]+|TMPDIR|TZ|(?:http|https|no|all)_proxy|(?:HTTP|HTTPS|NO|ALL)_PROXY)$/;
    const engineOwn = ['TOOLNEST_MEDIA_JOB', 'PYTHONIOENCODING', 'PYTHONUNBUFFERED', 'LC_ALL'];
    for (const environment of environments) {
      // The shell itself adds PWD (and may add SHLVL, _) to what it was given.
      const given = Object.keys(environment).filter((name) => !['PWD', 'SHLVL', '_', 'OLDPWD'].includes(name));
      expect(given.filter((name) => !passed.test(name) && !engineOwn.includes(name))).toEqual([]);
      expect(environment).toMatchObject({ ...allowed, PATH: process.env.PATH, LC_ALL: 'C.UTF-8' });
      for (const value of Object.values(secrets)) expect(Object.values(environment)).not.toContain(value);
    }
  });
});

describe("yt-dlp's own error line", () => {
  const line = (dataDir: string) => `ERROR: [Errno 2] No such file or directory: '${dataDir}/media/instance-1234/5678/media.f137.mp4.part'`;

  it('goes to the server log; the visitor reads a fixed sentence, with no path of the server', async () => {
    const dataDir = tempDir('toolnest-media-data-');
    const ytDlp = fakeYtDlp({ version: versionDaysAgo(5), jsRuntimes: true, failInfo: line(dataDir) });
    const { lines, log } = recordingLog();
    const { engine } = await testEngine(server, { dataDir, ytDlpPath: ytDlp.path, log });
    const url = `${server.current.origin}/clips/muxed.mp4`;

    const downloadId = newDownloadId();
    await engine.startDownload({ service: 'direct', url, downloadId }, '10.9.0.4');
    const last = (await eventsOf(engine, downloadId)).at(-1)!;
    expect(last).toMatchObject({ status: 'error', message: 'The download failed. Please try again.' });

    const lookup = await engine.videoInfo({ service: 'direct', url }, '10.9.0.5');
    expect(lookup).toEqual({ ok: false, status: 502, error: 'The download failed. Please try again.' });

    const warnings = lines.filter((entry) => entry.level === 'warn').map((entry) => entry.message);
    expect(warnings).toEqual([
      expect.stringMatching(new RegExp(`^media: yt-dlp failed in job [0-9a-f-]{36} \\(${url.replaceAll('.', '\\.')}\\): `)),
      `media: yt-dlp could not read the video details of ${url}: ${line(dataDir)}`,
    ]);
    expect(warnings[0]).toContain(line(dataDir));
  });
});
