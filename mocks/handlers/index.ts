/**
 * MSW handlers for every entry of the endpoint table. A unit test fails if an entry has no
 * implementation here. Static paths are registered before parameterised ones
 * (/treatments/categories before /treatments/:slug), as Fastify's router would match them.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { ERROR_MESSAGE, ERROR_STATUS, type ErrorCode } from '../../src/contract/http';
import { endpoints, endpoint } from '../../src/contract/endpoints';
import { implementations } from '../../behaviour';
import { buildHandler } from './runtime';

export { implementations };

const paramCount = (path: string) => (path.match(/:/g) ?? []).length;

export const handlers: HttpHandler[] = [...endpoints]
  .filter((e) => implementations[e.id])
  .sort((a, b) => paramCount(a.path) - paramCount(b.path))
  .map((e) => buildHandler(e, implementations[e.id]));

const codeOf = (status: number) => (Object.entries(ERROR_STATUS).find(([, s]) => s === status)?.[0] ?? 'internal') as ErrorCode;

/** One endpoint answering an error, for story and test overrides: `server.use(failing('contact.public', 500))`. */
export function failing(endpointId: string, status = 500): HttpHandler {
  const e = endpoint(endpointId);
  return http[e.method.toLowerCase() as 'get'](`*${e.path}`, () =>
    HttpResponse.json({ message: ERROR_MESSAGE[codeOf(status)], code: codeOf(status) }, { status }),
  );
}

/**
 * One endpoint refusing one field as only the server can (an address it rejects, a time taken
 * meanwhile), for stories: `rejecting('contact.send', 'subject', 'validation.tooLong')`. The body
 * carries the status's code and, unless given, its message.
 */
export function rejecting(
  endpointId: string,
  field: string,
  issue: string,
  { status = 400, message }: { status?: number; message?: string } = {},
): HttpHandler {
  const e = endpoint(endpointId);
  const code = codeOf(status);
  return http[e.method.toLowerCase() as 'get'](`*${e.path}`, () =>
    HttpResponse.json({ message: message ?? ERROR_MESSAGE[code], code, issues: [{ path: [field], message: issue }] }, { status }),
  );
}

/** One endpoint that never answers (loading states in stories). */
export function pending(endpointId: string): HttpHandler {
  const e = endpoint(endpointId);
  return http[e.method.toLowerCase() as 'get'](`*${e.path}`, () => delay('infinite'));
}
