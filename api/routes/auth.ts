/**
 * Auth calls on MongoDB: login (throttled per account), logout, me, register (invitation or first-run
 * setup token), forgot/reset password, change one's own password.
 *
 * Single-use tokens (reset, invitation, setup) are stored as their SHA-256 only. A token is checked
 * first and consumed only when the call succeeds, so a typo in the e-mail does not burn an invitation.
 */
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Document } from 'mongodb';
import { ApiError, Reply } from '../../src/contract/http';
import { weakPasswordReason } from '../../src/contract/rules/passwordStrength';
import { clearLoginAttempts, countLoginAttempt } from '../plugins/app/loginThrottle';
import { hashPassword, newToken, tokenHash, verifyPassword } from '../plugins/app/passwords';
import type { Row } from '../plugins/app/repositories';
import type { Impl } from './runtime';

export const RESET_TTL_MS = 60 * 60 * 1000;
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const SETUP_TTL_MS = 24 * 60 * 60 * 1000;
type TokenKind = 'reset' | 'invitation' | 'setup';

/** E-mails reach here in their canonical form (the contract's AccountEmail: trimmed, lowercase). */
const byEmail = (app: FastifyInstance, email: string) => app.repos.users.collection.findOne({ email: String(email) });

/** Issues a single-use token of `kind` and returns it (only its hash is stored). */
export async function issueToken(app: FastifyInstance, kind: TokenKind, userId: string | null, ttlMs: number) {
  const token = newToken();
  await app.repos.tokens.insert({ id: tokenHash(token), kind, userId, expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}
/** The live token of one of `kinds`, without consuming it. */
async function findToken(app: FastifyInstance, kinds: TokenKind[], token: string) {
  const doc = await app.repos.tokens.collection.findOne({ _id: tokenHash(token) as never, kind: { $in: kinds } });
  return doc && doc.expiresAt > new Date() ? doc : null;
}
/** Consumes a checked token: true for exactly one of simultaneous callers. */
const consumeToken = async (app: FastifyInstance, doc: Document) =>
  !!(await app.repos.tokens.collection.findOneAndDelete({ _id: doc._id }));

/** Staff links carry the token in the fragment: browsers never send it, so no access log or proxy sees it. */
export const tokenLink = (app: FastifyInstance, screen: 'register' | 'reset-password', token: string) =>
  `${app.publicUrl}/admin/${screen}#token=${token}`;

/** While no active admin exists, a one-time setup token for the first admin (printed at start by server.ts). */
export async function setupLinkIfNoAdmin(app: FastifyInstance): Promise<string | null> {
  if (await app.repos.users.count({ role: 'admin', status: 'active' })) return null;
  return tokenLink(app, 'register', await issueToken(app, 'setup', null, SETUP_TTL_MS));
}

/** Refuses a weak new password with a field issue (400), before anything is consumed or stored. */
export async function assertStrongPassword(password: string, userInputs: string[], field = 'password') {
  const reason = await weakPasswordReason(password, userInputs);
  if (reason) throw new ApiError('validation', 'error.validation', [{ path: [field], message: reason }]);
}

const invalidToken = () => new ApiError('forbidden', 'error.invalidToken');
const invalidResetToken = () =>
  new ApiError('validation', 'error.invalidToken', [{ path: ['token'], message: 'error.invalidToken' }]);

export const authImpls: Record<string, Impl> = {
  'auth.login': async (ctx) => {
    const email = String(ctx.body.email);
    await countLoginAttempt(ctx.app.mongo.db, email); // 429 while the account waits, right password or not
    const doc = await byEmail(ctx.app, email);
    const ok = await verifyPassword(ctx.body.password, doc?.passwordHash);
    if (!doc || !ok || doc.status !== 'active') throw new ApiError('unauthorized', 'error.invalidCredentials');
    await clearLoginAttempts(ctx.app.mongo.db, email);
    return ctx.app.auth.openSession({ ...doc, id: String(doc._id) } as Row);
  },
  'auth.logout': async ({ app, token }) => {
    await app.auth.revoke(token!);
    return { ok: true };
  },
  'auth.me': ({ user }) => user,
  // Always with a token: an admin's invitation, or the setup token that creates the first admin.
  'auth.register': async (ctx) => {
    const { users } = ctx.app.repos;
    const { email, name, password, invitationToken } = ctx.body as {
      email: string;
      name: string;
      password: string;
      invitationToken?: string;
    };
    if (!invitationToken) throw new ApiError('forbidden', 'error.invitationRequired');
    const doc = await findToken(ctx.app, ['invitation', 'setup'], invitationToken);
    if (!doc) throw invalidToken();
    const invited = doc.kind === 'invitation' ? await users.get(String(doc.userId)) : null;
    if (doc.kind === 'invitation' && (!invited || invited.status !== 'invited' || invited.email !== email)) throw invalidToken();
    // A setup link creates the first admin only: once an active admin exists, every other setup
    // link (an earlier start's, another instance's, one read in a shipped log) is worthless.
    if (doc.kind === 'setup' && (await users.count({ role: 'admin', status: 'active' }))) throw invalidToken();
    if (doc.kind === 'setup' && (await byEmail(ctx.app, email)))
      throw new ApiError('duplicate', 'error.duplicate', [{ path: ['email'], message: 'error.duplicate' }]);
    await assertStrongPassword(password, [email, name]);
    if (!(await consumeToken(ctx.app, doc))) throw invalidToken();
    // The password is hashed (deliberately slow) only once registration is known to be allowed.
    const passwordHash = await hashPassword(password);
    const now = new Date().toISOString();
    const user = invited
      ? await users.update(invited.id, { name, status: 'active', passwordHash, updatedAt: now })
      : await users.insert({
          id: `user-${randomUUID().slice(0, 12)}`,
          email,
          name,
          role: 'admin',
          status: 'active',
          lastLoginAt: null,
          passwordHash,
          createdAt: now,
          updatedAt: now,
          updatedBy: null,
        });
    if (doc.kind === 'setup') await ctx.app.repos.tokens.deleteWhere({ kind: 'setup' });
    const { passwordHash: _h, ...publicUser } = user!;
    return new Reply(await ctx.app.auth.openSession(publicUser as Row), { status: 201 });
  },
  'auth.forgotPassword': async (ctx) => {
    const doc = await byEmail(ctx.app, ctx.body.email);
    const active = !!doc && doc.status === 'active';
    // The same work for every address (a token is written either way; one for an unknown address
    // belongs to no one and expires unused), and the mail is queued, never sent in the request:
    // neither the answer nor its time says whether the address has an account.
    const token = await issueToken(ctx.app, 'reset', active ? String(doc._id) : null, RESET_TTL_MS);
    if (active)
      await ctx.app.mail.queue(
        String(doc.email),
        'Passwort zurücksetzen / Reset your password',
        `Hallo ${doc.name},\n\nüber diesen Link setzen Sie Ihr Passwort neu (1 Stunde gültig, einmal verwendbar):\n${tokenLink(ctx.app, 'reset-password', token)}\n\nFalls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.`,
      );
    return { ok: true };
  },
  'auth.resetPassword': async (ctx) => {
    const doc = await findToken(ctx.app, ['reset'], ctx.body.token);
    const user = doc?.userId ? await ctx.app.repos.users.get(String(doc.userId)) : null;
    if (!doc || !user) throw invalidResetToken();
    await assertStrongPassword(ctx.body.password, [String(user.email), String(user.name)]);
    if (!(await consumeToken(ctx.app, doc))) throw invalidResetToken();
    await ctx.app.repos.users.update(user.id, {
      passwordHash: await hashPassword(ctx.body.password),
      updatedAt: new Date().toISOString(),
    });
    // Every other reset link of this user dies with this one, every open session ends, the login count starts afresh.
    await ctx.app.repos.tokens.deleteWhere({ userId: user.id, kind: 'reset' });
    await ctx.app.auth.revokeAll(user.id);
    await clearLoginAttempts(ctx.app.mongo.db, String(user.email));
    return { ok: true };
  },
  'auth.changePassword': async (ctx) => {
    const { users } = ctx.app.repos;
    const user = ctx.user!;
    const doc = await users.collection.findOne({ _id: user.id as never });
    if (!(await verifyPassword(ctx.body.currentPassword, doc?.passwordHash)))
      throw new ApiError('validation', 'error.validation', [{ path: ['currentPassword'], message: 'error.wrongPassword' }]);
    await assertStrongPassword(ctx.body.newPassword, [user.email, user.name], 'newPassword');
    await users.update(user.id, { passwordHash: await hashPassword(ctx.body.newPassword), updatedAt: new Date().toISOString() });
    // Other sessions (a forgotten browser, a thief's) end; this one stays.
    await ctx.app.repos.sessions.collection.deleteMany({ userId: user.id, _id: { $ne: tokenHash(ctx.token!) as never } });
    await ctx.app.repos.tokens.deleteWhere({ userId: user.id, kind: 'reset' });
    return { ok: true };
  },
};
