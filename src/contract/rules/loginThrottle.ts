/**
 * Login throttling. The IP limit alone is lifted by any client that spreads its guesses over
 * addresses, and a count per account alone lets anyone lock a staff member out with five wrong
 * passwords. So attempts are counted per account (canonical e-mail, whether or not an account
 * exists, so the answer reveals nothing) *and* client: each client gets a few free attempts at an
 * account, then waits twice as long before each further one, up to a cap. A client that never
 * failed still signs in, whatever others try.
 *
 * Against guesses spread over many clients the account's attempts from all clients are counted too:
 * once they pass ACCOUNT_UNDER_ATTACK within a day, every client gets a single free attempt at the
 * account (the right password from a clean client still works; a client's first wrong one makes it
 * wait). Admins see both counts in the users list. A successful login clears its client's count, a
 * password reset the account's; idle counts are forgotten after a day.
 * One rule for the server (MongoDB, all instances) and the mocks.
 */
export const FREE_LOGIN_ATTEMPTS = 5;
/** Attempts at one account from all clients within a day from which each client gets one free attempt. */
export const ACCOUNT_UNDER_ATTACK = 20;
const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 15 * 60_000;
export const FORGET_LOGIN_ATTEMPTS_MS = 24 * 60 * 60_000;
export const LOGIN_LOCKED_MESSAGE = 'error.loginLocked';

/**
 * How long a client waits after its `attempts`-th unsuccessful (or pending) attempt at an account
 * that has had `accountAttempts` attempts from all clients.
 */
export function loginDelayMs(attempts: number, accountAttempts = 0) {
  const free = accountAttempts > ACCOUNT_UNDER_ATTACK ? 1 : FREE_LOGIN_ATTEMPTS;
  return attempts < free ? 0 : Math.min(FIRST_DELAY_MS * 2 ** (attempts - free), MAX_DELAY_MS);
}

/** The eight groups of an IPv6 address, `::` expanded, lower case without leading zeros. */
export function ipv6Groups(address: string): string[] {
  const [head = '', tail = ''] = address.split('::');
  const groups = head ? head.split(':') : [];
  if (address.includes('::')) {
    const tailGroups = tail ? tail.split(':') : [];
    groups.push(...Array(Math.max(0, 8 - groups.length - tailGroups.length)).fill('0'), ...tailGroups);
  }
  return groups.map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * The client as throttling tells clients apart: an IPv4 address, or the /64 network of an IPv6 one
 * (one line or household gets a whole /64, so a single address of it would be free to vary).
 */
export function throttledClient(address: string): string {
  const plain = address.replace(/%.*$/, '').replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
  return plain.includes(':') ? `${ipv6Groups(plain).slice(0, 4).join(':')}::/64` : plain;
}
