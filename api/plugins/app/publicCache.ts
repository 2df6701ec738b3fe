/**
 * Cache of serialized public content reads (per URL and language) and of server-rendered pages
 * (api/ssr/pageRenderer.ts). Staff writes through the admin API clear it, so the next request shows
 * the change; time-dependent or per-request answers (health, opening status, slots, files) are
 * never cached as API answers (a rendered page that shows them lives at most TTL_MS).
 */
import fp from 'fastify-plugin';

export const UNCACHED = new Set(['health', 'practice.openingStatus', 'appointments.slots', 'media.file']);
const TTL_MS = 60_000;
const MAX_ENTRIES = 1_000;

export interface CachedAnswer {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: {
      get(key: string): CachedAnswer | undefined;
      set(key: string, value: CachedAnswer): void;
      clear(): void;
    };
  }
}

export default fp(
  async (app) => {
    const entries = new Map<string, CachedAnswer & { expires: number }>();
    app.decorate('publicCache', {
      get(key) {
        const hit = entries.get(key);
        if (!hit || hit.expires < Date.now()) return undefined;
        return hit;
      },
      set(key, value) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(key, { ...value, expires: Date.now() + TTL_MS });
      },
      clear() {
        entries.clear();
      },
    });
  },
  { name: 'public-cache' },
);
