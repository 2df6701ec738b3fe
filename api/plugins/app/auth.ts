/**
 * Staff authentication: opaque bearer tokens stored as SHA-256 in `sessions` with an expiry
 * (revoked on logout, on a password reset and when the account is deactivated).
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { StaffUser } from '../../../src/contract/entities/staffUser';
import type { Access } from '../../../src/contract/endpoints';
import { ApiError } from '../../../src/contract/http';
import { newToken, tokenHash } from './passwords';
import type { Row } from './repositories';

declare module 'fastify' {
  interface FastifyInstance {
    auth: {
      /** The user and raw token of a request, or nothing. */
      identify(request: FastifyRequest): Promise<{ user?: StaffUser; token?: string }>;
      /** Throws 401/403 unless the request's user may call an endpoint with `access`. */
      require(request: FastifyRequest, access: Access): Promise<{ user?: StaffUser; token?: string }>;
      openSession(user: Row): Promise<{ token: string; user: StaffUser }>;
      revoke(token: string): Promise<void>;
      /** Ends every session of `userId`, but the one of the raw token `except` (one's own). */
      revokeAll(userId: string, except?: string): Promise<void>;
    };
  }
}

export default fp<{ sessionHours: number }>(
  async (app, { sessionHours }) => {
    const { sessions, users } = app.repos;
    const auth: typeof app.auth = {
      async identify(request) {
        const token = request.headers.authorization?.match(/^Bearer ([A-Za-z0-9_-]{20,200})$/)?.[1];
        if (!token) return {};
        const session = await sessions.findOne({ _id: tokenHash(token), expiresAt: { $gt: new Date() } });
        if (!session) return { token };
        const user = await users.get(String(session.userId));
        return user && user.status === 'active' ? { user, token } : { token };
      },
      async require(request, access) {
        if (access === 'public') return auth.identify(request);
        const who = await auth.identify(request);
        if (!who.user) throw new ApiError('unauthorized');
        if (!access.includes(who.user.role)) throw new ApiError('forbidden');
        return who;
      },
      async openSession(user) {
        const token = newToken();
        const now = new Date();
        await sessions.insert({
          id: tokenHash(token),
          userId: user.id,
          createdAt: now,
          expiresAt: new Date(now.getTime() + sessionHours * 3_600_000),
        });
        const updated = await users.update(user.id, { lastLoginAt: now.toISOString() });
        return { token, user: updated! };
      },
      async revoke(token) {
        await sessions.delete(tokenHash(token));
      },
      async revokeAll(userId, except) {
        await sessions.deleteWhere(except ? { userId, id: { $ne: tokenHash(except) } } : { userId });
      },
    };
    app.decorate('auth', auth);
  },
  { name: 'auth', dependencies: ['repositories'] },
);
