// The Dockerfile and compose.yaml (issue 23), checked without Docker (CI has no daemon): linted, and held to what
// the README and `npm start` say, so the three cannot drift apart.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DockerfileParser } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const dockerfileText = read('Dockerfile');
const dockerfile = DockerfileParser.parse(dockerfileText);
const readme = read('README.md');
const compose = parse(read('compose.yaml')) as {
  services: Record<
    string,
    { build?: string; image?: string; command?: string[]; ports?: string[]; environment?: Record<string, string>; volumes?: string[] }
  >;
};

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
    expect(finalArgs('RUN').join(' ')).toMatch(/apt-get install .*ffmpeg yt-dlp/);
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
});
