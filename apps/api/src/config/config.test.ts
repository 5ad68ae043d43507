import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WEB_DIST, publicUrl, readConfig, readMediaConfig, readTrustProxy, readWorkerConfig } from './config';

describe('readConfig', () => {
  it('applies the documented defaults', () => {
    expect(readConfig({}, '/srv/toolnest')).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/toolnest/data',
      synchronous: 'FULL',
      adminUsername: 'admin',
      adminPassword: undefined,
      webDist: DEFAULT_WEB_DIST,
      siteUrl: 'http://localhost:3000',
      siteUrlDefaulted: true,
      toolRequestsPerMinute: 10,
      failedLoginsPerMinute: 10,
      media: {
        ytDlpPath: undefined,
        ffmpegPath: undefined,
        concurrency: 2,
        maxQueued: 20,
        fileTtlMinutes: 60,
        jobTimeoutSeconds: 1800,
        stallTimeoutSeconds: 60,
        maxMegabytes: 2048,
        startsPerMinute: 10,
        maxActivePerIp: 3,
        maxStreamsPerIp: 10,
      },
      net: { dnsServers: undefined, allowPrivateFetch: false, maxFetchesInFlight: 8, maxPageBytes: 2 * 1024 * 1024, connectTimeoutMs: 3000 },
      toolRateLimits: readConfig({}).toolRateLimits,
      toolSettings: { 'plagiarism-checker': { readThreads: 2, readTimeoutMs: 3000 } },
      trustProxy: false,
    });
    expect(DEFAULT_WEB_DIST.endsWith(join('apps', 'web', 'dist'))).toBe(true);
  });

  it('honours every variable, resolving paths from the working folder', () => {
    const config = readConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/db',
        DB_SYNCHRONOUS: ' normal ',
        ADMIN_USERNAME: 'owner',
        ADMIN_PASSWORD: ' spaced ',
        WEB_DIST: '/opt/web',
        SITE_URL: ' HTTPS://Tools.Example.com/ ',
        RATE_LIMIT_TOOL_REQUEST_PER_MIN: '30',
        RATE_LIMIT_FAILED_LOGIN_PER_MIN: ' 5 ',
        FETCH_MAX_IN_FLIGHT: '4',
        FETCH_MAX_PAGE_KB: '1024',
        FETCH_CONNECT_TIMEOUT_MS: '2000',
        PLAGIARISM_READ_THREADS: '4',
        PLAGIARISM_READ_TIMEOUT_MS: ' 5000 ',
        TRUST_PROXY: '10.0.0.2',
      },
      '/srv',
    );
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/var/db',
      synchronous: 'NORMAL',
      adminUsername: 'owner',
      adminPassword: ' spaced ',
      webDist: '/opt/web',
      siteUrl: 'https://tools.example.com',
      siteUrlDefaulted: false,
      toolRequestsPerMinute: 30,
      failedLoginsPerMinute: 5,
      media: readMediaConfig({}),
      net: { dnsServers: undefined, allowPrivateFetch: false, maxFetchesInFlight: 4, maxPageBytes: 1024 * 1024, connectTimeoutMs: 2000 },
      toolRateLimits: readConfig({}).toolRateLimits,
      toolSettings: { 'plagiarism-checker': { readThreads: 4, readTimeoutMs: 5000 } },
      trustProxy: ['10.0.0.2'],
    });
  });

  it('reads DATABASE_URL and DATABASE_MAX_CONNECTIONS: PostgreSQL when set, SQLite in DATA_DIR when not', () => {
    expect(readConfig({}).database).toBeUndefined();
    expect(readConfig({ DATABASE_URL: ' postgres://app:secret@db:5432/toolnest ' }).database).toEqual({
      url: 'postgres://app:secret@db:5432/toolnest',
      maxConnections: 10,
    });
    expect(readConfig({ DATABASE_URL: 'postgresql://db/toolnest', DATABASE_MAX_CONNECTIONS: '25' }).database).toEqual({
      url: 'postgresql://db/toolnest',
      maxConnections: 25,
    });
  });

  it('rejects a DATABASE_URL that is not PostgreSQL without echoing it, and a pool size without one', () => {
    expect(() => readConfig({ DATABASE_URL: 'mysql://root:hunter2@db/toolnest' })).toThrow(
      'DATABASE_URL must be a postgres:// or postgresql:// URL (unset: SQLite in DATA_DIR).',
    );
    expect(() => readConfig({ DATABASE_URL: 'mysql://root:hunter2@db/toolnest' })).not.toThrow(/hunter2/);
    expect(() => readConfig({ DATABASE_URL: 'postgres://db/x', DATABASE_MAX_CONNECTIONS: '0' })).toThrow(
      'DATABASE_MAX_CONNECTIONS must be a whole number from 1 to 1000 (connections to DATABASE_URL at most), got "0".',
    );
    expect(() => readConfig({ DATABASE_MAX_CONNECTIONS: '5' })).toThrow('DATABASE_MAX_CONNECTIONS is for PostgreSQL');
  });

  it('reads REDIS_URL, and rejects one that is not Redis without echoing it', () => {
    expect(readConfig({}).redisUrl).toBeUndefined();
    expect(readConfig({ REDIS_URL: ' rediss://:pw@cache:6380/0 ' }).redisUrl).toBe('rediss://:pw@cache:6380/0');
    expect(() => readConfig({ REDIS_URL: 'http://:hunter2@cache' })).toThrow('REDIS_URL must be a redis:// or rediss:// URL (unset: limits counted in this process).');
    expect(() => readConfig({ REDIS_URL: 'http://:hunter2@cache' })).not.toThrow(/hunter2/);
  });

  it.each(['EXTRA', 'FULL; drop table x', '0'])('rejects DB_SYNCHRONOUS=%s with a clear message', (DB_SYNCHRONOUS) => {
    expect(() => readConfig({ DB_SYNCHRONOUS })).toThrow(`DB_SYNCHRONOUS must be one of FULL, NORMAL, OFF, got "${DB_SYNCHRONOUS}".`);
  });

  it.each(['abc', '-1', '65536', '3000.5', '1e3'])('rejects PORT=%s with a clear message', (PORT) => {
    expect(() => readConfig({ PORT })).toThrow(`PORT must be a whole number from 0 to 65535, got "${PORT}".`);
  });

  it('defaults SITE_URL to localhost on the configured PORT, and says it was not set', () => {
    expect(readConfig({ PORT: '8080' })).toMatchObject({ siteUrl: 'http://localhost:8080', siteUrlDefaulted: true });
    expect(readConfig({ SITE_URL: '  ' })).toMatchObject({ siteUrl: 'http://localhost:3000', siteUrlDefaulted: true });
  });

  it.each([
    ['https://tools.example.com', 'https://tools.example.com'],
    ['https://tools.example.com/', 'https://tools.example.com'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['http://[::1]:8080/', 'http://[::1]:8080'],
    ['https://Example.COM:443', 'https://example.com'],
    ['https://bücher.example', 'https://xn--bcher-kva.example'],
  ])('takes SITE_URL=%s as the origin %s', (SITE_URL, siteUrl) => {
    expect(readConfig({ SITE_URL })).toMatchObject({ siteUrl, siteUrlDefaulted: false });
  });

  it.each([
    'tools.example.com',
    'ftp://tools.example.com',
    'https://tools.example.com/app',
    'https://tools.example.com//',
    'https://tools.example.com/./',
    'https://tools.example.com\\',
    'https://tools.example.com?lang=en',
    'https://tools.example.com/?',
    'https://tools.example.com#top',
    'https://user:pass@tools.example.com',
    'https://tools.example.com:99999',
    'https://',
    'http://tools example.com',
    'http://a"b.example',
    'http://a&b.example',
  ])('rejects SITE_URL=%s with a clear message', (SITE_URL) => {
    expect(() => readConfig({ SITE_URL })).toThrow(
      `SITE_URL must be the site's public origin, http:// or https:// and a host (and port), with no path or query, such as https://tools.example.com; got "${SITE_URL}".`,
    );
  });

  it('rejects an ADMIN_USERNAME with a colon, which Basic auth could never carry', () => {
    expect(() => readConfig({ ADMIN_USERNAME: ' site:admin ' })).toThrow(
      'ADMIN_USERNAME must not contain ":" (Basic auth splits at it), got "site:admin".',
    );
  });
});

