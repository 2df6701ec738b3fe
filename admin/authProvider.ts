/**
 * Staff sign-in against the contract's auth calls: the token is stored under
 * auth_token; the auth check asks /api/auth/me only when a token exists; a 401 removes the token and
 * returns to the login, unless a screen is open: then the screen stays and a dialog asks to sign in
 * again (auth/sessionExpiry.ts); permissions are the user's role, and `canAccess` applies lib/access.ts.
 * Failures carry the server's message id (e.g. error.invalidCredentials) or a fixed fallback text.
 */
import type { AuthProvider } from 'react-admin';
import type { AuthResult, StaffUser } from '@/contract/entities/staffUser';
import { ApiRequestError, call } from '@/lib/api';
import { readStored, removeStored, writeStored } from '@/lib/storage';
import { STORAGE_KEYS } from '@/i18n/locale';
import { canAccess } from './lib/access';
import { awaitingSignIn, signedInAgain } from './auth/sessionExpiry';

const TOKEN = STORAGE_KEYS.authToken;
/** How long the signed-in user is trusted before /auth/me is asked again. */
const ME_TTL_MS = 60_000;

let me: { user: Promise<StaffUser>; at: number } | null = null;
/** Who was signed in last: the screen goes on as them while the sign-in dialog is open. */
let lastUser: StaffUser | null = null;

/** The user the session ended for, whom the sign-in dialog asks for the password. */
export const userToSignInAgain = () => lastUser;

function currentUser(): Promise<StaffUser> {
  if (awaitingSignIn() && lastUser) return Promise.resolve(lastUser);
  // No token: straight to the login, without an error notification (nothing went wrong).
  if (!readStored(TOKEN)) return Promise.reject({ message: false });
  if (!me || Date.now() - me.at > ME_TTL_MS) {
    const user = call('auth.me');
    me = { user, at: Date.now() };
    user.then(
      (u) => (lastUser = u),
      () => (me = null),
    );
  }
  return me.user;
}

/** The server's message id, or the fixed fallback when there is none (network, timeout). */
export function failureMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiRequestError && err.status !== 0 && err.body.message && err.body.message !== 'error.generic')
    return err.body.message;
  return fallback;
}

/** Stores a session (login and registration answer the same way). */
export function startSession(result: AuthResult) {
  writeStored(TOKEN, result.token);
  me = { user: Promise.resolve(result.user), at: Date.now() };
  lastUser = result.user;
  signedInAgain();
}

export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    try {
      startSession(await call('auth.login', { body: { email, password } }));
    } catch (err) {
      throw new Error(failureMessage(err, 'error.loginFailed'));
    }
  },
  async logout() {
    if (readStored(TOKEN)) await call('auth.logout').catch(() => undefined);
    removeStored(TOKEN);
    me = null;
    lastUser = null;
    signedInAgain();
  },
  async checkAuth() {
    try {
      await currentUser();
    } catch (err) {
      // Only a refused session ends it. A busy or unreachable server (503, a timeout, no network)
      // says nothing about the session, and react-admin would sign out and leave the open screen;
      // the screen's own calls show the failure and the next check asks again.
      if (err instanceof ApiRequestError && err.status !== 401) return;
      throw err;
    }
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      // The screen stays while the dialog asks to sign in again; the failed call's own error shows.
      if (awaitingSignIn()) return;
      removeStored(TOKEN);
      me = null;
      throw error;
    }
  },
  async getPermissions() {
    return (await currentUser().catch(() => null))?.role;
  },
  async getIdentity() {
    const user = await currentUser();
    return { id: user.id, fullName: user.name, email: user.email, role: user.role };
  },
  async canAccess({ resource, action }) {
    const user = await currentUser().catch(() => null);
    return canAccess(user?.role, resource, action);
  },
};
