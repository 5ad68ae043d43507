import { createHmac, randomBytes } from 'node:crypto';
import basicAuth from '@fastify/basic-auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface AdminAuthOptions {
  /** Failed logins allowed per client IP and time window; the next attempt gets a 429 before any scrypt. */
  failedLogins: { max: number; timeWindow: number | string };
}

export const INVALID_LOGIN_MESSAGE = 'Invalid username or password.';

/** How long a verified Authorization header is taken without another scrypt check. */
export const REMEMBER_VERIFIED_MS = 5 * 60_000;

const MAX_REMEMBERED = 100;

const httpError = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode });

const seconds = (n: number) => `${n} second${n === 1 ? '' : 's'}`;

/**
 * Remembers verified Authorization headers for a while, keyed by an HMAC under a key that lives only in
 * this process: the raw header (the password, in base64) is never kept, and an HMAC leaks nothing about
 * it even through a timing difference of the map lookup.
 */
class VerifiedHeaders {
  readonly #key = randomBytes(32);
  readonly #until = new Map<string, number>();

  #fingerprint(header: string): string {
    return createHmac('sha256', this.#key).update(header).digest('base64');
  }

  has(header: string, now = Date.now()): boolean {
    const fingerprint = this.#fingerprint(header);
    const until = this.#until.get(fingerprint);
    if (until === undefined) return false;
    if (until > now) return true;
    this.#until.delete(fingerprint);
    return false;
  }

  add(header: string, now = Date.now()): void {
    // Only right credentials get here, so the map stays tiny; expired entries go on each addition, and
    // a cap bounds it even for someone who spells the one credential in many ways (base64 is lenient).
    for (const [fingerprint, until] of this.#until) if (until <= now) this.#until.delete(fingerprint);
    if (this.#until.size >= MAX_REMEMBERED) this.#until.delete(this.#until.keys().next().value!);
    this.#until.set(this.#fingerprint(header), now + REMEMBER_VERIFIED_MS);
  }
}

/**
 * Puts HTTP Basic auth in front of every route registered in
 * `app`'s context, as an onRequest hook: before the body is even read. No `authenticate` option, so a 401
 * carries no WWW-Authenticate and the browser shows no prompt of its own.
 *
 * A check costs one scrypt (~100 ms of CPU), so:
 * - a verified header is remembered for five minutes: a dashboard load costs one check, not one per call;
 * - failed checks are counted per client IP with the rate-limit plugin's store; past the limit the answer
 *   is a 429 decided before scrypt runs. Checks still running count as failures until they end, so a
 *   burst of parallel guesses cannot run more checks than the limit allows.
 */
export async function registerAdminAuth(app: FastifyInstance, { failedLogins }: AdminAuthOptions): Promise<void> {
  const verified = new VerifiedHeaders();
  const failedChecks = app.createRateLimit({ max: failedLogins.max, timeWindow: failedLogins.timeWindow });
  const checksRunning = new Map<string, number>();

  async function validate(username: string, password: string, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    // basic-auth has parsed this header already, so it is a string.
    const header = request.headers.authorization as string;
    if (verified.has(header)) return;

    const failed = await failedChecks(request, { increment: false });
    // No await from here to the reservation below, so parallel checks always see each other.
    const running = checksRunning.get(failed.key) ?? 0;
    if (!failed.isAllowed && failed.remaining - running <= 0) {
      // With no failure on record yet the checks still running decide it: they end within a second or so.
      const wait = Math.max(1, failed.ttlInSeconds);
      reply.header('Retry-After', String(wait));
      throw httpError(429, `Too many failed logins. Please try again in ${seconds(wait)}.`);
    }
    checksRunning.set(failed.key, running + 1);
    try {
      // Looked up on each call (not bound once) so that tests can count the checks.
      const ok = await app.adminCredentials.verify(username, password);
      if (!ok) {
        await failedChecks(request);
        throw httpError(401, INVALID_LOGIN_MESSAGE);
      }
    } finally {
      const left = (checksRunning.get(failed.key) ?? 1) - 1;
      if (left > 0) checksRunning.set(failed.key, left);
      else checksRunning.delete(failed.key);
    }
    verified.add(header);
  }

  await app.register(basicAuth, { validate });
  app.addHook('onRequest', app.basicAuth);
}