describe.each(['RATE_LIMIT_TOOL_REQUEST_PER_MIN', 'RATE_LIMIT_FAILED_LOGIN_PER_MIN'])('%s', (name) => {
  it.each(['0', '-3', '2.5', 'ten', '1e2', '9007199254740993'])('rejects %s with a clear message', (value) => {
    expect(() => readConfig({ [name]: value })).toThrow(
      `${name} must be a whole number of at least 1 (requests per minute per client IP), got "${value}".`,
    );
  });

  it('takes the default when empty', () => {
    expect(readConfig({ [name]: '  ' })).toMatchObject({ toolRequestsPerMinute: 10, failedLoginsPerMinute: 10 });
  });
});

describe('readWorkerConfig', () => {
  it('needs REDIS_URL, and reads MEDIA_DIR and MEDIA_STALLED_CHECK_S', () => {
    expect(() => readWorkerConfig({})).toThrow('REDIS_URL must be set: a worker takes its jobs from the queue in Redis.');
    const config = readWorkerConfig({ REDIS_URL: 'redis://queue:6379', DATA_DIR: 'data', MEDIA_DIR: 'shared/media', MEDIA_STALLED_CHECK_S: '5' }, '/srv');
    expect(config).toMatchObject({ dataDir: '/srv/data', redisUrl: 'redis://queue:6379', stalledCheckSeconds: 5, media: { mediaDir: '/srv/shared/media' } });
    expect(readWorkerConfig({ REDIS_URL: 'redis://queue' }).stalledCheckSeconds).toBe(30);
    expect(() => readWorkerConfig({ REDIS_URL: 'redis://queue', MEDIA_STALLED_CHECK_S: '0' })).toThrow(
      'MEDIA_STALLED_CHECK_S must be a whole number from 1 to 3600 (seconds a worker holds a job without renewing its lock), got "0".',
    );
  });
});

