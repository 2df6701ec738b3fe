/**
 * Seeding: writes the content collections from given data (the fixtures and the catalogue) and
 * creates the first admin. Used by `npm run seed` and by the API tests; touches nothing else.
 */
import type { Db } from 'mongodb';
import { hashPassword } from './plugins/app/passwords';
import { ensureIndexes } from './plugins/app/repositories';

export interface SeedData {
  collections: Record<string, { id: string }[]>;
  practiceInfo: object;
  practiceImages: { id: string }[];
}

const toDoc = ({ id, ...rest }: { id: string }) => ({ _id: id, ...rest });

/** Replaces the seeded collections (not the inbox unless `withInbox`), then ensures indexes. */
/** Returns the names of the collections it wrote. */
export async function seedDatabase(
  db: Db,
  data: SeedData,
  opts: { withInbox?: boolean; users?: boolean } = {},
): Promise<string[]> {
  const written: string[] = [];
  const inbox = new Set(['applications', 'appointments', 'messages', 'newsletter', 'outbox']);
  for (const [name, rows] of Object.entries(data.collections)) {
    if (name === 'users' && !opts.users) continue;
    if (inbox.has(name) && !opts.withInbox) continue;
    const col = db.collection(name);
    await col.deleteMany({});
    if (rows.length) await col.insertMany(rows.map(toDoc) as never[]);
    written.push(name);
  }
  await db.collection('practice').replaceOne({ _id: 'info' as never }, data.practiceInfo, { upsert: true });
  await db.collection('practice-images').deleteMany({});
  if (data.practiceImages.length) await db.collection('practice-images').insertMany(data.practiceImages.map(toDoc) as never[]);
  await ensureIndexes(db);
  return [...written, 'practice', 'practice-images'];
}

/** Sets passwords (scrypt) on users; used for the first admin and the test accounts. */
export async function setPassword(db: Db, userId: string, password: string) {
  await db.collection('users').updateOne({ _id: userId as never }, { $set: { passwordHash: await hashPassword(password) } });
}
