/**
 * The api project's database: the official driver reaches MONGODB_URI, and the behaviour the
 * repositories rely on holds (unique indexes answer E11000). Each test file uses its own database.
 */
import { MongoClient, MongoServerError } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const uri = process.env.MONGODB_URI;
let client: MongoClient;
const dbName = `test_db_${process.pid}_${Date.now()}`;

beforeAll(async () => {
  if (!uri) throw new Error('MONGODB_URI is not set (npm test starts the test database)');
  client = await new MongoClient(uri, { serverSelectionTimeoutMS: 10_000 }).connect();
});
afterAll(async () => {
  await client?.db(dbName).dropDatabase();
  await client?.close();
});

describe('MongoDB through the official driver', () => {
  it('answers ping', async () => {
    expect((await client.db(dbName).command({ ping: 1 })).ok).toBe(1);
  });
  it('enforces a unique index with duplicate-key error 11000', async () => {
    const slugs = client.db(dbName).collection('treatments');
    await slugs.createIndex({ slug: 1 }, { unique: true });
    await slugs.insertOne({ slug: 'zahnbrücke' });
    const err = await slugs.insertOne({ slug: 'zahnbrücke' }).catch((e) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(11000);
  });
});
