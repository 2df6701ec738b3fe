/**
 * Per-account login throttling on MongoDB (rule and figures: src/contract/rules/loginThrottle.ts).
 * The count lives in the `loginAttempts` collection, so every instance sees the same count; the key
 * is a hash of the canonical e-mail, so the collection holds no address, and unknown addresses are
 * counted exactly like real ones. An attempt is counted before the password is checked: parallel
 * guesses cannot slip past the count while the first ones are still being verified.
 */
import { createHash } from 'node:crypto';
import type { Db } from 'mongodb';
import { ApiError } from '../../../src/contract/http';
import { FORGET_LOGIN_ATTEMPTS_MS, LOGIN_LOCKED_MESSAGE, loginDelayMs } from '../../../src/contract/rules/loginThrottle';
import { isDuplicateKey, isTransientWriteError } from './transientWrites';

const keyOf = (email: string) => createHash('sha256').update(`login:${email}`).digest('hex');
const locked = () => new ApiError('rate_limited', LOGIN_LOCKED_MESSAGE);

/** Counts a login attempt for `email`, or throws 429 while the account must wait. */
export async function countLoginAttempt(db: Db, email: string): Promise<void> {
  const attempts = db.collection('loginAttempts');
  const _id = keyOf(email) as never;
  // Compare-and-set on the count: of simultaneous attempts each one is counted, or refused.
  for (let round = 0; round < 5; round++) {
    const now = Date.now();
    const doc = await attempts.findOne({ _id });
    if (doc && doc.nextAttemptAt.getTime() > now) throw locked();
    const count = Number(doc?.count ?? 0) + 1;
    const set = {
      count,
      nextAttemptAt: new Date(now + loginDelayMs(count)),
      expiresAt: new Date(now + FORGET_LOGIN_ATTEMPTS_MS),
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

/** A successful login or password reset starts the count afresh. */
export async function clearLoginAttempts(db: Db, email: string): Promise<void> {
  await db.collection('loginAttempts').deleteOne({ _id: keyOf(email) as never });
}
