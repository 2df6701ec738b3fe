/**
 * Security headers, CORS and rate limiting. The CSP allows what the site and the admin need:
 * own scripts, inline styles (MUI, critical CSS), images from self/data/blob, and the analytics
 * hosts only (the analytics script is loaded only with consent).
 */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Config } from '../../config';

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
} as const;

const ANALYTICS = ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://*.google-analytics.com'];

export default fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...ANALYTICS],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...ANALYTICS],
          connectSrc: ["'self'", ...ANALYTICS],
          fontSrc: ["'self'", 'data:'],
          // The location map (OpenStreetMap) loads only after the visitor asks for it.
          frameSrc: ['https://www.openstreetmap.org'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: config.NODE_ENV === 'production' ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    const origins = config.CORS_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean);
    await app.register(cors, { origin: origins.length ? origins : false, exposedHeaders: ['Content-Range'], credentials: false });
    // Per-route limits only (public forms and login); keyed by client address.
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_req, ctx) => ({ statusCode: 429, message: 'error.rateLimited', code: 'rate_limited', retryAfter: ctx.after }),
    });
  },
  { name: 'security' },
);
