/**
 * What a load balancer asks an instance: /health/live answers while the process
 * runs; /health/ready says "send me traffic" only while the database answers and the instance is
 * not shutting down, and otherwise answers 503 with Retry-After.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MongoClient } from 'mongodb';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/app';
import { loadConfig } from '../../api/config';
import { startTcpProxy } from '../support/tcpProxy';

const uri = new URL(process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017');
const dbName = `test_health_${process.pid}_${Date.now()}`;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  proxy = await startTcpProxy(uri.hostname, Number(uri.port || 27017));
  const config = loadConfig(
    { ...process.env, LOG_LEVEL: 'fatal' },
    { MONGODB_URI: `mongodb://127.0.0.1:${proxy.port}/?directConnection=true`, MONGODB_DB: dbName },
  );
  app = await buildApp(config);
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app?.close();
  await proxy?.close();
  const direct = await new MongoClient(uri.href).connect();
  await direct.db(dbName).dropDatabase();
  await direct.close();
});

const get = async (path: string) => {
  const res = await fetch(base + path);
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Record<string, string> };
};

describe('health for a load balancer', () => {
  it('is live and ready while the database answers', async () => {
    expect(await get('/health/live')).toMatchObject({ status: 200, body: { status: 'live' } });
    expect(await get('/health/ready')).toMatchObject({ status: 200, body: { status: 'ready', database: 'up' } });
  });

  it('is not ready while the database is unreachable, and ready again when it returns; live throughout', async () => {
    proxy.cut();
    try {
      const ready = await get('/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.database).toBe('down');
      expect(Number(ready.retryAfter)).toBeGreaterThan(0);
      expect((await get('/health/live')).status).toBe(200);
    } finally {
      proxy.restore();
    }
    await expect.poll(async () => (await get('/health/ready')).status, { timeout: 30_000, interval: 500 }).toBe(200);
  }, 60_000);

  it('is not ready once shutting down (draining), while it still serves', async () => {
    app.readiness.drain();
    const ready = await get('/health/ready');
    expect(ready).toMatchObject({ status: 503, body: { status: 'draining' } });
    expect(Number(ready.retryAfter)).toBeGreaterThan(0);
    expect((await fetch(base + '/api/v1/languages')).status).toBe(200);
  });
});
