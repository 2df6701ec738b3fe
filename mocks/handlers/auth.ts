/** Mock implementations of the auth calls (spec §7), with the same rules as the API (issue 6). */
import { ApiError } from '../../src/contract/http';
import { db, newId, now, SESSION_MS, type Row } from '../db';
import { Reply, type Impl } from './runtime';

const RESET_MS = 60 * 60 * 1000;
const findByEmail = (email: string) =>
  db.collection('users').find((u) => String(u.email).toLowerCase() === email.toLowerCase());

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
    const user = findByEmail(body.email);
    if (!user || user.status !== 'active' || db.state.passwords[user.id] !== body.password)
      throw new ApiError('unauthorized', 'error.invalidCredentials');
    return openSession(user);
  },
  'auth.logout': ({ token }) => {
    delete db.state.sessions[token!];
    db.save();
    return { ok: true };
  },
  'auth.me': ({ user }) => user,
  'auth.register': ({ body }) => {
    const users = db.collection('users');
    let user: Row | undefined;
    if (body.invitationToken) {
      const inv = db.state.invitations[body.invitationToken];
      user = inv && inv.expiresAt > Date.now() ? users.find((u) => u.id === inv.userId) : undefined;
      if (!user || String(user.email).toLowerCase() !== body.email.toLowerCase()) throw new ApiError('forbidden', 'error.invalidToken');
      delete db.state.invitations[body.invitationToken];
      Object.assign(user, { name: body.name, status: 'active', updatedAt: now() });
    } else if (users.length === 0) {
      // First-run setup: the very first account becomes the admin.
      user = { id: newId('user'), email: body.email, name: body.name, role: 'admin', status: 'active', lastLoginAt: null, createdAt: now(), updatedAt: now(), updatedBy: null };
      users.push(user);
    } else throw new ApiError('forbidden', 'error.invitationRequired');
    db.state.passwords[user.id] = body.password;
    return new Reply(openSession(user), { status: 201 });
  },
  'auth.forgotPassword': ({ body }) => {
    const user = findByEmail(body.email);
    if (user && user.status === 'active') {
      const token = crypto.randomUUID();
      db.state.resetTokens[token] = { userId: user.id, expiresAt: Date.now() + RESET_MS };
      sendMail(String(user.email), 'Passwort zurücksetzen', `/admin/reset-password?token=${token}`);
      db.save();
    }
    return { ok: true };
  },
  'auth.resetPassword': ({ body }) => {
    const entry = db.state.resetTokens[body.token];
    delete db.state.resetTokens[body.token]; // single use, even when expired
    if (!entry || entry.expiresAt < Date.now()) throw new ApiError('validation', 'error.invalidToken', [{ path: ['token'], message: 'error.invalidToken' }]);
    db.state.passwords[entry.userId] = body.password;
    // A new password ends every open session of that user.
    for (const [t, s] of Object.entries(db.state.sessions)) if (s.userId === entry.userId) delete db.state.sessions[t];
    db.save();
    return { ok: true };
  },
};
