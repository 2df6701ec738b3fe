/**
 * Requests built to cost the server more than they cost the client. A JSON body
 * of 70,000 unknown keys (0.8 s of CPU and a 3.9 MB error before), nesting past any contract shape,
 * an event loop too busy to answer, clients that send their headers or body a byte at a time, and
 * more connections than the server is configured to hold.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_LIMITS } from '../../api/plugins/external/jsonBody';
import { MAX_ISSUES } from '../../src/contract/http';
import { api } from '../contract/target';
import { startHarness, type Harness } from './harness';

const manyKeys = (n: number) => JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [`key${i}`, 1])));
const nested = (depth: number) => '{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1);
const CONTACT = '/api/v1/contact';

describe('validation cannot be turned against the server', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('abuse');
  });
  afterAll(() => h?.close());

  it('answers a body of 70,000 unknown keys with a small 400, before validation', async () => {
    const raw = manyKeys(70_000);
    expect(raw.length).toBeGreaterThan(850_000);
    const res = await api(h.target, 'POST', CONTACT, { raw });
    expect(res.status).toBe(400);
    expect(res.text.length).toBeLessThan(20_000);
    expect(res.json).toEqual({
      message: 'error.validation',
      code: 'validation',
      issues: [{ path: [], message: 'validation.tooMany' }],
    });
  });

  it('lists at most MAX_ISSUES issues and counts the rest', async () => {
    const keys = JSON_LIMITS.entries; // within the shape limit: zod sees each unknown key
    const res = await api(h.target, 'POST', CONTACT, { raw: manyKeys(keys) });
    expect(res.status).toBe(400);
    expect(res.json.issues).toHaveLength(MAX_ISSUES);
    expect(res.json.issuesTotal).toBeGreaterThanOrEqual(keys);
    expect(res.json.issues).toContainEqual({ path: ['key0'], message: 'validation.unknownField' });
    expect(res.text.length).toBeLessThan(20_000);
  });

  it('refuses nesting deeper than the limit, and leaves shallower bodies to validation', async () => {
    const deep = await api(h.target, 'POST', CONTACT, { raw: nested(JSON_LIMITS.depth + 1) });
    expect(deep.status).toBe(400);
    expect(deep.json.issues).toEqual([{ path: [], message: 'validation.invalid' }]);
    const veryDeep = await api(h.target, 'POST', CONTACT, { raw: '['.repeat(400_000) + ']'.repeat(400_000) });
    expect(veryDeep.status).toBe(400);
    expect(veryDeep.json.issues).toEqual([{ path: [], message: 'validation.invalid' }]);
    // At the limit the body reaches zod, which names the unknown field.
    const atLimit = await api(h.target, 'POST', CONTACT, { raw: nested(JSON_LIMITS.depth) });
    expect(atLimit.status).toBe(400);
    expect(atLimit.json.issues).toContainEqual({ path: ['a'], message: 'validation.unknownField' });
  });

  it('does not count brackets and commas inside strings', async () => {
    const raw = JSON.stringify({ message: '{['.repeat(50) + ','.repeat(2000) + '"\\' });
    const res = await api(h.target, 'POST', CONTACT, { raw });
    expect(res.status).toBe(400);
    expect(res.json.issues).not.toContainEqual({ path: [], message: 'validation.tooMany' });
    expect(res.json.issues).not.toContainEqual({ path: [], message: 'validation.invalid' });
    expect(res.json.issues).toContainEqual(expect.objectContaining({ path: ['name'] }));
  });

  it('keeps prototype-poisoning protection', async () => {
    const res = await api(h.target, 'POST', CONTACT, { raw: '{"__proto__":{"isAdmin":true}}' });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('validation');
  });

  it('answers /api/health while such bodies are being sent', async () => {
    const raw = manyKeys(70_000);
    const attack = Array.from({ length: 16 }, () => api(h.target, 'POST', CONTACT, { raw }));
    const health = await api(h.target, 'GET', '/api/health');
    expect(health.status).toBe(200);
    expect((await Promise.all(attack)).map((r) => r.status)).toEqual(Array(16).fill(400));
  });
});

/** Resolves with everything the server sent once it closes the socket. */
const untilClosed = (socket: Socket) =>
  new Promise<string>((resolve) => {
    let received = '';
    socket.on('data', (d) => (received += d.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(received));
  });

/** Sends `text` one character per tick until the server closes the socket. */
function dribble(socket: Socket, text: string, everyMs = 100) {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || i >= text.length) return clearInterval(timer);
    socket.write(text[i++]);
  }, everyMs);
  socket.on('close', () => clearInterval(timer));
}

describe('slow and surplus clients are cut off', () => {
  let h: Harness;
  let port: number;
  beforeAll(async () => {
    h = await startHarness('abuse_limits', {
      REQUEST_TIMEOUT_MS: 1500,
      HEADERS_TIMEOUT_MS: 1000,
      MAX_CONNECTIONS: 20,
      MAX_EVENT_LOOP_DELAY_MS: 100,
    });
    port = Number(new URL(h.target.baseUrl).port);
  });
  afterAll(() => h?.close());

  it('closes a connection whose body arrives a byte at a time, and keeps serving others', async () => {
    const socket = connect(port, '127.0.0.1');
    const closed = untilClosed(socket);
    socket.write(`POST ${CONTACT} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`);
    dribble(socket, '"a":"' + 'x'.repeat(990) + '"}');
    const others = await api(h.target, 'GET', '/api/health');
    expect(others.status).toBe(200);
    expect(await closed).toMatch(/^HTTP\/1\.1 408/);
    expect((await api(h.target, 'GET', '/api/health')).status).toBe(200);
  });

  it('closes a connection whose headers arrive a byte at a time', async () => {
    const socket = connect(port, '127.0.0.1');
    const closed = untilClosed(socket);
    dribble(socket, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ${'y'.repeat(500)}\r\n\r\n`);
    expect(await closed).toMatch(/^HTTP\/1\.1 408/);
  });

  it('holds at most MAX_CONNECTIONS connections and serves again when they close', async () => {
    const sockets = Array.from({ length: 30 }, () => connect(port, '127.0.0.1'));
    const outcomes = await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<'served' | 'refused'>((resolve) => {
            socket.on('error', () => undefined);
            socket.on('data', () => resolve('served'));
            socket.on('close', () => resolve('refused'));
            socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
          }),
      ),
    );
    for (const s of sockets) s.destroy();
    expect(outcomes.filter((o) => o === 'refused').length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o === 'served').length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o === 'served').length).toBeLessThanOrEqual(20);
    await expect.poll(async () => (await api(h.target, 'GET', '/api/health')).status).toBe(200);
  });

  it('answers 503 with Retry-After in the contract body while the event loop lags, then recovers', async () => {
    // Block this process (the server runs in it) in slices for over two of the monitor's one-second
    // samples, so at least one sample is all lag: the monitor averages the delays it measured.
    for (let slice = 0; slice < 8; slice++) {
      const until = Date.now() + 400;
      while (Date.now() < until);
      await new Promise((r) => setImmediate(r));
    }
    const res = await api(h.target, 'GET', '/api/health');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(res.json).toEqual({ message: 'error.databaseUnavailable', code: 'database_unavailable' });
    await expect
      .poll(async () => (await api(h.target, 'GET', '/api/health')).status, { timeout: 15_000, interval: 500 })
      .toBe(200);
  });
});
