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

/**
 * The first limit the JSON text breaks, or null, read off the text itself before it is parsed: one
 * pass over the characters, counting entries per open object or array (commas) and open levels, and
 * stopping at the first excess, so a refused body never costs a parse (0.9 MB of 70,000 keys: parse
 * and walk took 50 to 200 ms on a busy machine; this scan stops after the first thousand).
 * Malformed text is left to the parser, which refuses it.
 */
export function jsonTextProblem(text: string): 'validation.invalid' | 'validation.tooMany' | null {
  const entries: number[] = []; // commas seen at each open level
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      // { or [
      if (entries.push(0) > JSON_LIMITS.depth) return 'validation.invalid';
    } else if (c === 0x7d || c === 0x5d) entries.pop();
    else if (c === 0x2c && entries.length && ++entries[entries.length - 1] >= JSON_LIMITS.entries) return 'validation.tooMany';
  }
  return null;
}

export default fp(
  async (app) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request: FastifyRequest, body, done) => {
      const problem = jsonTextProblem(body as string);
      if (problem) return done(new ApiError('validation', ERROR_MESSAGE.validation, [{ path: [], message: problem }]), undefined);
      parse(request, body as string, done);
    });
  },
  { name: 'json-body' },
);
