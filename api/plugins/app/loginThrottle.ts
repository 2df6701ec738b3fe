/**
 * Login throttling on MongoDB (rule and figures: src/contract/rules/loginThrottle.ts). The counts
 * live in the `loginAttempts` collection, so every instance sees the same ones: one entry per
 * account with the attempts from all clients, one per account and client with that client's. Keys
 * are hashes of the canonical e-mail (and client), so the collection holds no address, and unknown
 * addresses are counted exactly like real ones. An attempt is counted before the password is
 * checked: parallel guesses cannot slip past the count while the first ones are still being verified.
 */
import { createHash } from 'node:crypto';
import type { Db } from 'mongodb';
import { ApiError } from '../../../src/contract/http';
import type { SignInAttempts } from '../../../src/contract/entities/staffUser';
import { FORGET_LOGIN_ATTEMPTS_MS, LOGIN_LOCKED_MESSAGE, loginDelayMs } from '../../../src/contract/rules/loginThrottle';
import { isDuplicateKey, isTransientWriteError } from './transientWrites';

const hash = (s: string) => createHash('sha256').update(s).digest('hex');
const accountKey = (email: string) => hash(`login:${email}`);
const clientKey = (email: string, client: string) => hash(`login:${email}|${client}`);
const locked = () => new ApiError('rate_limited', LOGIN_LOCKED_MESSAGE);

interface AttemptDoc {
  _id: string;
  /** On a client's entry: its account's key. */
  account?: string;
  count: number;
  nextAttemptAt?: Date;
  lastAttemptAt?: Date;
  expiresAt: Date;
}

/** Counts a login attempt at `email` from `client`, or throws 429 while that client must wait. */
export async function countLoginAttempt(db: Db, email: string, client: string): Promise<void> {
  const attempts = db.collection<AttemptDoc>('loginAttempts');
  const account = accountKey(email);
  const _id = clientKey(email, client);
  const waiting = await attempts.findOne({ _id });
  if (waiting?.nextAttemptAt && waiting.nextAttemptAt.getTime() > Date.now()) throw locked();
  // The account's count first: a client may not be told "go on" on a count that others have raised meanwhile.
  const now = new Date();
  const all = await attempts.findOneAndUpdate(
    { _id: account },
    { $inc: { count: 1 }, $set: { lastAttemptAt: now, expiresAt: new Date(+now + FORGET_LOGIN_ATTEMPTS_MS) } },
    { upsert: true, returnDocument: 'after' },
  );
  const accountAttempts = all?.count ?? 1;
  // Compare-and-set on the client's count: of its simultaneous attempts each one is counted, or refused.
  for (let round = 0; round < 5; round++) {
    const at = Date.now();
    const doc = await attempts.findOne({ _id });
    if (doc?.nextAttemptAt && doc.nextAttemptAt.getTime() > at) throw locked();
    const count = Number(doc?.count ?? 0) + 1;
    const set = {
      account,
      count,
      nextAttemptAt: new Date(at + loginDelayMs(count, accountAttempts)),
      expiresAt: new Date(at + FORGET_LOGIN_ATTEMPTS_MS),
    };
    try {
      if (!doc) {
        await attempts.insertOne({ _id, ...set });
        return;
      }
      if ((await attempts.updateOne({ _id, count: doc.count }, { $set: set })).modifiedCount === 1) return;
    } catch (err) {
      // Lost the race for the first count, or the database aborted the write under contention:
      // read the count again.
      if (!isDuplicateKey(err) && !isTransientWriteError(err)) throw err;
    }
  }
  throw locked(); // the count kept moving under us: many attempts at once, which is what this stops
}

/**
 * A successful login starts its client's count afresh and takes itself off the account's count
 * (which counts the attempts that failed, so staff who sign in often are not taken for an attack);
 * a password reset (no client) starts the whole account's counts afresh.
 */
export async function clearLoginAttempts(db: Db, email: string, client?: string): Promise<void> {
  const attempts = db.collection<AttemptDoc>('loginAttempts');
  if (!client) {
    await attempts.deleteMany({ $or: [{ _id: accountKey(email) }, { account: accountKey(email) }] });
    return;
  }
  await attempts.deleteOne({ _id: clientKey(email, client) });
  await attempts.updateOne({ _id: accountKey(email), count: { $gt: 0 } }, { $inc: { count: -1 } });
}

/** For the admins' users list: per e-mail with attempts within the last day, what the counts say now. */
export async function loginAttemptsOf(db: Db, emails: string[]): Promise<Record<string, SignInAttempts>> {
  const attempts = db.collection<AttemptDoc>('loginAttempts');
  const byKey = new Map(emails.map((e) => [accountKey(e), e]));
  const accounts = await attempts.find({ _id: { $in: [...byKey.keys()] }, count: { $gt: 0 } }).toArray();
  const out: Record<string, SignInAttempts> = {};
  for (const doc of accounts) {
    const waitingClients = await attempts.countDocuments({ account: doc._id, nextAttemptAt: { $gt: new Date() } });
    out[byKey.get(doc._id)!] = {
      attempts: doc.count,
      lastAttemptAt: (doc.lastAttemptAt ?? new Date()).toISOString(),
      waitingClients,
    };
  }
  return out;
}
