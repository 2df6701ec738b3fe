/**
 * Faults: with the database gone the API answers 503 with a clear message, and recovers by itself
 * when it returns; every submission that was answered 201 is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MongoClient } from 'mongodb';
import { buildApp } from '../../api/app';
import { loadConfig } from '../../api/config';
import { seedDatabase } from '../../api/seed';
import { practiceImages, practiceInfo, seedCollections } from '../../mocks/fixtures';
import { startTcpProxy } from '../support/tcpProxy';
import type { FastifyInstance } from 'fastify';

const uri = new URL(process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017');
const dbName = `test_faults_${process.pid}_${Date.now()}`;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let app: FastifyInstance;
let base: string;
let direct: MongoClient;

beforeAll(async () => {
  direct = await new MongoClient(uri.href).connect();
  await seedDatabase(direct.db(dbName), { collections: seedCollections() as never, practiceInfo, practiceImages });
  proxy = await startTcpProxy(uri.hostname, Number(uri.port || 27017));
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' }, {
    MONGODB_URI: `mongodb://127.0.0.1:${proxy.port}/?directConnection=true`, MONGODB_DB: dbName,
    RATE_LIMIT_FORM_PER_MIN: 10_000,
  });
  app = await buildApp(config);
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app?.close();
  await proxy?.close();
  await direct?.db(dbName).dropDatabase();
  await direct?.close();
});

const post = (i: number) =>
  fetch(`${base}/api/v1/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: `Patient ${i}`, email: `p${i}@example.org`, subject: 'Termin', message: 'Bitte um Rückruf wegen eines Termins.' }),
  });

describe('database outage', () => {
  it('answers 503 while the database is away and recovers by itself, losing no accepted submission', async () => {
    const accepted: string[] = [];
    const record = async (i: number) => {
      const r = await post(i);
      if (r.status === 201) accepted.push((await r.json()).data.id);
      return r.status;
    };
    expect(await record(1)).toBe(201);

    proxy.cut();
    const during = await post(2);
    expect(during.status).toBe(503);
    expect(await during.json()).toEqual({ message: 'error.databaseUnavailable', code: 'database_unavailable' });
    expect((await fetch(`${base}/api/v1/treatments`)).status).toBe(503);
    expect((await fetch(`${base}/api/health`)).status).toBe(503);

    proxy.restore();
    let status = 0;
    for (let i = 0; i < 40 && status !== 201; i++) {
      status = await record(100 + i);
      if (status !== 201) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(201);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);

    const stored = await direct.db(dbName).collection('messages').find({ _id: { $in: accepted as never[] } }).toArray();
    expect(stored.map((d) => String(d._id)).sort()).toEqual([...accepted].sort());
  });
});
