/**
 * Auth calls, once for the server and the mocks: login (throttled per account and client), logout, me,
 * register (invitation or first-run setup token), forgot/reset password, change one's own password.
 *
 * Single-use tokens (reset, invitation, setup) are stored as their hash only. A token is checked
 * first and consumed only when the call succeeds, so a typo in the e-mail does not burn an invitation.
 */
import type { Implementations } from '../src/contract/endpoints';
import { ApiError, Reply } from '../src/contract/http';
import { practiceWordsOf, weakPasswordReason } from '../src/contract/rules/passwordStrength';
import type { Ctx, Services } from './context';
import { isDuplicate, newId } from './ids';
import { sendMail } from './mail/outbox';
import { takeRecipientSlot } from './mail/recipientCap';
import type { Row, Store } from './store';

export const RESET_TTL_MS = 60 * 60 * 1000;
/** Reset mails one account gets within RESET_TTL_MS (the requests beyond answer alike and mail nothing). */
export const RESET_MAILS_PER_HOUR = 3;
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const SETUP_TTL_MS = 24 * 60 * 60 * 1000;
type TokenKind = 'reset' | 'invitation' | 'setup';
type Faces = Pick<Ctx, 'store' | 'services'>;

/** E-mails reach here in their canonical form (the contract's AccountEmail: trimmed, lowercase). */
const byEmail = ({ store }: Faces, email: string) =>
  store.collection('users').findOne({ email: String(email) }, { withHidden: true });

