/**
 * Per-account login throttling (issue 15, item 1): the IP limit alone is lifted by any client that
 * spreads its guesses over addresses. Attempts are counted per account, i.e. per canonical e-mail,
 * whether or not an account exists (so the answer reveals nothing): the first few are free, then
 * each further attempt must wait twice as long as the one before, up to a cap. A successful login
 * or password reset clears the count; an idle count is forgotten after a day.
 * One rule for the server (MongoDB, all instances) and the mocks.
 */
export const FREE_LOGIN_ATTEMPTS = 5;
const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 15 * 60_000;
export const FORGET_LOGIN_ATTEMPTS_MS = 24 * 60 * 60_000;
export const LOGIN_LOCKED_MESSAGE = 'error.loginLocked';

/** How long the account waits after its `attempts`-th unsuccessful (or pending) attempt. */
export const loginDelayMs = (attempts: number) =>
  attempts < FREE_LOGIN_ATTEMPTS ? 0 : Math.min(FIRST_DELAY_MS * 2 ** (attempts - FREE_LOGIN_ATTEMPTS), MAX_DELAY_MS);
