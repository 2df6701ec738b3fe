/**
 * Builds the Fastify application: external plugins (security, multipart, OpenAPI, MongoDB),
 * app plugins (repositories, auth, storage, mail) and every route of the endpoint table.
 * One error handler turns every failure into the contract's error body.
 */
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import underPressure from '@fastify/under-pressure';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MongoError, MongoServerError } from 'mongodb';
import { randomUUID } from 'node:crypto';
import type { DestinationStream } from 'pino';
import { LIMITS } from '../src/contract/common';
import { ApiError, ERROR_MESSAGE } from '../src/contract/http';
import { buildOpenApi } from '../src/contract/openapi';
import { trustProxyOption, type Config } from './config';
import { serializeRequest } from './requestLog';
import { isTransientWriteError, RETRY_AFTER_SECONDS } from './plugins/app/transientWrites';
import authPlugin from './plugins/app/auth';
import jobsPlugin from './plugins/app/jobs';
import mailPlugin from './plugins/app/mail';
import repositories from './plugins/app/repositories';
import storage from './plugins/app/storage';
import publicCache from './plugins/app/publicCache';
import contentChanges from './plugins/app/contentChanges';
import health from './plugins/app/health';
import mongodb from './plugins/external/mongodb';
import jsonBody from './plugins/external/jsonBody';
import security, { API_SECURITY_HEADERS } from './plugins/external/security';
import statistics from './plugins/app/statistics';
import site, { preloadSite } from './plugins/external/site';
import services from './plugins/app/services';
import { implementations } from '../behaviour';
import { applyMigrations } from './migrations';
import { crawlerRoutes } from './routes/crawlers';
import { registerContractRoutes, zodValidatorCompiler } from './routes/runtime';

export { implementations };

declare module 'fastify' {
  interface FastifyInstance {
    publicUrl: string;
  }
}

/**
 * Socket errors of a connection the database (or another backing service) closed. The driver
 * passes some through unwrapped: a command written just as the database drops the connection
 * fails with Node's own EPIPE "This socket has been ended by the other party" (seen under traffic
 * in tests/api/faults.test.ts).
 */
const BROKEN_CONNECTION = new Set([
  'EPIPE',
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'ENOTCONN',
  'ETIMEDOUT',
  'ERR_STREAM_DESTROYED',
]);

/** Driver errors that mean "the database is not reachable right now" → 503. */
const isUnavailable = (err: unknown) =>
  (err instanceof MongoError &&
    /ServerSelection|Network|NotConnected|PoolCleared|TopologyClosed|Timeout/.test(err.name + ' ' + err.constructor.name)) ||
  (err instanceof Error && BROKEN_CONNECTION.has(String((err as NodeJS.ErrnoException).code)));

/**
 * An object that is `build()`'s result, built when first read. The OpenAPI document (zod to JSON
 * Schema for every endpoint) took seconds of CPU at every start on a busy machine, for a page
 * (/api/docs) that staff and developers open rarely; @fastify/swagger only reads the document it is
 * given when that page or its JSON is asked for.
 */
