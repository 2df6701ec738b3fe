/**
 * Registers every entry of the endpoint table as a Fastify route: zod validation of params,
 * query and body (as the MSW mocks do, with the same field issues), role checks, rate limits,
 * multipart uploads checked by content, envelopes and Content-Range.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Ctx, Impl } from '../../behaviour/context';
import { endpoints, type Endpoint } from '../../src/contract/endpoints';
import {
  ApiError,
  ERROR_MESSAGE,
  FileReply,
  parseOrThrow,
  Reply,
  safeFilename,
  uploadMessages,
  validationError,
  withoutControlCharacters,
  serializeAnswer,
  withoutStaffIdentity,
  type Upload,
} from '../../src/contract/http';
import { acceptedType, zipTooLarge } from '../../src/contract/fileTypes';
import { toLanguage } from '../../src/i18n/locale';
import { throttledClient } from '../../src/contract/rules/loginThrottle';
import type { Config } from '../config';
import { UNCACHED } from '../plugins/app/publicCache';
import { API_SECURITY_HEADERS } from '../plugins/external/security';

async function readMultipart(e: Endpoint, request: FastifyRequest): Promise<{ body: unknown; upload: Upload }> {
  const m = e.multipart!;
  const messages = uploadMessages(m.file);
  if (!request.isMultipart()) throw new ApiError('unsupported_type', 'error.unsupportedType');
  const fields: Record<string, string> = {};
  let upload: Omit<Upload, 'ext' | 'contentType'> | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: m.maxBytes, files: 1, fields: 30, fieldSize: 20_000 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== m.file) {
          await part.toBuffer().catch(() => undefined);
          continue;
        }
        const bytes = await part.toBuffer(); // throws past fileSize: nothing is stored
        // A part without a file name is a file too when it says application/octet-stream (busboy).
        upload = { bytes, filename: safeFilename(part.filename ?? '') };
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      // A field sent as application/json arrives parsed (an object, maybe with its own toString): no form field is that.
      else
        throw new ApiError('validation', ERROR_MESSAGE.validation, [{ path: [part.fieldname], message: 'validation.invalid' }]);
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError('too_large', messages.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new ApiError('validation');
    // A body the parser cannot read (no or another boundary, data cut off: busboy's plain Errors; a
    // JSON field that is not JSON, a "__proto__" field: @fastify/multipart's 4xx) is the client's
    // fault: a 400, never a 500. Nothing is stored yet. Our own faults (TypeError…) stay 500s.
    const status = (err as { statusCode?: number }).statusCode ?? 0;
    if ((err as object)?.constructor === Error || (status >= 400 && status < 500))
      throw new ApiError('validation', ERROR_MESSAGE.validation, [{ path: [], message: 'validation.invalid' }]);
    throw err;
  }
  const body = parseOrThrow(m.fields, fields);
  if (!upload) throw new ApiError('validation', 'error.validation', [{ path: [m.file], message: messages.required }]);
  const type = acceptedType(upload.bytes, m.types);
  if (!type) throw new ApiError('unsupported_type', messages.type);
  if (type.ext === 'docx' && zipTooLarge(upload.bytes)) throw new ApiError('unsupported_type', messages.archive);
  return { body, upload: { ...upload, contentType: type.contentType, ext: type.ext } };
}

function send(e: Endpoint, reply: FastifyReply, result: unknown) {
  if (result instanceof FileReply) {
    reply.header('Content-Type', result.contentType);
    if (result.filename) reply.header('Content-Disposition', `attachment; filename="${encodeURIComponent(result.filename)}"`);
    for (const [k, v] of Object.entries(result.headers)) reply.header(k, v);
    return reply.send(Buffer.from(result.bytes));
  }
  const r = result instanceof Reply ? result : new Reply(result);
  for (const [k, v] of Object.entries(r.init.headers ?? {})) reply.header(k, v);
  const status = r.init.status ?? e.status;
  return reply.code(status).send(serializeAnswer(e, r.body, status));
}

const cacheable = (e: Endpoint) => e.access === 'public' && e.method === 'GET' && !UNCACHED.has(e.id);
/** Object keys in one order, at every depth: equal values give equal keys. */
const sortedJson = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
/**
 * The answer a public read gives depends on its endpoint, its validated params and query and the
 * language, never on how the URL spelled them: keyed by those, parameter order, encodings and
 * unread parameters do not multiply cache entries.
 */
const publicCacheKey = (e: Endpoint, request: FastifyRequest) =>
  `${e.id} ${sortedJson(request.params ?? {})} ${e.query ? sortedJson(request.query ?? {}) : '{}'}|${toLanguage(request.headers['accept-language']) ?? 'de'}`;

