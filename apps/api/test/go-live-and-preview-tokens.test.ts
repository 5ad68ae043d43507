// Two edges of the generated pages' life: Go Live on a page that is already live changes nothing, and a
// preview token is taken only as it was issued (its expiry has one spelling).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PREVIEW_TOKEN_TTL_MS, PreviewTokens } from '../src/generation/generated-pages';
import { ADMIN_AUTH, insertRequest, readDatabase, testApp } from './helpers';

const admin = (app: FastifyInstance, id: number, action: string, payload?: unknown) =>
  app.inject({ method: 'POST', url: `/api/admin/tool-requests/${id}/${action}`, headers: { authorization: ADMIN_AUTH }, ...(payload ? { payload } : {}) });

async function statusOf(app: FastifyInstance, id: number) {
  const db = await readDatabase(app);
  return db.selectFrom('tool_requests').select(['status', 'generation_status']).where('id', '=', id).executeTakeFirst();
}

describe('Go Live on a page that is already live', () => {
  it('answers its url again and leaves the request as the admin set it since', async () => {
    const app = await testApp();
    const id = await insertRequest(app, { toolName: 'Dice', approved: true });
    expect((await admin(app, id, 'generate')).statusCode).toBe(200);
    expect((await admin(app, id, 'go-live')).json()).toEqual({ url: '/dice' });
    expect(await statusOf(app, id)).toEqual({ status: 'completed', generation_status: 'live' });

    // The admin moves the request back to approved (In Progress on the public list) after it went live.
    expect((await admin(app, id, 'status', { status: 'approved' })).statusCode).toBe(200);
    const again = await admin(app, id, 'go-live');
    expect([again.statusCode, again.json()]).toEqual([200, { url: '/dice' }]);
    expect(await statusOf(app, id)).toEqual({ status: 'approved', generation_status: 'live' });
    const approved = await app.inject('/api/tool-requests/approved');
    expect(approved.json()).toEqual([expect.objectContaining({ id, status: 'approved' })]);
  });
});

describe('preview tokens', () => {
  const tokens = new PreviewTokens(randomBytes(32));
  const now = Date.now();

  it('take a token as issued, for its page, until it expires', () => {
    const token = tokens.issue('dice', now);
    expect(tokens.verify('dice', token, now)).toBe(true);
    expect(tokens.verify('dice', token, now + PREVIEW_TOKEN_TTL_MS - 1)).toBe(true);
    expect(tokens.verify('dice', token, now + PREVIEW_TOKEN_TTL_MS)).toBe(false);
    expect(tokens.verify('coin', token, now)).toBe(false);
  });

  it('refuse the same expiry spelt with leading zeros, or any other way', () => {
    const token = tokens.issue('dice', now);
    const [expiry, mac] = token.split('.') as [string, string];
    // 13 digits today: up to three zeros more still fit the 16 an expiry may have.
    for (const respelt of [`0${token}`, `00${token}`, `000${token}`, `+${token}`, ` ${token}`, `${Number(expiry).toExponential()}.${mac}`]) {
      expect(tokens.verify('dice', respelt, now), respelt).toBe(false);
    }
    expect(tokens.verify('dice', `0.${mac}`, 0)).toBe(false);
  });
});
