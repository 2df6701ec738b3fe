/**
 * The demo seed's writer: replaces the content collections with given data (the demo practice of
 * content/demo) and marks every row as demo. Used by `npm run seed:demo` (scripts/seedDemo.ts), the
 * API tests and the benchmarks; a practice's own database never sees it (its records come from the
 * migrations at start, migrations.ts). Touches neither the inbox (unless `withInbox`) nor the staff
 * accounts (unless `users`).
 */
import type { Db } from 'mongodb';
import { BASELINE_AUTHOR } from '../content/baseline';
import { asStoredDemo } from '../content/demo/values';
import { practiceWordsOf, weakPasswordReason } from '../src/contract/rules/passwordStrength';
import { hashPassword } from './plugins/app/passwords';
import { ensureIndexes, type Stored } from './plugins/app/repositories';

export interface SeedData {
  collections: Record<string, { id: string }[]>;
  practiceInfo: object;
  practiceImages: { id: string }[];
}

interface SeedOptions {
  withInbox?: boolean;
  users?: boolean;
}

const toDoc = ({ id, ...rest }: { id: string }) => asStoredDemo({ _id: id, ...rest });
const INBOX = new Set(['applications', 'appointments', 'messages', 'newsletter', 'outbox']);

/** The collections `seedDatabase` empties and fills, for `data` and `opts`. */
export function replacedCollections(data: Pick<SeedData, 'collections'>, opts: SeedOptions = {}): string[] {
  return Object.keys(data.collections).filter((name) => (name !== 'users' || opts.users) && (!INBOX.has(name) || opts.withInbox));
}

/** Replaces the seeded collections (not the inbox unless `withInbox`), then ensures indexes. */
/** Returns the names of the collections it wrote. */
export async function seedDatabase(db: Db, data: SeedData, opts: SeedOptions = {}): Promise<string[]> {
  const written = replacedCollections(data, opts);
  for (const name of written) {
    const rows = data.collections[name]!;
    const col = db.collection<Stored>(name);
    await col.deleteMany({});
    if (rows.length) await col.insertMany(rows.map(toDoc));
  }
  await db.collection<Stored>('practice').replaceOne({ _id: 'info' }, asStoredDemo(data.practiceInfo), { upsert: true });
  await db.collection('practice-images').deleteMany({});
  if (data.practiceImages.length) await db.collection<Stored>('practice-images').insertMany(data.practiceImages.map(toDoc));
  await ensureIndexes(db);
  return [...written, 'practice', 'practice-images'];
}

/** Authors of records no staff member wrote: the demo fixtures, the catalogue, the baseline. */
const AUTOMATIC_AUTHORS = ['seed', 'catalogue', BASELINE_AUTHOR];

/**
 * Records in `collections` that staff created or changed (their `updatedBy` names a staff member),
 * counted per collection: what replacing those collections would destroy.
 */
export async function staffEdits(db: Db, collections: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of collections) {
    const n = await db.collection(name).countDocuments({ updatedBy: { $exists: true, $nin: [null, ...AUTOMATIC_AUTHORS] } });
    if (n) counts[name] = n;
  }
  return counts;
}

/** Sets passwords (scrypt) on users; used for the first admin and the test accounts. */
export async function setPassword(db: Db, userId: string, password: string) {
  await db.collection<Stored>('users').updateOne({ _id: userId }, { $set: { passwordHash: await hashPassword(password) } });
}

/**
 * Why the seed's admin password is refused (the i18n id), or null: the rule of registration, reset
 * and change (behaviour/auth.ts), with the practice's own words from this database.
 */
export async function weakSeedPassword(db: Db, password: string, userInputs: string[]): Promise<string | null> {
  const practice = practiceWordsOf(await db.collection<Stored>('practice').findOne({ _id: 'info' }));
  return weakPasswordReason(password, [...userInputs, ...practice]);
}
