/** The fresh database a benchmark runs on: its own name, the demo's records, dropped by the benchmark at the end. */
import { MongoClient } from 'mongodb';
import { seedDatabase } from '../api/seed';
import { practiceImages, practiceInfo, seedCollections } from '../content/demo';

/** Connects to `uri` and seeds the database `bench_<name>_<time>` (`bench_<time>` without a name). */
export async function seededDatabase(uri: string, name?: string) {
  const dbName = name ? `bench_${name}_${Date.now()}` : `bench_${Date.now()}`;
  const client = await new MongoClient(uri).connect();
  const db = client.db(dbName);
  await seedDatabase(db, { collections: seedCollections() as never, practiceInfo, practiceImages });
  return { client, db, dbName };
}
