/**
 * Security headers, CORS and rate limiting. The CSP allows what the site and the admin need:
 * own scripts, inline styles (MUI, critical CSS), images from self/data/blob, and the analytics
 * hosts only (the analytics script is loaded only with consent).
 */
import { randomBytes } from 'node:crypto';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { mongoRateLimitStore, RATE_LIMIT_COLLECTION, type Counter } from './rateLimitStore';
import { GTAG_SCRIPT } from '../../../src/lib/analyticsScript';

/**
 * Browser features no page of the site or the admin uses, switched off for the page and anything
 * it embeds, so an injected script or a framed third party cannot ask for them either (helmet does
 * not set this header). The location map is an OpenStreetMap frame that needs none of them.
 * Only features Chromium knows: an unknown one (bluetooth on Linux builds, the withdrawn
 * interest-cohort) costs every visitor a console warning and protects nothing.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
].join(', ');

/**
 * The headers JSON and file answers of the contract routes carry instead of helmet's full set:
 * the same protections that matter for non-HTML responses, as one precomputed object, because
 * helmet's per-response work halves the throughput of cached reads (measured with bench:api).
 */
export const API_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'permissions-policy': PERMISSIONS_POLICY,
} as const;

/**
 * Where consented analytics (src/site/features/analytics/gtag.ts) sends its measurements and pixels:
 * data only, never code.
 */
const ANALYTICS = ['https://www.googletagmanager.com', 'https://*.google-analytics.com']; // the wildcard takes www. too
/**
 * The only outside code a page may run: gtag.js, by its path. Not the host: it
 * serves anyone's Tag Manager containers (gtm.js?id=…), which would run any code their owner
 * chose; nor the analytics hosts, which serve the old analytics.js that gtag does not need.
 */
const SCRIPT_HOSTS = [GTAG_SCRIPT];

export default fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...SCRIPT_HOSTS],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...ANALYTICS],
          connectSrc: ["'self'", ...ANALYTICS],
          // The location map (OpenStreetMap) loads only after the visitor asks for it.
          frameSrc: ['https://www.openstreetmap.org'],
          // Fonts fall under default-src, not helmet's any-HTTPS-host: the site and the admin load
          // none, they use the system's.
          fontSrc: null,
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: config.NODE_ENV === 'production' ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // Headers for browsers and plug-ins long gone, which every page would carry for nothing (on the
      // longest pages every byte counts towards the first round trip, api/ssr/encodedBody.ts): the XSS
      // auditor they switch off no browser has any more, `noopen` was Internet Explorer 8's, browsers
      // do not prefetch the names of links on HTTPS pages anyway, and the cross-domain policy files
      // Flash and Acrobat asked for are files this site does not have (/crossdomain.xml is a 404).
      // X-Frame-Options is what frame-ancestors above replaced (CSP Level 2, in every browser that
      // runs the site); the two even disagreed here (SAMEORIGIN against 'none'). The API's answers
      // keep theirs (API_SECURITY_HEADERS).
      xFrameOptions: false,
      xXssProtection: false,
      xDownloadOptions: false,
      xDnsPrefetchControl: false,
      xPermittedCrossDomainPolicies: false,
    });
    // Pages, files and the router's own answers; the API routes get it with API_SECURITY_HEADERS.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
    const origins = config.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean);
    await app.register(cors, { origin: origins.length ? origins : false, exposedHeaders: ['Content-Range'], credentials: false });
    // Per-route limits only (public forms and login); keyed by client address, counted in MongoDB so
    // that a limit holds across all instances (rateLimitStore.ts). The database plugin registers
    // later; the store reaches it when the first limited request comes.
    // One instance without RATE_LIMIT_SECRET gets a secret of its own; several need a shared one.
    if (!config.RATE_LIMIT_SECRET && config.NODE_ENV === 'production')
      app.log.warn(
        'RATE_LIMIT_SECRET is not set: this instance keys its rate-limit counters with a secret of its own; with several instances set the same secret on each (README, Production), or each counts apart',
      );
    const secret = config.RATE_LIMIT_SECRET ?? randomBytes(32).toString('base64');
    await app.register(rateLimit, {
      global: false,
      store: mongoRateLimitStore(() => app.mongo.db.collection<Counter>(RATE_LIMIT_COLLECTION), secret),
      errorResponseBuilder: (_req, ctx) => ({
        statusCode: 429,
        message: 'error.rateLimited',
        code: 'rate_limited',
        retryAfter: ctx.after,
      }),
    });
  },
  { name: 'security' },
);