export function registerContractRoutes(app: FastifyInstance, implementations: Record<string, Impl>, config: Config) {
  const missing = endpoints.filter((e) => !implementations[e.id]).map((e) => e.id);
  if (missing.length) throw new Error(`No API implementation for: ${missing.join(', ')}`);
  const limits = { form: config.RATE_LIMIT_FORM_PER_MIN, login: config.RATE_LIMIT_LOGIN_PER_MIN };
  const staffOf = new WeakMap<FastifyRequest, Awaited<ReturnType<FastifyInstance['auth']['require']>>>();

  for (const e of endpoints) {
    const impl = implementations[e.id];
    // Staff answers carry personal data and session tokens pass through auth: no browser or proxy
    // may keep a copy of either (a shared computer at reception, a caching proxy), errors included.
    // A preview's answer is a draft behind a staff member's link: kept nowhere either.
    const noStore = e.access !== 'public' || e.id.startsWith('auth.') || e.id === 'preview.open';
    app.route({
      method: e.method,
      url: e.path,
      // Pages get helmet's full policy; API answers get the precomputed set (see security.ts).
      helmet: false,
      onSend: async (_request, reply) => {
        reply.headers(API_SECURITY_HEADERS);
        if (noStore) reply.header('cache-control', 'no-store');
      },
      // Staff endpoints check the role before the body is read and validated (as the mocks do):
      // a caller without the role learns nothing about the payload's shape and uploads nothing.
      ...(e.access === 'public'
        ? {}
        : {
            onRequest: async (request: FastifyRequest) => {
              staffOf.set(request, await app.auth.require(request, e.access));
            },
          }),
      config: e.rateLimit ? { rateLimit: { max: limits[e.rateLimit], timeWindow: '1 minute' } } : {},
      // The zod schemas validate through the compiler in app.ts (same issues as the mocks).
      schema: {
        ...(e.params ? { params: e.params } : {}),
        ...(e.query ? { querystring: e.query } : {}),
        ...(e.body ? { body: e.body } : {}),
      },
      handler: async (request, reply) => {
        const cacheKey = cacheable(e) ? publicCacheKey(e, request) : null;
        const hit = cacheKey ? app.publicCache.get(cacheKey) : undefined;
        if (hit) return reply.code(hit.status).type('application/json; charset=utf-8').header('x-cache', 'hit').send(hit.body);
        const version = app.publicCache.version();
        const who = staffOf.get(request) ?? (await app.auth.require(request, e.access));
        const ctx: Ctx = {
          store: app.store,
          services: app.services,
          params: (request.params ?? {}) as Record<string, string>,
          query: (request.query ?? {}) as Record<string, unknown>,
          body: request.body,
          ...who,
          lang: toLanguage(request.headers['accept-language']) ?? 'de',
          client: throttledClient(request.ip),
          header: (name) => {
            const value = request.headers[name];
            return Array.isArray(value) ? value[0] : value;
          },
        };
        if (e.multipart) Object.assign(ctx, await readMultipart(e, request));
        // Public answers never name staff (updatedBy is a staff login): stripped here, for every one.
        const result = e.access === 'public' ? withoutStaffIdentity(await impl(ctx)) : await impl(ctx);
        // Staff changed content: every instance empties its caches (contentChanges.ts). Not for writes
        // visitors cannot see (a draft, a preview link): emptying would only cost every page a new render.
        if (e.resource && e.method !== 'GET' && !e.keepsPublicCache) await app.contentChanges.announce();
        if (cacheKey && !(result instanceof FileReply) && !(result instanceof Reply)) {
          // Serialized through the response schema before it is cached: the cache keeps the contract's body.
          const body = JSON.stringify(serializeAnswer(e, result, e.status));
          app.publicCache.set(cacheKey, { status: e.status, body }, version); // not if staff wrote meanwhile
          return reply.code(e.status).type('application/json; charset=utf-8').send(body);
        }
        return send(e, reply, result);
      },
    });
  }
}

/** Validator compiler: zod schemas, failures as ApiError with field issues (prefix per part, as the mocks do). */
export const zodValidatorCompiler =
  ({ schema, httpPart }: { schema: unknown; httpPart?: string }) =>
  (data: unknown) => {
    const prefix = httpPart === 'querystring' ? ['query'] : httpPart === 'params' ? ['params'] : [];
    const r = (schema as z.ZodType).safeParse(withoutControlCharacters(data));
    return r.success ? { value: r.data } : { error: validationError(r.error, prefix) };
  };
