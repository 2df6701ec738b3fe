/**
 * The server's face of the behaviour's services (behaviour/context.ts): GridFS files, sharp
 * images, mail (SMTP) and background jobs (agenda), scrypt passwords, hashed tokens and sessions, the login throttle in
 * MongoDB, and this process's caches (emptied on every instance when staff change content).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { setupLinkIfNoAdmin as firstAdminLink } from '../../../behaviour/auth';
import type { Services } from '../../../behaviour/context';
import { makeImage } from './images';
import { clearLoginAttempts, countLoginAttempt, loginAttemptsOf } from './loginThrottle';
import { hashPassword, newToken, tokenHash, verifyPassword } from './passwords';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/**
 * Reads kept for a while in this process (contact data may be up to 300 s old); each instance
 * keeps its own and empties it when any instance announces a staff change (contentChanges.ts).
 */
function processCache(): Services['cache'] & { clear(): void } {
  const entries = new Map<string, { value: unknown; expires: number }>();
  return {
    clear: () => entries.clear(),
    async remember<T>(key: string, ms: number, load: () => Promise<T>) {
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return hit.value as T;
      const value = await load();
      entries.set(key, { value, expires: Date.now() + ms });
      return value;
    },
    forget: (key) => void entries.delete(key),
  };
}

export default fp(
  async (app, options: { limits: Services['limits'] }) => {
    const db = app.mongo.db;
    const cache = processCache();
    // A staff change on any instance (this one included) empties both caches of this one.
    app.contentChanges.onChange(() => {
      app.publicCache.clear();
      cache.clear();
    });
    app.decorate('services', {
      publicUrl: app.publicUrl,
      databaseUp: () =>
        db.command({ ping: 1 }).then(
          () => true,
          () => false,
        ),
      files: app.storage,
      images: { make: makeImage },
      mail: app.mail,
      jobs: { add: app.jobs.add, cancel: app.jobs.cancel, failed: app.jobs.failed, retry: app.jobs.retry },
      passwords: { hash: hashPassword, verify: (password, hash) => verifyPassword(password, hash as string | undefined) },
      tokens: { create: newToken, hash: tokenHash },
      sessions: {
        open: (user) => app.auth.openSession(user),
        revoke: (token) => app.auth.revoke(token),
        revokeAll: (userId, except) => app.auth.revokeAll(userId, except),
      },
      loginThrottle: {
        count: (email, client) => countLoginAttempt(db, email, client),
        clear: (email, client) => clearLoginAttempts(db, email, client),
        attempts: (emails) => loginAttemptsOf(db, emails),
      },
      limits: options.limits,
      cache,
      clearPublicCache: () => app.contentChanges.announce(),
    } satisfies Services);
  },
  { name: 'services', dependencies: ['repositories', 'auth', 'storage', 'public-cache', 'content-changes', 'mail', 'jobs'] },
);

/** While no active admin exists, a one-time link that registers the first (printed at start by server.ts). */
export const setupLinkIfNoAdmin = (app: FastifyInstance) => firstAdminLink({ store: app.store, services: app.services });
