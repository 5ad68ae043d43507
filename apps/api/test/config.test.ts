import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WEB_DIST, publicUrl, readConfig } from '../src/config';

describe('readConfig', () => {
  it('applies the documented defaults', () => {
    expect(readConfig({}, '/srv/toolnest')).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/toolnest/data',
      adminUsername: 'admin',
      adminPassword: undefined,
      webDist: DEFAULT_WEB_DIST,
    });
    expect(DEFAULT_WEB_DIST.endsWith(join('apps', 'web', 'dist'))).toBe(true);
  });

  it('honours every variable, resolving paths from the working folder', () => {
    const config = readConfig(
      { PORT: '8080', HOST: '127.0.0.1', DATA_DIR: 'var/db', ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: ' spaced ', WEB_DIST: '/opt/web' },
      '/srv',
    );
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/var/db',
      adminUsername: 'owner',
      adminPassword: ' spaced ',
      webDist: '/opt/web',
    });
  });

  it.each(['abc', '-1', '65536', '3000.5', '1e3'])('rejects PORT=%s with a clear message', (PORT) => {
    expect(() => readConfig({ PORT })).toThrow(`PORT must be a whole number from 0 to 65535, got "${PORT}".`);
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