/** Issues a single-use token of `kind` and returns it (only its hash is stored). */
export async function issueToken({ store, services }: Faces, kind: TokenKind, userId: string | null, ttlMs: number) {
  const token = services.tokens.create();
  await store
    .collection('tokens')
    .insert({ id: services.tokens.hash(token), kind, userId, expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}
/** The live token of one of `kinds`, without consuming it. */
const findToken = ({ store, services }: Faces, kinds: TokenKind[], token: string) =>
  store.collection('tokens').findOne({ id: services.tokens.hash(token), kind: { $in: kinds }, expiresAt: { $gt: new Date() } });
/** Consumes a checked token: true for exactly one of simultaneous callers. */
const consumeToken = async ({ store }: Faces, doc: Row) => !!(await store.collection('tokens').delete(doc.id));

/** Staff links carry the token in the fragment: browsers never send it, so no access log or proxy sees it. */
export const tokenLink = ({ services }: Faces, screen: 'register' | 'reset-password', token: string) =>
  `${services.publicUrl}/admin/${screen}#token=${token}`;

/** While no active admin exists, a one-time setup token for the first admin (printed at start by server.ts). */
export async function setupLinkIfNoAdmin(faces: { store: Store; services: Services }): Promise<string | null> {
  if (await faces.store.collection('users').count({ role: 'admin', status: 'active' })) return null;
  return tokenLink(faces, 'register', await issueToken(faces, 'setup', null, SETUP_TTL_MS));
}

/** Refuses a weak new password with a field issue (400), before anything is consumed or stored. */
export async function assertStrongPassword(
  faces: Pick<Faces, 'store'>,
  password: string,
  userInputs: string[],
  field = 'password',
) {
  const practice = practiceWordsOf(await faces.store.collection('practice').get('info'));
  const reason = await weakPasswordReason(password, [...userInputs, ...practice]);
  if (reason) throw new ApiError('validation', 'error.validation', [{ path: [field], message: reason }]);
}

/**
 * auth.resetLink, the job a forgot-password request queued: an active account's reset link is
 * mailed (at most RESET_MAILS_PER_HOUR), any other address gets nothing. Runs once per request: a second run (its lock outlived)
 * finds the mail written (its id names the request) and writes no second one.
 */
export async function sendResetLink(faces: Faces, requestId: string) {
  const tokens = faces.store.collection('tokens');
  const request = await tokens.findOne({ id: requestId, kind: 'resetRequest' });
  if (!request) return;
  const user = await byEmail(faces, String(request.email));
  const mailId = `mail-${requestId}`;
  if (
    user?.status === 'active' &&
    !(await faces.store.collection('outbox').get(mailId)) &&
    // However often it is asked for: a few live links an hour are enough to reset a password.
    (await takeRecipientSlot(faces, 'passwordReset', String(user.email), RESET_MAILS_PER_HOUR, RESET_TTL_MS))
  ) {
    const token = await issueToken(faces, 'reset', user.id, RESET_TTL_MS);
    try {
      await sendMail(faces, {
        id: mailId,
        to: String(user.email),
        template: 'passwordReset',
        language: 'de',
        data: { name: String(user.name), link: tokenLink(faces, 'reset-password', token) },
        accountLinkUntil: new Date(Date.now() + RESET_TTL_MS),
      });
    } catch (err) {
      if (!isDuplicate(err)) throw err; // another run wrote it a moment ago
    }
  }
  await tokens.delete(requestId);
}

const invalidToken = () => new ApiError('forbidden', 'error.invalidToken');
const invalidResetToken = () =>
  new ApiError('validation', 'error.invalidToken', [{ path: ['token'], message: 'error.invalidToken' }]);
const withoutHash = ({ passwordHash: _h, ...user }: Row) => user as Row;

export const authImpls = {
  'auth.login': async (ctx) => {
    const email = String(ctx.body.email);
    await ctx.services.loginThrottle.count(email, ctx.client); // 429 while this client waits, right password or not
    const doc = await byEmail(ctx, email);
    const ok = await ctx.services.passwords.verify(ctx.body.password, doc?.passwordHash);
    if (!doc || !ok || doc.status !== 'active') throw new ApiError('unauthorized', 'error.invalidCredentials');
    await ctx.services.loginThrottle.clear(email, ctx.client);
    return ctx.services.sessions.open(withoutHash(doc));
  },
  'auth.logout': async ({ services, token }) => {
    await services.sessions.revoke(token!);
    return { ok: true };
  },
  'auth.me': ({ user }) => user!, // staff only: the adapters let no request without a user in
  // Always with a token: an admin's invitation, or the setup token that creates the first admin.
  'auth.register': async (ctx) => {
    const users = ctx.store.collection('users');
    const { email, name, password, invitationToken } = ctx.body as {
      email: string;
      name: string;
      password: string;
      invitationToken?: string;
    };
    if (!invitationToken) throw new ApiError('forbidden', 'error.invitationRequired');
    const doc = await findToken(ctx, ['invitation', 'setup'], invitationToken);
    if (!doc) throw invalidToken();
    const invited = doc.kind === 'invitation' ? await users.get(String(doc.userId)) : null;
    if (doc.kind === 'invitation' && (!invited || invited.status !== 'invited' || invited.email !== email)) throw invalidToken();
    // A setup link creates the first admin only: once an active admin exists, every other setup
    // link (an earlier start's, another instance's, one read in a shipped log) is worthless.
    if (doc.kind === 'setup' && (await users.count({ role: 'admin', status: 'active' }))) throw invalidToken();
    if (doc.kind === 'setup' && (await byEmail(ctx, email)))
      throw new ApiError('duplicate', 'error.duplicate', [{ path: ['email'], message: 'error.duplicate' }]);
    await assertStrongPassword(ctx, password, [email, name]);
    if (!(await consumeToken(ctx, doc))) throw invalidToken();
    // The password is hashed (deliberately slow) only once registration is known to be allowed.
    const passwordHash = await ctx.services.passwords.hash(password);
    const now = new Date().toISOString();
    const user = invited
      ? await users.update(invited.id, { name, status: 'active', passwordHash, updatedAt: now })
      : await users.insert({
          id: newId('users'),
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
    if (doc.kind === 'setup') await ctx.store.collection('tokens').deleteWhere({ kind: 'setup' });
    return new Reply(await ctx.services.sessions.open(withoutHash(user!)), { status: 201 });
  },
  'auth.forgotPassword': async (ctx) => {
    // Nothing the request does depends on the address: it stores what was asked and queues the job
    // that looks the address up and writes the mail (sendResetLink), the same two writes for every
    // address. Neither the answer nor its time says whether the address has an account. The row
    // holds the address until its job has run (or, should jobs stand still, the reset link's hour).
    const id = newId('tokens');
    await ctx.store
      .collection('tokens')
      .insert({ id, kind: 'resetRequest', email: ctx.body.email, userId: null, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
    await ctx.services.jobs.add('auth.resetLink', { requestId: id });
    return { ok: true };
  },
  'auth.resetPassword': async (ctx) => {
    const doc = await findToken(ctx, ['reset'], ctx.body.token);
    const user = doc?.userId ? await ctx.store.collection('users').get(String(doc.userId)) : null;
    if (!doc || !user) throw invalidResetToken();
    await assertStrongPassword(ctx, ctx.body.password, [String(user.email), String(user.name)]);
    if (!(await consumeToken(ctx, doc))) throw invalidResetToken();
    await ctx.store.collection('users').update(user.id, {
      passwordHash: await ctx.services.passwords.hash(ctx.body.password),
      updatedAt: new Date().toISOString(),
    });
    // Every other reset link of this user dies with this one, every open session ends, the login count starts afresh.
    await ctx.store.collection('tokens').deleteWhere({ userId: user.id, kind: 'reset' });
    await ctx.services.sessions.revokeAll(user.id);
    await ctx.services.loginThrottle.clear(String(user.email));
    return { ok: true };
  },
  'auth.changePassword': async (ctx) => {
    const users = ctx.store.collection('users');
    const user = ctx.user!;
    const doc = await users.findOne({ id: user.id }, { withHidden: true });
    if (!(await ctx.services.passwords.verify(ctx.body.currentPassword, doc?.passwordHash)))
      throw new ApiError('validation', 'error.validation', [{ path: ['currentPassword'], message: 'error.wrongPassword' }]);
    await assertStrongPassword(ctx, ctx.body.newPassword, [user.email, user.name], 'newPassword');
    await users.update(user.id, {
      passwordHash: await ctx.services.passwords.hash(ctx.body.newPassword),
      updatedAt: new Date().toISOString(),
    });
    // Other sessions (a forgotten browser, a thief's) end; this one stays.
    await ctx.services.sessions.revokeAll(user.id, ctx.token);
    await ctx.store.collection('tokens').deleteWhere({ userId: user.id, kind: 'reset' });
    return { ok: true };
  },
} satisfies Partial<Implementations<Ctx>>;
