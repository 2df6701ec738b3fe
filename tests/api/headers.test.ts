/**
 * Browser features switched off on every answer, staff answers never kept by
 * a browser or proxy, and a server log without full client addresses or query strings.
 */
import { readdirSync } from 'node:fs';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymizeIp, LOGGED_PATH_MAX } from '../../api/requestLog';
import { api, login } from '../contract/target';
import { startHarness, type Harness } from './harness';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let h: Harness;
beforeAll(async () => {
  // Behind a proxy on this host, so the logged address is the forwarded (non-loopback) client's.
  h = await startHarness('headers', { LOG_LEVEL: 'info', TRUST_PROXY: '127.0.0.1' }, { site: true, logStream });
});
afterAll(() => h?.close());

const FEATURES_OFF = ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'browsing-topics=()'];

describe('Permissions-Policy', () => {
  it('switches off the browser features nothing uses, on pages, files and API answers', async () => {
    for (const path of ['/de', '/en/contact', '/admin/login', '/robots.txt', '/api/v1/treatments', '/api/v1/nothing-here']) {
      const res = await fetch(h.target.baseUrl + path);
      const policy = res.headers.get('permissions-policy') ?? '';
      for (const feature of FEATURES_OFF) expect(policy, `${path}: ${feature}`).toContain(feature);
    }
  });
});

describe('Cache-Control on staff and auth answers', () => {
  it('is no-store on every staff answer, errors included, and on the auth endpoints', async () => {
    const signIn = await api(h.target, 'POST', '/api/auth/login', { body: h.target.credentials.reception });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    const token = await login(h.target, 'admin');
    for (const path of [
      '/api/auth/me',
      '/api/v1/admin/appointments',
      '/api/v1/admin/applications',
      '/api/v1/admin/dashboard-stats',
    ]) {
      const res = await api(h.target, 'GET', path, { token });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    const refused = await api(h.target, 'GET', '/api/v1/admin/appointments');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const wrong = await api(h.target, 'POST', '/api/auth/login', { body: { email: 'x@example.org', password: 'falsch-falsch' } });
    expect(wrong.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves public answers cacheable as before', async () => {
    const res = await api(h.target, 'GET', '/api/v1/treatments');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control') ?? '').not.toContain('no-store');
  });
});

describe('files of the build that are not public', () => {
  it('serves no source map (the scripts link none) and no mock service worker', async () => {
    const assets = readdirSync('dist/client/assets');
    const maps = assets.filter((f) => f.endsWith('.js.map'));
    // Hidden maps stay on disk for reading error reports: the refusal below is tested against real files.
    expect(maps.length).toBeGreaterThan(0);
    for (const map of [maps[0], maps.find((f) => f.startsWith('admin')) ?? maps[1]]) {
      const res = await fetch(`${h.target.baseUrl}/assets/${map}`);
      expect(res.status, map).toBe(404);
      expect(await res.text()).not.toContain('sourcesContent');
    }
    for (const script of assets.filter((f) => f.endsWith('.js')).slice(0, 5)) {
      const res = await fetch(`${h.target.baseUrl}/assets/${script}`);
      expect(res.status, script).toBe(200);
      expect(await res.text(), script).not.toContain('sourceMappingURL');
      expect(res.headers.get('sourcemap'), script).toBeNull();
    }
    const worker = await fetch(`${h.target.baseUrl}/mockServiceWorker.js`);
    expect(worker.status).toBe(404);
  });
});

describe('request log', () => {
  it('logs the client network, never the full address, and no query string', async () => {
    logLines.length = 0;
    const client = '203.0.113.77';
    await api(h.target, 'GET', '/api/v1/treatments?secret=patient-name', { headers: { 'X-Forwarded-For': client } });
    await fetch(`${h.target.baseUrl}/admin/reset-password?token=abcdef0123456789`, { headers: { 'X-Forwarded-For': client } });
    const requests = logLines.map((l) => JSON.parse(l)).filter((l) => l.req);
    expect(requests.map((l) => l.req.url)).toEqual(expect.arrayContaining(['/api/v1/treatments', '/admin/reset-password']));
    expect(requests.every((l) => l.req.remoteAddress === '203.0.113.0')).toBe(true);
    const all = logLines.join('\n');
    expect(all).not.toContain(client);
    expect(all).not.toContain('patient-name');
    expect(all).not.toContain('abcdef0123456789');
  });

  it('cuts a long request path to LOGGED_PATH_MAX characters', async () => {
    logLines.length = 0;
    const long = 'a'.repeat(8 * 1024);
    for (const path of [`/en/blog/${long}`, `/api/v1/${long}`, `/assets/${long}.js`]) {
      const res = await fetch(h.target.baseUrl + path);
      expect(res.status, path.slice(0, 12)).toBe(404);
    }
    const urls = logLines
      .map((l) => JSON.parse(l))
      .filter((l) => l.req)
      .map((l) => String(l.req.url));
    expect(urls.length).toBeGreaterThanOrEqual(3);
    for (const url of urls) expect(url.length).toBeLessThanOrEqual(LOGGED_PATH_MAX + 20);
    expect(urls.some((url) => url.startsWith('/en/blog/aaa') && url.endsWith(`…(${8 * 1024 + 9 - LOGGED_PATH_MAX} more)`))).toBe(
      true,
    );
    expect(logLines.join('\n')).not.toContain('a'.repeat(LOGGED_PATH_MAX + 1));
  });

  it('truncates IPv4 to /24 and IPv6 to /48', () => {
    expect(anonymizeIp('198.51.100.23')).toBe('198.51.100.0');
    expect(anonymizeIp('::ffff:198.51.100.23')).toBe('198.51.100.0');
    expect(anonymizeIp('2001:db8:abcd:12:34::1')).toBe('2001:db8:abcd::');
    expect(anonymizeIp('2001:0DB8::1')).toBe('2001:db8:0::');
    expect(anonymizeIp('::1')).toBe('0:0:0::');
    expect(anonymizeIp('fe80::1%eth0')).toBe('fe80:0:0::');
    expect(anonymizeIp('not an address')).toBeUndefined();
  });
});