function builtOnFirstRead<T extends object>(build: () => T): T {
  let built: T | undefined;
  const target = () => (built ??= build());
  return new Proxy({} as T, {
    get: (_t, key) => Reflect.get(target(), key),
    has: (_t, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_t, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(target()),
  });
}

/** How long close() lets requests in flight finish before it cuts their connections. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** A 503 asks the client to come back shortly (the site's client and proxies honour Retry-After). */
const unavailable = () => ({
  status: 503,
  body: new ApiError('database_unavailable').toBody(),
  headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
});

export function toErrorBody(err: unknown): { status: number; body: object; headers?: Record<string, string> } {
  if (err instanceof ApiError) return { status: err.status, body: err.toBody() };
  if (err instanceof MongoServerError && err.code === 11000) {
    const fields = Object.keys(err.keyPattern ?? err.keyValue ?? {});
    const e = new ApiError(
      'duplicate',
      ERROR_MESSAGE.duplicate,
      fields.map((f) => ({ path: [f], message: 'error.duplicate' })),
    );
    return { status: e.status, body: e.toBody() };
  }
  // A write that still conflicted after its retries (transientWrites.ts) is as good as unavailable.
  if (isUnavailable(err) || isTransientWriteError(err)) return unavailable();
  const fe = err as FastifyError;
  // Overload (@fastify/under-pressure): the same 503 the client already retries.
  if (fe.code === 'FST_UNDER_PRESSURE') return unavailable();
  // Driver errors carry numeric codes; only Fastify's string codes are read below.
  const code = typeof fe.code === 'string' ? fe.code : '';
  if (fe.statusCode === 429) return { status: 429, body: new ApiError('rate_limited').toBody() };
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return { status: 415, body: new ApiError('unsupported_type').toBody() };
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fe.statusCode === 413)
    return { status: 413, body: new ApiError('too_large').toBody() };
  // The router's own refusals (a path that does not decode, a parameter past maxParamLength) are bad parameters.
  if (code === 'FST_ERR_BAD_URL' || code === 'FST_ERR_MAX_PARAM_LENGTH') {
    const e = new ApiError('validation', ERROR_MESSAGE.validation, [{ path: ['params'], message: 'validation.invalid' }]);
    return { status: 400, body: e.toBody() };
  }
  if (fe.statusCode === 400 || code.startsWith('FST_ERR_CTP')) {
    const e = new ApiError('validation', ERROR_MESSAGE.validation, [{ path: [], message: 'validation.json' }]);
    return { status: 400, body: e.toBody() };
  }
  return { status: 500, body: new ApiError('internal').toBody() };
}

/**
 * A 500 is a defect: logged at error level with the error behind it (the API tests run at that
 * level, so every 500 in a test shows its cause). A 503 is an outage or contention the server
 * recovers from by itself: a warning. Everything else is the client's mistake: info.
 */
function logRefusal(request: FastifyRequest, err: unknown, status: number, body: object) {
  if (status === 500) request.log.error({ err }, 'request failed');
  else if (status >= 500) request.log.warn({ err }, 'request failed: service unavailable');
  else request.log.info({ code: (body as { code: string }).code, status }, 'request refused');
}

