/**
 * A session that ends while staff are working (it expired, or was ended from another device): the
 * server answers 401 and the token is gone, but the screen stays as it is, with everything typed in
 * its form. The frame asks to sign in again in a dialog (SessionExpiredDialog); signing in there
 * continues the same screen, and a save refused meanwhile succeeds when sent again.
 *
 * Until then the admin goes on as the user it knew: react-admin is not told to log out (checkError)
 * and its rights checks get the last known user, so no screen is swapped for the login page or an
 * "access denied" while a form is open. Without a frame on screen (the login page, a first start
 * with an expired token) a 401 goes to the login page as before.
 */
import { useSyncExternalStore } from 'react';
import { whenSessionEnds } from '@/lib/api';

let framed = false;
let awaiting = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

whenSessionEnds(() => {
  if (!framed || awaiting) return;
  awaiting = true;
  changed();
});

/** Whether the session ended while a screen was open and the dialog asks to sign in again. */
export const awaitingSignIn = () => awaiting;

/** The sign-in in the dialog succeeded (or the user chose the login page): the screen carries on. */
export function signedInAgain() {
  if (!awaiting) return;
  awaiting = false;
  changed();
}

/** The frame is on screen: a session ending from now on keeps the screen and asks for a sign-in. */
export function frameShown() {
  framed = true;
  return () => {
    framed = false;
    signedInAgain();
  };
}

export const useAwaitingSignIn = () =>
  useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, awaitingSignIn);
