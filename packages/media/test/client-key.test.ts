// The engine's per-IP limits (starts a minute, active jobs, open progress streams, lookups) count a
// client by @toolnest/net's clientKey: two addresses of one IPv6 /64 are one client, an
// IPv4-mapped address is its IPv4 client.
import { describe, expect, it } from 'vitest';
import { TOO_MANY_STREAMS_ERROR } from '../src/server';
import { fakeMediaServerForFile, newDownloadId, testApp, testEngine } from './helpers';

const server = fakeMediaServerForFile();
const slowClip = () => `${server.current.origin}/slow/muxed.mp4?rate=1000`;

describe('per-IP media limits count an IPv6 client by its /64', () => {
  it('starts a minute (inject): a second address of the /64 is refused, another /64 is not', async () => {
    const setup = await testApp(server, { startsPerMinute: 1 });
    const start = (remoteAddress: string) =>
      setup.app.inject({ method: 'POST', url: '/api/test/download', payload: { url: slowClip(), downloadId: newDownloadId() }, remoteAddress });
    expect((await start('2001:db8:1:2::1')).statusCode).toBe(200);
    const refused = await start('2001:db8:1:2:ffff::2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: expect.stringMatching(/^Too many downloads started\./) });
    expect((await start('2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('active jobs: the /64 holds one slot set, an IPv4-mapped address shares its IPv4 client’s', async () => {
    const { engine } = await testEngine(server, { maxActivePerIp: 1 });
    const start = (ip: string) => engine.startDownload({ service: 'direct', url: slowClip(), downloadId: newDownloadId() }, ip);
    expect((await start('2001:db8:9:9::1')).ok).toBe(true);
    expect(await start('2001:db8:9:9::2')).toMatchObject({ ok: false, status: 429 });
    expect((await start('203.0.113.5')).ok).toBe(true);
    expect(await start('::ffff:203.0.113.5')).toMatchObject({ ok: false, status: 429 });
  });

  it('progress streams (inject): the /64 shares MEDIA_MAX_STREAMS_PER_IP', async () => {
    const setup = await testApp(server, { maxStreamsPerIp: 1, unknownDownloadWaitMs: 50 });
    const release = setup.engine.streams.claim('2001:db8:4:4::1');
    expect(release).not.toBeNull();
    expect(setup.engine.streams.count('2001:db8:4:4::abcd')).toBe(1);
    const stream = (remoteAddress: string) => setup.app.inject({ method: 'GET', url: `/api/download/progress/${newDownloadId()}`, remoteAddress });
    const refused = await stream('2001:db8:4:4:1:2:3:4');
    expect([refused.statusCode, refused.json()]).toEqual([429, { error: TOO_MANY_STREAMS_ERROR }]);
    // Another /64 opens one (it ends after the 50 ms wait for a start call).
    expect((await stream('2001:db8:4:5::1')).statusCode).toBe(200);
    release!();
    expect((await stream('2001:db8:4:4::1')).statusCode).toBe(200);
  });
});
