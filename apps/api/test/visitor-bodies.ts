import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { expect } from 'vitest';

/**
 * Asserts that a JSON route never answers a visitor's body with a 5xx: whatever is posted (any JSON; an object of
 * the route's own fields holding anything, from `fields`; raw text under three content types), the answer is one
 * of `statuses`, and anything but a 200 carries an `error` sentence.
 */
export async function expectNoServerError(app: FastifyInstance, url: string, fields: fc.Arbitrary<unknown>, statuses: number[]): Promise<void> {
  const body = fc.oneof(
    fc.json().map((text) => ({ text, contentType: 'application/json' })),
    fields.map((value) => ({ text: JSON.stringify(value) ?? '{}', contentType: 'application/json' })),
    fc
      .tuple(fc.string({ maxLength: 200 }), fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'))
      .map(([text, contentType]) => ({ text, contentType })),
  );
  await fc.assert(
    fc.asyncProperty(body, async ({ text, contentType }) => {
      const response = await app.inject({ method: 'POST', url, payload: text, headers: { 'content-type': contentType } });
      expect(response.statusCode, `${contentType} ${text.slice(0, 80)}`).toBeLessThan(500);
      expect(statuses).toContain(response.statusCode);
      if (response.statusCode !== 200) expect(typeof response.json().error).toBe('string');
    }),
    { numRuns: 150 },
  );
}
