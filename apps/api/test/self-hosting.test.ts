// The Dockerfile and compose.yaml, checked without Docker (CI has no daemon): linted, and held to what
// the README and `npm start` say, so the three cannot drift apart.
import { readFileSync } from 'node:fs';
import { join, matchesGlob } from 'node:path';
import { DockerfileParser } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const dockerfileText = read('Dockerfile');
const dockerfile = DockerfileParser.parse(dockerfileText);
const readme = read('README.md');
type Compose = {
  services: Record<
    string,
    { build?: string; image?: string; command?: string[]; ports?: string[]; environment?: Record<string, string>; volumes?: string[] }
  >;
};
const composeText = read('compose.yaml');

/**
 * compose.yaml as `docker compose` reads it with `env` set: `${NAME}`, `${NAME:-default}` and `${NAME:?message}`
 * (which stops compose with the message when NAME is unset or empty) filled in.
 */
function composeWith(env: Record<string, string>): Compose {
  const filled = composeText.replace(/\$\{([A-Z_][A-Z0-9_]*)(?:(:-|:\?)([^}]*))?\}/g, (_match, name: string, kind?: string, rest?: string) => {
    const value = env[name];
    if (value) return value;
    if (kind === ':?') throw new Error(`compose stops: ${rest}`);
    return kind === ':-' ? (rest ?? '') : '';
  });
  return parse(filled) as Compose;
}
const OPERATOR_ENV = { ADMIN_PASSWORD: 'admin-pw', POSTGRES_PASSWORD: 'pgSecret1', REDIS_PASSWORD: 'redisSecret2' };
const compose = composeWith(OPERATOR_ENV);

/** The instructions of the image's last stage (what runs). */
const finalStage = () => dockerfile.getInstructions().filter((instruction) => instruction.getRange().start.line >= dockerfile.getFROMs().at(-1)!.getRange().start.line);
const finalArgs = (keyword: string) =>
  finalStage()
    .filter((instruction) => instruction.getKeyword() === keyword)
    .map((instruction) => instruction.getArgumentsContent() ?? '');
