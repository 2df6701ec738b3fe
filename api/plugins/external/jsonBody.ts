/**
 * The JSON body parser with shape limits. A body within the byte limit can still be built to be
 * expensive: 0.9 MB of 70,000 unknown keys cost 0.8 s of CPU in zod and an error listing each key
 * (3.9 MB), and a few such bodies in parallel stalled every other request. No contract body comes
 * near these limits (the largest, a translation batch, has 500 keys), so a body past them is
 * refused with the contract's 400 before validation sees it. Prototype-poisoning protection is
 * Fastify's own (the default parser is wrapped, not replaced).
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, ERROR_MESSAGE } from '../../../src/contract/http';

export const JSON_LIMITS = { depth: 20, entries: 1000 } as const;

/** The first limit `value` breaks, or null. Iterative, so depth itself cannot overflow the stack. */
export function jsonShapeProblem(value: unknown): 'validation.invalid' | 'validation.tooMany' | null {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth > JSON_LIMITS.depth) return 'validation.invalid';
    const children = Array.isArray(node) ? node : Object.values(node);
    if (children.length > JSON_LIMITS.entries) return 'validation.tooMany';
    for (const child of children) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return null;
}

export default fp(
  async (app) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request: FastifyRequest, body, done) => {
      parse(request, body as string, (err: Error | null, value?: unknown) => {
        if (err) return done(err, undefined);
        const problem = jsonShapeProblem(value);
        if (problem) return done(new ApiError('validation', ERROR_MESSAGE.validation, [{ path: [], message: problem }]), undefined);
        done(null, value);
      });
    });
  },
  { name: 'json-body' },
);
