/**
 * Production serving on one port: pages get the app shell with the security headers
 * the site and admin need, hashed assets are cached for a year, API paths keep their JSON 404.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app';
import { loadConfig } from '../../api/config';

let app: FastifyInstance;
let base: string;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'site-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'admin'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>site</title><div id="root"></div>');
  writeFileSync(join(root, 'admin', 'index.html'), '<!doctype html><title>admin</title><div id="root"></div>');
  writeFileSync(join(root, 'assets', 'main-abc123.js'), 'console.log(1)'.repeat(200));
  const uri = process.env.MONGODB_URI;
  if (!uri) throw new Error('MONGODB_URI is not set');
  const config = loadConfig(
    { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'error' },
    { MONGODB_URI: uri, MONGODB_DB: `site_${Date.now()}` },
  );
  app = await buildApp(config, { serveSite: true, siteRoot: root });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('production serving', () => {
  it('answers every page path with the site shell, never cached, under the content security policy', async () => {
    for (const path of ['/de', '/en/treatments/veneers', '/ru/kontakt']) {
      const res = await fetch(base + path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>site</title>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self' https://www.googletagmanager.com");
      // The location map is the only frame, and only from OpenStreetMap.
      expect(csp).toContain('frame-src https://www.openstreetmap.org');
    }
  });

  it('serves the admin shell for admin deep links', async () => {
    const res = await fetch(`${base}/admin/treatments/abc/edit`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>admin</title>');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await fetch(`${base}/assets/main-abc123.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toMatch(/br|gzip/);
  });

  it('keeps the JSON 404 for unknown API paths', async () => {
    const res = await fetch(`${base}/api/v1/nothing`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'error.notFound', code: 'not_found' });
  });
});
