/**
 * `npm run seed:demo` as it runs (the compiled dist/server/seedDemo.js under plain node):
 * it refuses in production without --yes-demo and on a database with staff edits without
 * --replace-staff-edits, changing nothing; otherwise it loads the demo practice, every record
 * marked demo, and leaves the inbox and the staff accounts alone.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { MongoClient, type Db } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SCRIPT = 'dist/server/seedDemo.js';
const uri = process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017';
const dbName = `test_seed_demo_${process.pid}_${Date.now()}`;
let client: MongoClient;
let db: Db;

function seedDemo(env: Record<string, string>, ...args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [SCRIPT, ...args], {
    env: { ...process.env, MONGODB_URI: uri, MONGODB_DB: dbName, NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d));
  child.stderr.on('data', (d: Buffer) => (output += d));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

beforeAll(async () => {
  if (!existsSync(SCRIPT)) throw new Error('no server build: run npm run build:site first');
  client = await new MongoClient(uri).connect();
  db = client.db(dbName);
});
afterAll(async () => {
  await db.dropDatabase();
  await client.close();
});

describe('npm run seed:demo', () => {
  it('refuses in production without --yes-demo (exit 2) and writes nothing', async () => {
    const { code, output } = await seedDemo({ NODE_ENV: 'production' });
    expect(code).toBe(2);
    expect(output).toContain('--yes-demo');
    expect(await db.listCollections().toArray()).toEqual([]);
  });

  it('with --yes-demo loads the demo practice, every record marked, the inbox and the staff accounts kept', async () => {
    await db.collection('appointments').insertOne({ _id: 'appointment-real' as never, lastName: 'Real', updatedBy: null });
    await db.collection('users').insertOne({ _id: 'user-real' as never, email: 'chefin@praxis.example', role: 'admin' });
    const { code, output } = await seedDemo({ NODE_ENV: 'production' }, '--yes-demo');
    expect(code, output).toBe(0);
    expect(await db.collection('team').countDocuments()).toBeGreaterThanOrEqual(8);
    expect(await db.collection('team').countDocuments({ demo: { $ne: true } })).toBe(0);
    expect(await db.collection('contact').findOne({ _id: 'contact' as never })).toMatchObject({ demo: true });
    expect(await db.collection('reviews').distinct('source')).toEqual(['demo']);
    expect(await db.collection('appointments').countDocuments()).toBe(1);
    expect(await db.collection('users').find().toArray()).toEqual([expect.objectContaining({ _id: 'user-real' })]);
  });

  it('runs again over its own records, but refuses (exit 3) once staff changed one, and keeps the change', async () => {
    expect((await seedDemo({})).code).toBe(0);
    await db
      .collection('contact')
      .updateOne({ _id: 'contact' as never }, { $set: { phone_primary: '+49 89 123 456', updatedBy: 'chefin@praxis.example' } });
    const refused = await seedDemo({});
    expect(refused.code).toBe(3);
    expect(refused.output).toContain('contact 1');
    expect(await db.collection('contact').findOne({ _id: 'contact' as never })).toMatchObject({
      phone_primary: '+49 89 123 456',
    });
  });

  it('replaces the staff edits only when told to (--replace-staff-edits)', async () => {
    const { code } = await seedDemo({}, '--replace-staff-edits');
    expect(code).toBe(0);
    expect(await db.collection('contact').findOne({ _id: 'contact' as never })).toMatchObject({ updatedBy: 'seed', demo: true });
  });
});
