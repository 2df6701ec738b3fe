/** Mock implementations of the auth calls (spec §7), with the same rules as the API (issue 6). */
import { ApiError } from '../../src/contract/http';
import { FORGET_LOGIN_ATTEMPTS_MS, LOGIN_LOCKED_MESSAGE, loginDelayMs } from '../../src/contract/rules/loginThrottle';
import { weakPasswordReason } from '../../src/contract/rules/passwordStrength';
import { db, newId, now, SESSION_MS, type Row } from '../db';
import { Reply, type Impl } from './runtime';

const RESET_MS = 60 * 60 * 1000;
// E-mails arrive canonical (the contract's AccountEmail), as they are stored.
const findByEmail = (email: string) => db.collection('users').find((u) => u.email === email);

/** Per-account login throttling, the server's rule (src/contract/rules/loginThrottle.ts). */
function countLoginAttempt(email: string) {
  const attempts = (db.state.loginAttempts ??= {});
  const entry = attempts[email];
  const at = Date.now();
  if (entry && entry.expiresAt > at && entry.nextAttemptAt > at) throw new ApiError('rate_limited', LOGIN_LOCKED_MESSAGE);
  const count = (entry && entry.expiresAt > at ? entry.count : 0) + 1;
  attempts[email] = { count, nextAttemptAt: at + loginDelayMs(count), expiresAt: at + FORGET_LOGIN_ATTEMPTS_MS };
  db.save();
}
const clearLoginAttempts = (email: string) => delete db.state.loginAttempts?.[email];

async function assertStrongPassword(password: string, userInputs: string[], field = 'password') {
  const reason = await weakPasswordReason(password, userInputs);
  if (reason) throw new ApiError('validation', 'error.validation', [{ path: [field], message: reason }]);
}
const tokenLink = (screen: string, token: string) => `/admin/${screen}#token=${token}`;

function openSession(user: Row) {
  const token = crypto.randomUUID();
  db.state.sessions[token] = { userId: user.id, expiresAt: Date.now() + SESSION_MS };
  user.lastLoginAt = now();
  db.save();
  return { token, user };
}

/** Without SMTP the server writes mail to the outbox; the mocks do the same. */
export function sendMail(to: string, subject: string, text: string) {
  db.collection('outbox').push({ id: newId('mail'), to, subject, text, createdAt: now() });
}

export const authImpls: Record<string, Impl> = {
  'auth.login': ({ body }) => {
    countLoginAttempt(body.email);
    const user = findByEmail(body.email);
    if (!user || user.status !== 'active' || db.state.passwords[user.id] !== body.password)
      throw new ApiError('unauthorized', 'error.invalidCredentials');
    clearLoginAttempts(body.email);
    return openSession(user);
  },
  'auth.logout': ({ token }) => {
    delete db.state.sessions[token!];
    db.save();
    return { ok: true };
  },
  'auth.me': ({ user }) => user,
  // Always with an invitation (the server also takes its first-run setup token; the mocks always have an admin).
  'auth.register': async ({ body }) => {
    if (!body.invitationToken) throw new ApiError('forbidden', 'error.invitationRequired');
    const inv = db.state.invitations[body.invitationToken];
    const user = inv && inv.expiresAt > Date.now() ? db.collection('users').find((u) => u.id === inv.userId) : undefined;
    // Checked before the invitation is used up: a typo in the e-mail can be corrected and sent again.
    if (!user || user.status !== 'invited' || user.email !== body.email) throw new ApiError('forbidden', 'error.invalidToken');
    await assertStrongPassword(body.password, [body.email, body.name]);
    delete db.state.invitations[body.invitationToken];
    Object.assign(user, { name: body.name, status: 'active', updatedAt: now() });
    db.state.passwords[user.id] = body.password;
    return new Reply(openSession(user), { status: 201 });
  },
  'auth.forgotPassword': ({ body }) => {
    const user = findByEmail(body.email);
    if (user && user.status === 'active') {
      const token = crypto.randomUUID();
      db.state.resetTokens[token] = { userId: user.id, expiresAt: Date.now() + RESET_MS };
      sendMail(String(user.email), 'Passwort zurücksetzen', tokenLink('reset-password', token));
      db.save();
    }
    return { ok: true };
  },
  'auth.resetPassword': async ({ body }) => {
    const entry = db.state.resetTokens[body.token];
    const user = entry && entry.expiresAt > Date.now() ? db.collection('users').find((u) => u.id === entry.userId) : undefined;
    if (!user) throw new ApiError('validation', 'error.invalidToken', [{ path: ['token'], message: 'error.invalidToken' }]);
    await assertStrongPassword(body.password, [String(user.email), String(user.name)]);
    db.state.passwords[user.id] = body.password;
    // Every reset link of that user dies with this one; a new password ends every open session.
    for (const [t, r] of Object.entries(db.state.resetTokens)) if (r.userId === user.id) delete db.state.resetTokens[t];
    for (const [t, s] of Object.entries(db.state.sessions)) if (s.userId === user.id) delete db.state.sessions[t];
    clearLoginAttempts(String(user.email));
    db.save();
    return { ok: true };
  },
  'auth.changePassword': async ({ body, user, token }) => {
    if (db.state.passwords[user!.id] !== body.currentPassword)
      throw new ApiError('validation', 'error.validation', [{ path: ['currentPassword'], message: 'error.wrongPassword' }]);
    await assertStrongPassword(body.newPassword, [user!.email, user!.name], 'newPassword');
    db.state.passwords[user!.id] = body.newPassword;
    // Other sessions end; this one stays.
    for (const [t, s] of Object.entries(db.state.sessions)) if (s.userId === user!.id && t !== token) delete db.state.sessions[t];
    for (const [t, r] of Object.entries(db.state.resetTokens)) if (r.userId === user!.id) delete db.state.resetTokens[t];
    db.save();
    return { ok: true };
  },
};
