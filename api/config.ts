/**
 * Configuration from environment variables, validated at start-up (a wrong value stops the
 * server with a message naming the variable, instead of failing later).
 */
import { isIP } from 'node:net';
import { z } from 'zod';
import { REQUESTS_PER_CLIENT_PER_DAY } from '../src/contract/rules/booking';

const int = (def: number) => z.coerce.number().int().positive().default(def);

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [ip, bits, ...rest] = entry.split('/');
  const family = isIP(ip);
  if (!family || rest.length) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};
const proxyEntries = (value: string) =>
  value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);

/**
 * Which peers may tell the server the client's address (X-Forwarded-For), in Fastify's `trustProxy`
 * terms. Unset trusts nobody: the address is the socket's, whatever headers a client sends, so no
 * one lifts a rate limit by inventing addresses. A list trusts exactly those proxies' addresses (the
 * safe choice). A hop count trusts that many proxies in front of the server whoever they are, so it
 * is only safe when nothing but the proxy can reach the server's port (Fastify itself treats a bare
 * number as "trust nobody", hence the function). "Trust everyone" is not offered: it is the hole
 * this setting closes.
 */
export function trustProxyOption(value: string | undefined): false | string[] | ((address: string, hop: number) => boolean) {
  const v = value?.trim() ?? '';
  if (!v) return false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops > 0 ? (_address, hop) => hop < hops : false;
  }
  return proxyEntries(v);
}

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** mongodb://… or mongodb+srv://…; required by `npm start` and `npm run seed` (tests pass their own). */
  MONGODB_URI: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\/\S+$/, 'must start with mongodb:// or mongodb+srv://')
    .optional(),
  MONGODB_DB: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,60}$/)
    .default('praxis'),
  /** Public origin of the site, used in e-mail links. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** Comma-separated origins allowed by CORS; empty = closed (the site and admin are same-origin). */
  CORS_ORIGINS: z.string().default(''),
  SESSION_TTL_HOURS: int(8),
  RATE_LIMIT_FORM_PER_MIN: int(10),
  RATE_LIMIT_LOGIN_PER_MIN: int(10),
  /** Appointment requests one client address may send per (Berlin) day, whatever names it gives. */
  BOOKING_REQUESTS_PER_CLIENT_PER_DAY: int(REQUESTS_PER_CLIENT_PER_DAY),
  /**
   * Key of the HMAC that names a client's rate-limit counter in MongoDB (rateLimitStore.ts), so a
   * copy of the database does not reveal visitors' addresses. At least 32 characters (e.g.
   * `openssl rand -base64 32`), the same on every instance: instances with different secrets count
   * apart and a limit of 10 becomes 10 per instance. Unset, each process draws its own at start
   * (fine for one instance; the server warns in production).
   */
  RATE_LIMIT_SECRET: z.string().min(32).optional(),
  /** Pages rendered at once (api/ssr/renderQueue.ts): renders are CPU work on the one event loop. */
  RENDER_CONCURRENCY: int(2),
  /** Renders that may wait for a turn; past it a page that is not cached answers 503 with Retry-After. */
  RENDER_QUEUE: int(16),
  /**
   * Proxies trusted for X-Forwarded-For (see trustProxyOption): unset = none, a hop count ("1"),
   * or addresses/CIDRs ("127.0.0.1,10.0.0.0/8"; also loopback, linklocal, uniquelocal).
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .refine(
      (v) => !v || /^\d+$/.test(v) || proxyEntries(v).every(isProxyAddress),
      'must be a hop count or comma-separated IP addresses/CIDRs',
    ),
  /**
   * Socket limits. A request must arrive whole within REQUEST_TIMEOUT_MS (long enough for a 5 MB CV
   * from a phone on a slow uplink) and its headers within HEADERS_TIMEOUT_MS; a connection silent for
   * CONNECTION_TIMEOUT_MS is closed. KEEP_ALIVE_TIMEOUT_MS must exceed the reverse proxy's idle
   * timeout for upstream connections (nginx keepalive_timeout, 60 s by default), so the proxy closes
   * an idle connection before the server does and never sends a request into one being closed.
   */
  REQUEST_TIMEOUT_MS: int(120_000),
  HEADERS_TIMEOUT_MS: int(15_000),
  KEEP_ALIVE_TIMEOUT_MS: int(65_000),
  CONNECTION_TIMEOUT_MS: int(130_000),
  /** Open connections at most; more are refused by the socket until some close. */
  MAX_CONNECTIONS: int(1024),
  /**
   * On SIGTERM the instance first reports itself not ready (/health/ready answers 503) and keeps
   * serving this long, so a load balancer that polls readiness takes it out of rotation before it
   * stops accepting connections; then it closes, finishing requests and uploads in flight. 0 behind
   * nginx, which learns of a closed instance from the refused connection and tries the next one.
   */
  SHUTDOWN_DELAY_MS: int(0),
  /** Above this mean event-loop delay (sampled each second) requests answer 503 with Retry-After. */
  MAX_EVENT_LOOP_DELAY_MS: int(1000),
  /**
   * The website's own statistics (api/plugins/app/statistics.ts): `off` counts nothing (the report
   * then shows only the requests the forms brought). STATISTICS_FLUSH_MS: how often an instance
   * writes its counts (one $inc per day and interval; an instance that dies loses at most this).
   */
  STATISTICS: z.enum(['on', 'off']).default('on'),
  STATISTICS_FLUSH_MS: int(5000),
  /** smtp://user:pass@host:587 — without it, mail goes to the outbox collection (admin: Outbox). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//)
    .optional(),
  MAIL_FROM: z.string().default('Zahnarztpraxis Dr. Berger <praxis@praxis-dr-berger.de>'),
  /** The admin `npm run seed` creates or restores (the first one, or a way back in). */
  SEED_ADMIN_EMAIL: z.email().optional(),
  SEED_ADMIN_PASSWORD: z.string().min(12).optional(),
  SEED_ADMIN_NAME: z.string().min(2).default('Praxis-Administration'),
});
export type Config = z.infer<typeof EnvSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const r = EnvSchema.safeParse(env);
  if (!r.success) {
    const lines = r.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const config = { ...r.data, ...overrides };
  // Node refuses a header timeout above the request timeout; say which variable is wrong instead.
  if (config.HEADERS_TIMEOUT_MS > config.REQUEST_TIMEOUT_MS)
    throw new Error('Invalid environment:\n  HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS');
  return config;
}