/** ENV's variables: `ENV A=1 B=2`. */
const envOf = (): Record<string, string> => Object.fromEntries(finalArgs('ENV').flatMap((args) => args.split(/\s+/).map((pair) => pair.split('=') as [string, string])));
const selfHostingCommands = () => {
  const section = readme.slice(readme.indexOf('## Self-hosting'));
  const [build = '', run = '', composeUp = ''] = /```sh\n([\s\S]*?)```/.exec(section)![1]!.trim().split('\n');
  return { build, run, composeUp };
};
const documentedVariables = new Set([...readme.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((match) => match[1]));

describe('Dockerfile', () => {
  it('lints clean', () => {
    expect(validate(dockerfileText).map((problem) => `line ${problem.range.start.line + 1}: ${problem.message}`)).toEqual([]);
  });

  it('builds and runs on the Node of .nvmrc, on Debian slim, with the pnpm of package.json', () => {
    const major = read('.nvmrc').trim().split('.')[0];
    const images = dockerfile.getFROMs().map((from) => from.getImageName() + ':' + from.getImageTag());
    expect(images).toEqual([`node:${major}-bookworm-slim`, `node:${major}-bookworm-slim`]);
    const pnpm = (JSON.parse(read('package.json')) as { packageManager: string }).packageManager;
    expect(dockerfileText).toContain(`npm install --global ${pnpm}`);
  });

  it('runs what npm start runs, as a user of its own, with DATA_DIR a volume and a health check', () => {
    const start = /^exec (node .+)$/m.exec(read('scripts/start.sh'))![1];
    expect(JSON.parse(finalArgs('CMD')[0]!).join(' ')).toBe(start);
    expect(finalArgs('USER')).toEqual(['toolnest']);
    expect(envOf()).toMatchObject({ DATA_DIR: '/data' });
    expect(JSON.parse(finalArgs('VOLUME')[0]!)).toEqual([envOf().DATA_DIR]);
    expect(finalArgs('EXPOSE')).toEqual([envOf().PORT]);
    expect(finalArgs('HEALTHCHECK')[0]).toContain(`http://127.0.0.1:${envOf().PORT}/api/health`);
  });

  it("installs ffmpeg from Debian and a pinned yt-dlp release from its own project, never Debian's, and the README says how to bump it", () => {
    const run = finalArgs('RUN').join(' ');
    const aptInstalls = [...run.matchAll(/apt-get install ((?:-\S+ )*)([^&]+)/g)].flatMap((match) => match[2]!.trim().split(/\s+/));
    expect(aptInstalls).toContain('ffmpeg');
    expect(aptInstalls.filter((name) => /yt-dlp|youtube-dl/.test(name))).toEqual([]);
    const version = finalArgs('ARG')
      .map((arg) => /^YT_DLP_VERSION=(\S+)$/.exec(arg)?.[1])
      .find(Boolean);
    // A release is a date: 2026.08.19.
    expect(version).toMatch(/^\d{4}\.\d{2}\.\d{2}$/);
    expect(run).toContain('pip install --no-cache-dir --disable-pip-version-check "yt-dlp[default]==${YT_DLP_VERSION}"');
    expect(run).toContain('ln -s /opt/yt-dlp/bin/yt-dlp /usr/local/bin/yt-dlp');
    expect(readme).toMatch(/YT_DLP_VERSION/);
  });

  it('sets only variables the README documents, and its header shows the README’s commands', () => {
    for (const name of Object.keys(envOf())) expect(documentedVariables, name).toContain(name);
    const { build, run } = selfHostingCommands();
    expect(dockerfileText).toContain(`# Build:  ${build}\n# Run:    ${run}\n`);
    expect(run).toContain(`-p ${envOf().PORT}:${envOf().PORT}`);
    expect(run).toContain(`:${envOf().DATA_DIR} `);
    expect(build).toMatch(/^docker build -t (\S+) \.$/);
    expect(run.split(' ').at(-1)).toBe(/^docker build -t (\S+) \.$/.exec(build)![1]);
  });
});

describe('compose.yaml', () => {
  it('builds this image, keeps DATA_DIR in a volume, and points DATABASE_URL at its PostgreSQL service', () => {
    const { app, db } = compose.services;
    expect(app?.build).toBe('.');
    expect(app?.ports).toEqual([`${envOf().PORT}:${envOf().PORT}`]);
    expect(app?.volumes?.map((volume) => volume.split(':')[1])).toEqual([envOf().DATA_DIR]);
    const database = new URL(app!.environment!.DATABASE_URL!);
    expect(database.protocol).toBe('postgres:');
    expect(database.hostname).toBe('db');
    expect(db?.image).toMatch(/^postgres:\d+/);
    expect([database.username, database.password, database.pathname.slice(1)]).toEqual([
      db?.environment?.POSTGRES_USER,
      db?.environment?.POSTGRES_PASSWORD,
      db?.environment?.POSTGRES_DB,
    ]);
  });

  it('points REDIS_URL at its Redis service', () => {
    const redis = new URL(compose.services.app!.environment!.REDIS_URL!);
    expect(redis.protocol).toBe('redis:');
    expect(compose.services[redis.hostname]?.image).toMatch(/^redis:\d+/);
  });

  it('runs the media workers as `npm run worker` does, on the app\'s Redis and data volume', () => {
    const { app, worker } = compose.services;
    expect(worker?.build).toBe('.');
    expect(worker?.command?.join(' ')).toBe(/^exec (node .+)$/m.exec(read('scripts/worker.sh'))![1]);
    expect(worker?.environment?.REDIS_URL).toBe(app?.environment?.REDIS_URL);
    expect(worker?.volumes).toEqual(app?.volumes);
  });

  it('sets only variables the README documents, and the README starts it as shown', () => {
    for (const service of Object.values(compose.services).filter((service) => service.build === '.')) {
      for (const name of Object.keys(service.environment ?? {})) expect(documentedVariables, name).toContain(name);
    }
    expect(selfHostingCommands().composeUp).toMatch(/^(?:[A-Z_]+=\S+ )*docker compose up -d$/);
    expect(read('compose.yaml')).toContain('`docker compose up -d`');
  });

  it('has no password of its own: PostgreSQL and Redis take theirs from the environment, and compose stops without them', () => {
    for (const name of ['ADMIN_PASSWORD', 'POSTGRES_PASSWORD', 'REDIS_PASSWORD']) {
      expect(() => composeWith({ ...OPERATOR_ENV, [name]: '' }), name).toThrow(`compose stops: set ${name}`);
    }
    expect(compose.services.db?.environment?.POSTGRES_PASSWORD).toBe(OPERATOR_ENV.POSTGRES_PASSWORD);
    const { command, environment } = compose.services.redis!;
    expect(command?.slice(command.indexOf('--requirepass'), command.indexOf('--requirepass') + 2)).toEqual(['--requirepass', OPERATOR_ENV.REDIS_PASSWORD]);
    // Its health check's redis-cli reads the password from REDISCLI_AUTH.
    expect(environment?.REDISCLI_AUTH).toBe(OPERATOR_ENV.REDIS_PASSWORD);
    for (const service of ['app', 'worker']) {
      expect(new URL(compose.services[service]!.environment!.REDIS_URL!).password, service).toBe(OPERATOR_ENV.REDIS_PASSWORD);
    }
    const { composeUp } = selfHostingCommands();
    for (const name of ['ADMIN_PASSWORD', 'POSTGRES_PASSWORD', 'REDIS_PASSWORD']) expect(composeUp).toContain(`${name}=`);
  });
});

describe('.dockerignore', () => {
  it("keeps the operator's .env files (compose's passwords) out of the image's build", () => {
    const patterns = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'));
    const ignored = (path: string) => patterns.some((pattern) => matchesGlob(path, pattern));
    for (const path of ['.env', '.env.local', '.env.production', 'apps/api/.env']) expect(ignored(path), path).toBe(true);
    for (const path of ['package.json', 'apps/api/src/config/config.ts', 'apps/api/src/env.ts']) expect(ignored(path), path).toBe(false);
  });
});