export async function buildApp(
  config: Config,
  opts: {
    mongoUri?: string;
    serveSite?: boolean;
    siteRoot?: string;
    logStream?: DestinationStream;
    /** How often the job scheduler looks for due jobs (tests of several instances shorten it). */
    jobPollMs?: number;
    /** The background jobs' clock (tests move it forward to see the retention job delete); the real time by default. */
    jobClock?: () => Date;
  } = {},
): Promise<FastifyInstance> {
  const uri = opts.mongoUri ?? config.MONGODB_URI;
  if (!uri) throw new Error('MONGODB_URI is not set');
  // Node checks the request and header timeouts only this often (30 s by default).
  const timeoutCheckMs = Math.max(100, Math.min(30_000, Math.floor(config.HEADERS_TIMEOUT_MS / 4)));
  const app = Fastify({
    // Start-up creates indexes and loads the server-rendering build; on a busy machine that took
    // longer than Fastify's default 10 s per plugin once, and the server refused to start.
    pluginTimeout: 60_000,
    logger: {
      level: config.LOG_LEVEL,
      ...(opts.logStream ? { stream: opts.logStream } : {}),
      // No full client address and no query string in the log (requestLog.ts).
      serializers: { req: serializeRequest },
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'body.password',
          'body.token',
          '*.password',
          '*.passwordHash',
          '*.token',
        ],
        censor: '[redacted]',
      },
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024, // JSON bodies; uploads are limited per endpoint (5 MB)
    // Only the proxies TRUST_PROXY names may set the client's address (X-Forwarded-For); the rate
    // limits count per address, so trusting every client's own header would lift them all.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    forceCloseConnections: 'idle',
    // While closing, a request that still arrives on an open connection is served (with Connection:
    // close), not answered by Fastify's bare 503 without Retry-After: the proxy has not yet
    // noticed this instance leave, and the client would see an error it is not told to retry.
    return503OnClosing: false,
    // A client that sends its headers or body slowly (or never) must not hold a socket forever.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: timeoutCheckMs,
    },
    // Above the contract's longest path parameter (a slug, 120 characters; Fastify's default is 100),
    // so zod judges every plausible one; the router refuses longer ones through frameworkErrors.
    routerOptions: { maxParamLength: 200 },
    // Errors the router raises before any route (see toErrorBody) get the contract's body too, not
    // Fastify's own { error, code: 'FST_…', statusCode }, and the headers hooks would have added.
    frameworkErrors: (err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const { status, body, headers } = toErrorBody(err);
      logRefusal(request, err, status, body);
      return reply
        .code(status)
        .headers({ ...API_SECURITY_HEADERS, ...headers, 'x-request-id': request.id })
        .send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.server.maxConnections = config.MAX_CONNECTIONS;

  app.decorate('publicUrl', config.PUBLIC_URL.replace(/\/$/, ''));
  // Closing waits for the requests in flight, but not for ever: a client that stopped reading its
  // answer keeps its connection busy, and close() (a deploy, SIGTERM) would never finish. After the
  // grace period the remaining connections are cut.
  app.addHook('preClose', (done) => {
    setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    done();
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setErrorHandler((err, request, reply) => {
    const { status, body, headers } = toErrorBody(err);
    logRefusal(request, err, status, body);
    return reply
      .code(status)
      .headers(headers ?? {})
      .send(body);
  });
  if (opts.serveSite) preloadSite(opts.siteRoot);
  // First: a server whose event loop lags answers 503 at once instead of queueing more work.
  await app.register(underPressure, { maxEventLoopDelay: config.MAX_EVENT_LOOP_DELAY_MS, retryAfter: RETRY_AFTER_SECONDS });
  await app.register(jsonBody);
  await app.register(security, { config });
  // Before any route: compression attaches itself to each route as it is registered.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(multipart, { limits: { fileSize: LIMITS.uploadBytes, files: 1 } });
  // The contract's document is OpenAPI 3.1 of plain JSON values; the plugin's types describe 3.0 with literal unions.
  const document = builtOnFirstRead(buildOpenApi) as StaticDocumentSpec['document'];
  await app.register(swagger, { mode: 'static', specification: { document } });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(mongodb, { uri, dbName: config.MONGODB_DB });
  await app.register(health);
  await app.register(repositories);
  // Indexes and the baseline records a fresh or upgraded database lacks, before any request (migrations.ts).
  await applyMigrations(app.mongo.db, app.log);
  await app.register(authPlugin, { sessionHours: config.SESSION_TTL_HOURS });
  await app.register(storage);
  await app.register(publicCache);
  await app.register(contentChanges);
  await app.register(mailPlugin, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  await app.register(jobsPlugin, { pollMs: opts.jobPollMs, clock: opts.jobClock });
  await app.register(services, { limits: { bookingRequestsPerClientPerDay: config.BOOKING_REQUESTS_PER_CLIENT_PER_DAY } });
  await app.register(statistics, { enabled: config.STATISTICS === 'on', flushMs: config.STATISTICS_FLUSH_MS });
  registerContractRoutes(app, implementations, config);
  await app.register(crawlerRoutes);
  if (opts.serveSite)
    await app.register(site, {
      root: opts.siteRoot,
      renderConcurrency: config.RENDER_CONCURRENCY,
      renderQueue: config.RENDER_QUEUE,
      previewPerMinute: config.RATE_LIMIT_LOGIN_PER_MIN,
    });
  // Unknown API paths answer with the contract's 404 (pages of the built site have their own route).
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(new ApiError('not_found').toBody()));

  return app;
}