describe('MEDIA_S3_*', () => {
  const redis = { REDIS_URL: 'redis://queue:6379' };
  it('reads the bucket, with the region and URL lifetime defaulted', () => {
    expect(readConfig({ ...redis, MEDIA_S3_BUCKET: 'media', MEDIA_S3_ENDPOINT: 'http://minio:9000', MEDIA_S3_ACCESS_KEY_ID: 'id', MEDIA_S3_SECRET_ACCESS_KEY: 'secret' }).media.bucket).toEqual({
      bucket: 'media',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      urlTtlSeconds: 300,
    });
    expect(readWorkerConfig({ ...redis, MEDIA_S3_BUCKET: 'media', MEDIA_S3_REGION: 'eu-west-3', MEDIA_S3_URL_TTL_S: '60' }).media.bucket).toEqual({
      bucket: 'media',
      region: 'eu-west-3',
      urlTtlSeconds: 60,
    });
    expect(readConfig({}).media.bucket).toBeUndefined();
  });

  it.each([
    [{ MEDIA_S3_BUCKET: 'media' }, "MEDIA_S3_BUCKET is for the shared media queue's workers: set REDIS_URL too."],
    [{ ...redis, MEDIA_S3_REGION: 'eu-west-3' }, 'MEDIA_S3_REGION is set but MEDIA_S3_BUCKET is not: name the bucket, or unset the MEDIA_S3_ variables.'],
    [{ ...redis, MEDIA_S3_BUCKET: 'media', MEDIA_MAX_MB: '6000' }, 'MEDIA_MAX_MB must be at most 5120 with MEDIA_S3_BUCKET (one upload holds at most 5 GB).'],
    [{ ...redis, MEDIA_S3_BUCKET: 'media', MEDIA_S3_ENDPOINT: 'minio:9000' }, 'MEDIA_S3_ENDPOINT must be an http:// or https:// URL.'],
    [{ ...redis, MEDIA_S3_BUCKET: 'media', MEDIA_S3_ACCESS_KEY_ID: 'id' }, "MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together (neither: the AWS SDK's own sources)."],
  ])('refuses %j', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});

describe('PLAGIARISM_READ_THREADS and PLAGIARISM_READ_TIMEOUT_MS', () => {
  it.each([
    ['PLAGIARISM_READ_THREADS', '0', 'from 1 to 64 (threads reading fetched pages)'],
    ['PLAGIARISM_READ_THREADS', 'two', 'from 1 to 64 (threads reading fetched pages)'],
    ['PLAGIARISM_READ_TIMEOUT_MS', '50', 'from 100 to 60000 (milliseconds to read one fetched page)'],
    ['PLAGIARISM_READ_TIMEOUT_MS', '3s', 'from 100 to 60000 (milliseconds to read one fetched page)'],
  ])('rejects %s=%s, saying what it counts', (name, value, range) => {
    expect(() => readConfig({ [name]: value })).toThrow(`${name} must be a whole number ${range}, got "${value}".`);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    [' 127.0.0.1 ', ['127.0.0.1']],
    ['loopback, 10.0.0.0/8,fd00::/8, ::1', ['loopback', '10.0.0.0/8', 'fd00::/8', '::1']],
  ])('%j is %j', (TRUST_PROXY, expected) => {
    expect(readTrustProxy({ TRUST_PROXY })).toEqual(expected);
  });

  it.each(['true', 'yes', '1', '2', '1.5', '10.0.0.0/33', '::1/129', '10.0.0.1/8/8', 'proxy.local', '127.0.0.1,,'])('refuses %j, saying what it takes', (TRUST_PROXY) => {
    expect(() => readTrustProxy({ TRUST_PROXY })).toThrow(
      `TRUST_PROXY must be the addresses of the proxies in front of the server (IPs, CIDR ranges, loopback, linklocal or uniquelocal, separated by commas), got "${TRUST_PROXY}".`,
    );
  });
});

describe('publicUrl', () => {
  it('shows a wildcard host as localhost and brackets IPv6', () => {
    expect(publicUrl('0.0.0.0', 3000)).toBe('http://localhost:3000');
    expect(publicUrl('::', 3000)).toBe('http://localhost:3000');
    expect(publicUrl('127.0.0.1', 41234)).toBe('http://127.0.0.1:41234');
    expect(publicUrl('::1', 80)).toBe('http://[::1]:80');
  });
});
