/** Auth calls on MongoDB: login, logout, me, register (invitation or first run), forgot/reset password. */
import { randomUUID } from 'node:crypto';
import { ApiError, Reply } from '../../src/contract/http';
import { hashPassword, newToken, tokenHash, verifyPassword } from '../plugins/app/passwords';
import type { Row } from '../plugins/app/repositories';
import type { Ctx, Impl } from './runtime';

export const RESET_TTL_MS = 60 * 60 * 1000;
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const byEmail = (ctx: Ctx, email: string) =>
  ctx.app.repos.users.collection.findOne({ email: String(email).toLowerCase() });

/** Issues a single-use token of `kind` for a user and returns it (only its hash is stored). */
export async function issueToken(ctx: Ctx, kind: 'reset' | 'invitation', userId: string, ttlMs: number) {
  const token = newToken();
  await ctx.app.repos.tokens.insert({ id: tokenHash(token), kind, userId, expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}
/** Consumes a token: deleted on first use, valid only before its expiry. */
async function consumeToken(ctx: Ctx, kind: string, token: string) {
  const doc = await ctx.app.repos.tokens.collection.findOneAndDelete({ _id: tokenHash(token) as never, kind });
  return doc && doc.expiresAt > new Date() ? String(doc.userId) : null;
}

export const authImpls: Record<string, Impl> = {
  'auth.login': async (ctx) => {
    const doc = await byEmail(ctx, ctx.body.email);
    const ok = await verifyPassword(ctx.body.password, doc?.passwordHash);
    if (!doc || !ok || doc.status !== 'active') throw new ApiError('unauthorized', 'error.invalidCredentials');
    return ctx.app.auth.openSession({ ...doc, id: String(doc._id) } as Row);
  },
  'auth.logout': async ({ app, token }) => {
    await app.auth.revoke(token!);
    return { ok: true };
  },
  'auth.me': ({ user }) => user,
  'auth.register': async (ctx) => {
    const { users } = ctx.app.repos;
    const email = String(ctx.body.email).toLowerCase();
    // The password is hashed (deliberately slow) only once registration is known to be allowed,
    // so refused attempts cost the server nothing.
    const now = new Date().toISOString();
    let user: Row | null;
    if (ctx.body.invitationToken) {
      const userId = await consumeToken(ctx, 'invitation', ctx.body.invitationToken);
      const invited = userId ? await users.get(userId) : null;
      if (!invited || invited.status !== 'invited' || invited.email !== email) throw new ApiError('forbidden', 'error.invalidToken');
      user = await users.update(invited.id, { name: ctx.body.name, status: 'active', passwordHash: await hashPassword(ctx.body.password), updatedAt: now });
    } else {
      // First-run setup: only while no staff user exists; the first account is the admin.
      if ((await users.count()) > 0) throw new ApiError('forbidden', 'error.invitationRequired');
      const passwordHash = await hashPassword(ctx.body.password);
      user = await users.insert({ id: `user-${randomUUID().slice(0, 12)}`, email, name: ctx.body.name, role: 'admin', status: 'active',
        lastLoginAt: null, passwordHash, createdAt: now, updatedAt: now, updatedBy: null });
    }
    const { passwordHash: _h, ...publicUser } = user!;
    return new Reply(await ctx.app.auth.openSession(publicUser as Row), { status: 201 });
  },
  'auth.forgotPassword': async (ctx) => {
    const doc = await byEmail(ctx, ctx.body.email);
    if (doc && doc.status === 'active') {
      const token = await issueToken(ctx, 'reset', String(doc._id), RESET_TTL_MS);
      const link = `${ctx.app.publicUrl}/admin/reset-password?token=${token}`;
      await ctx.app.mail.send(String(doc.email), 'Passwort zurücksetzen / Reset your password',
        `Hallo ${doc.name},\n\nüber diesen Link setzen Sie Ihr Passwort neu (1 Stunde gültig, einmal verwendbar):\n${link}\n\nFalls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.`);
    }
    return { ok: true };
  },
  'auth.resetPassword': async (ctx) => {
    const userId = await consumeToken(ctx, 'reset', ctx.body.token);
    if (!userId) throw new ApiError('validation', 'error.invalidToken', [{ path: ['token'], message: 'error.invalidToken' }]);
    await ctx.app.repos.users.update(userId, { passwordHash: await hashPassword(ctx.body.password), updatedAt: new Date().toISOString() });
    await ctx.app.auth.revokeAll(userId); // a new password ends every open session
    return { ok: true };
  },
};
