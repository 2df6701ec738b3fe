/**
 * Mock mode stores a password as a marked copy, not a hash: its accounts are demo accounts with a
 * published password (README "Demo accounts"), and the browser has no scrypt. The server hashes.
 */
export const mockPasswordHash = (password: string) => `mock:${password}`;
