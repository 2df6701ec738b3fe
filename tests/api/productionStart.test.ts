/**
 * `npm start` as production runs it: the compiled server (dist/server/server.js, built by
 * npm run build) under plain `node`, no TypeScript loader. Without MONGODB_URI it refuses to start
 * with one line naming the variable and the README section (there is no embedded database to fall
 * back to); with it, on a fresh database, it applies its migrations, logs how to create
 * the first admin, and serves every page of its sitemap in every language: no error on any, no demo
 * value (content/demo/values.ts) anywhere, no call or mail link without a number or address.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoValuesIn, mentionsDemoPerson } from '../../content/demo/values';
import { LANGUAGES } from '../../src/contract/common';
import { freePort } from '../../scripts/freePort';

const SERVER = 'dist/server/server.js';
const uri = process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017';
const dbName = `test_production_start_${process.pid}_${Date.now()}`;

/** The environment `npm start` sets, over this process's minus the database address. */
function productionEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { MONGODB_URI: _unset, ...env } = process.env;
  return { ...env, NODE_ENV: 'production', MALLOC_MMAP_THRESHOLD_: '131072', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...extra };
}

function start(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (output += d));
  child.stderr.on('data', (d: Buffer) => ((stderr += d), (output += d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output, stderr: () => stderr };
}

beforeAll(() => {
  if (!existsSync(SERVER)) throw new Error('no server build: run npm run build:site first');
});

describe('npm start (compiled server)', () => {
  it('refuses to start without MONGODB_URI: exit code 1 and one line naming the variable and the README section', async () => {
    const server = start(productionEnv({ PORT: String(await freePort()) }));
    const code = await server.exited;
    expect(code).toBe(1);
    const lines = server.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('MONGODB_URI');
    expect(lines[0]).toContain('README.md, Production');
  });

  describe('with MONGODB_URI', () => {
    let server: ReturnType<typeof start>;
    let base: string;
    beforeAll(async () => {
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      server = start(productionEnv({ MONGODB_URI: uri, MONGODB_DB: dbName, PORT: String(port), PUBLIC_URL: base }));
      const deadline = Date.now() + 30_000;
      for (;;) {
        if (server.child.exitCode !== null) throw new Error(`server exited (${server.child.exitCode}):\n${server.output()}`);
        const up = await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) return;
        if (Date.now() > deadline) throw new Error(`server did not start:\n${server.output()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    });
    afterAll(async () => {
      if (server && server.child.exitCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
      const client = await new MongoClient(uri).connect();
      await client.db(dbName).dropDatabase();
      await client.close();
    });

    it('answers the health check and renders a page on the server', async () => {
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      const page = await fetch(`${base}/de`);
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(/^<!doctype html>/i);
    });

    it('logs how to create the first admin: a single-use setup link, and the seed variables', () => {
      expect(server.output()).toMatch(
        /No active admin exists\. Create the first admin within 24 hours[^\n]*\/admin\/register#token=[\w-]{20,}/,
      );
      expect(server.output()).toContain('SEED_ADMIN_EMAIL');
    });

    /** What a visitor must not meet on a page of a fresh install. */
    const problemsOf = (html: string) => [
      ...(/role="alert"/.test(html) ? ['an error message (role="alert")'] : []),
      ...demoValuesIn(html).map((v) => `demo value ${v.value} (${v.what})`),
      ...(mentionsDemoPerson(html) ? ['a member of the demo team'] : []),
      ...(/href="(tel|mailto):"/.test(html) ? ['a call or mail link without a number or address'] : []),
      ...(/<h1[\s>]/.test(html) ? [] : ['no page heading']),
    ];

    it('keeps search engines away until the legal minimum is entered, and lets them in then, without a restart', async () => {
      const home = await fetch(`${base}/de`);
      expect(home.headers.get('x-robots-tag')).toBe('noindex');
      expect(await (await fetch(`${base}/sitemap.xml`)).text()).not.toContain('<url>');
      // The practice's facts, as a staff save on another instance writes them (test values, no demo's).
      const client = await new MongoClient(uri).connect();
      const db = client.db(dbName);
      const de = (text: string) => ({ de: text });
      await db.collection('legal').updateOne(
        { _id: 'legal' as never },
        {
          $set: {
            legalForm: de('Einzelpraxis'),
            representatives: 'Praxisinhaberin (Testwert)',
            contentResponsible: 'Praxisinhaberin (Testwert), Teststraße 1, 80331 München',
            liabilityInsurer: { name: 'Test-Versicherung', address: 'Testweg 2, 80331 München', areaOfCover: de('Deutschland') },
            hostingProvider: { name: 'Test-Hosting', address: 'Testweg 3, 80331 München' },
            smtpProvider: { name: 'Test-Mail', address: 'Testweg 4, 80331 München' },
          },
        },
        { upsert: true },
      );
      await db.collection('contact').updateOne({ _id: 'contact' as never }, { $set: { email_primary: 'praxis@test.example' } });
      await db.collection('contentVersion').updateOne({ _id: 'content' as never }, { $inc: { version: 1 } }, { upsert: true });
      await client.close();
      await expect.poll(async () => (await fetch(`${base}/de`)).headers.get('x-robots-tag'), { timeout: 10_000 }).toBeNull();
      expect(await (await fetch(`${base}/sitemap.xml`)).text()).toContain('<url>');
    });

    // One test per language: about 150 pages each, rendered one after another (a 2-core machine under load).
    // (The sitemap lists them since the test above entered the legal minimum.)
    it.each(LANGUAGES)(
      'serves every %s page of its sitemap: 200, complete, nothing invented',
      async (lang) => {
        const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
        const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
          .map((m) => new URL(m[1]!).pathname)
          .filter((p) => p === `/${lang}` || p.startsWith(`/${lang}/`));
        // The catalogue's pages are there (32 treatments, each in three places), the legal pages too.
        expect(paths.length).toBeGreaterThan(130);
        expect(paths.filter((p) => /\/(datenschutz|privacy|impressum|imprint)$/.test(p))).toHaveLength(2);
        const failures: string[] = [];
        for (const path of paths) {
          const res = await fetch(`${base}${path}`);
          const problems = res.status === 200 ? problemsOf(await res.text()) : [`status ${res.status}`];
          if (problems.length) failures.push(`${path}: ${problems.join(', ')}`);
        }
        expect(failures).toEqual([]);
      },
      300_000,
    );

    it('answers the owner’s page, which needs a team record, with the not-found page', async () => {
      const res = await fetch(`${base}/de/dr-katharina-berger`);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(problemsOf(html)).toEqual([]);
    });

    it('stops gracefully on SIGTERM (exit code 0)', async () => {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    });
  });
});
