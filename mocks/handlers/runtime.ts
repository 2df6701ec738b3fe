/**
 * Turns an entry of the endpoint table plus its implementation into an MSW handler: the same
 * validation, auth, envelopes, list headers and error bodies the Fastify server produces.
 */
import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { Ctx, Impl } from '../../behaviour/context';
import type { Endpoint } from '../../src/contract/endpoints';
import {
  ApiError,
  FileReply,
  parseOrThrow,
  Reply,
  safeFilename,
  uploadMessages,
  serializeAnswer,
  withoutStaffIdentity,
} from '../../src/contract/http';

import { acceptedType, zipTooLarge } from '../../src/contract/fileTypes';
import type { StaffUser } from '../../src/contract/entities/staffUser';
import { toLanguage } from '../../src/i18n/locale';
import { corruptedBody, faultFor } from '../control';
import { memoryStore } from '../memoryStore';
import { jobs, mockServices } from '../services';

/** MSW path syntax equals Fastify's (":id"); the base URL is any origin. */
const mswPath = (path: string) => `*${path}`;
/** The browser has no client address of its own: every request of the mocks comes from one client. */
const MOCK_CLIENT = 'browser';

async function currentUser(request: Request): Promise<{ user?: StaffUser; token?: string }> {
  const token = request.headers.get('authorization')?.match(/^Bearer (.+)$/)?.[1];
  if (!token) return {};
  const session = await memoryStore.collection('sessions').findOne({ id: token, expiresAt: { $gt: new Date() } });
  if (!session) return { token };
  const user = await memoryStore.collection('users').get(String(session.userId));
  return user && user.status === 'active' ? { user, token } : { token };
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    // Like Fastify (secure-json-parse): a "__proto__" key is refused, never turned into a prototype.
    return JSON.parse(text, (key, value) => {
      if (key === '__proto__') throw new SyntaxError('prototype poisoning');
      return value;
    });
  } catch {
    throw new ApiError('validation', 'error.validation', [{ path: [], message: 'validation.json' }]);
  }
}

async function readMultipart(e: Endpoint, request: Request) {
  const m = e.multipart!;
  const declared = Number(request.headers.get('content-length') ?? 0);
  const messages = uploadMessages(m.file);
  if (declared > m.maxBytes + 64 * 1024) throw new ApiError('too_large', messages.tooLarge);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new ApiError('validation', 'error.validation', [{ path: [], message: 'validation.json' }]);
  }
  const fields: Record<string, string> = {};
  let file: File | undefined;
  for (const [key, value] of form.entries()) {
    if (key === m.file && typeof value !== 'string') file = value;
    else if (typeof value === 'string') fields[key] = value;
  }
  const body = parseOrThrow(m.fields, fields);
  if (!file) throw new ApiError('validation', 'error.validation', [{ path: [m.file], message: messages.required }]);
  if (file.size > m.maxBytes) throw new ApiError('too_large', messages.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = acceptedType(bytes, m.types);
  if (!type) throw new ApiError('unsupported_type', messages.type);
  if (type.ext === 'docx' && zipTooLarge(bytes)) throw new ApiError('unsupported_type', messages.archive);
  return { body, upload: { bytes, filename: safeFilename(file.name), contentType: type.contentType, ext: type.ext } };
}

const errorResponse = (err: unknown) => {
  if (err instanceof ApiError) return HttpResponse.json(err.toBody(), { status: err.status });
  // Never leak internals; log for the developer's console instead.
  console.error('[mock api]', err);
  return HttpResponse.json(new ApiError('internal').toBody(), { status: 500 });
};

/** Only the path's own parameters, decoded (MSW also reports the "*" origin wildcard as "0"). */
function declaredParams(path: string, params: Record<string, unknown>) {
  const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  return Object.fromEntries(names.map((n) => [n, decodeURIComponent(String(params[n] ?? ''))]));
}

export function buildHandler(e: Endpoint, impl: Impl): HttpHandler {
  const method = e.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method](mswPath(e.path), async ({ request, params }) => {
    const fault = faultFor(e.id);
    if (fault?.delayMs) await delay(fault.delayMs);
    if (fault?.status)
      return HttpResponse.json(
        { message: 'error.internal', code: fault.status === 503 ? 'database_unavailable' : 'internal' },
        { status: fault.status },
      );
    try {
      await jobs.runDue(); // jobs whose time has come run before the request that notices it
      const auth = await currentUser(request);
      if (e.access !== 'public') {
        if (!auth.user) throw new ApiError('unauthorized');
        if (!e.access.includes(auth.user.role)) throw new ApiError('forbidden');
      }
      const url = new URL(request.url);
      const ctx: Ctx = {
        store: memoryStore,
        services: mockServices,
        params: e.params ? (parseOrThrow(e.params, declaredParams(e.path, params), 'params') as Record<string, string>) : {},
        query: e.query ? (parseOrThrow(e.query, Object.fromEntries(url.searchParams), 'query') as Record<string, unknown>) : {},
        body: undefined,
        ...auth,
        lang: toLanguage(request.headers.get('accept-language')) ?? 'de',
        client: MOCK_CLIENT,
        header: (name) => request.headers.get(name) ?? undefined,
      };
      if (e.body) ctx.body = parseOrThrow(e.body, await readBody(request));
      else if (e.multipart) Object.assign(ctx, await readMultipart(e, request));
      // Public answers never name staff, as on the server.
      const result = e.access === 'public' ? withoutStaffIdentity(await impl(ctx)) : await impl(ctx);
      if (result instanceof FileReply)
        // A file's bytes never live in shared memory, the one kind of buffer a response cannot take.
        return new HttpResponse(result.bytes as Uint8Array<ArrayBuffer>, {
          status: 200,
          headers: {
            ...result.headers,
            'Content-Type': result.contentType,
            ...(result.filename ? { 'Content-Disposition': `attachment; filename="${result.filename}"` } : {}),
          },
        });
      const reply = result instanceof Reply ? result : new Reply(result);
      // A 304 has no body (a Response refuses one).
      if (reply.init.status === 304) return new HttpResponse(null, { status: 304, headers: reply.init.headers });
      // Through the response schema, as on the server: a drifting answer fails here (a 500, logged).
      const serialized = serializeAnswer(e, reply.body, reply.init.status ?? e.status);
      const body = fault?.corrupt ? corruptedBody(serialized) : serialized;
      // JSON by construction: the answer as its schema's output (serializeAnswer), or a corrupted copy for a fault test.
      return HttpResponse.json(body as JsonBodyType, {
        status: reply.init.status ?? e.status,
        headers: reply.init.headers,
      });
    } catch (err) {
      return errorResponse(err);
    }
  });
}
