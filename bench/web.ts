/**
 * npm run bench:web — a benchmark, not a test (issue 8 §4). After `npm run build` (the script
 * does it), starts the production server on a fresh, seeded MongoDB database and runs Lighthouse
 * (its default mobile preset: simulated slow 4G and a 4× slower CPU) in Debian's Chromium on the
 * home page, a treatment, the contact page and a blog post, in German and English, and on the
 * booking and careers pages (the largest forms). Prints the four
 * category scores, LCP, CLS, TBT and the JavaScript the page loaded (as sent, headers included —
 * gzip over plain HTTP, brotli over HTTPS — and as gzip -9), each against its budget, and writes
 * the HTML and JSON reports to bench/reports/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { MongoClient } from 'mongodb';
import { gzipSync } from 'node:zlib';
import { buildApp } from '../api/app';
import { loadConfig } from '../api/config';
import { seedDatabase } from '../api/seed';
import { practiceImages, practiceInfo, seedCollections } from '../content/demo';

const PAGES = [
  ['home', '/de'],
  ['home', '/en'],
  ['treatment', '/de/behandlungen/veneers'],
  ['treatment', '/en/treatments/veneers'],
  ['contact', '/de/kontakt'],
  ['contact', '/en/contact'],
  ['blog post', '/de/blog/zahnnotfall-was-tun'],
  ['blog post', '/en/blog/zahnnotfall-was-tun'],
  // The two pages with the heaviest forms (booking slots, CV upload), beyond the four.
  ['booking', '/de/termin'],
  ['careers', '/en/careers'],
] as const;

/** Issue 8's budgets: scores, then LCP (s), CLS, TBT (ms), JavaScript on first load (KB gzip). */
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, lcp: 1.5, cls: 0.05, tbt: 150, jsKb: 130 };

const uri = process.env.MONGODB_URI;
if (!uri) throw new Error('Set MONGODB_URI (npm run bench:web starts ../shared/mongo/start when available)');
const dbName = `bench_web_${Date.now()}`;
const client = await new MongoClient(uri).connect();
await seedDatabase(client.db(dbName), { collections: seedCollections() as never, practiceInfo, practiceImages });

const port = Number(process.env.BENCH_PORT ?? 4390);
const origin = `http://127.0.0.1:${port}`;
const config = loadConfig(
  { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
  { MONGODB_URI: uri, MONGODB_DB: dbName, PUBLIC_URL: origin },
);
const app = await buildApp(config, { serveSite: true, siteRoot: resolve('dist/client') });
await app.listen({ host: '127.0.0.1', port });

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
});
const reportDir = resolve('bench/reports', new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19));
mkdirSync(reportDir, { recursive: true });

/** The gzip -9 size of the scripts a page loaded (the budget is stated in gzip). */
async function gzipKb(urls: string[]) {
  let bytes = 0;
  for (const url of urls) bytes += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
  return bytes / 1024;
}

interface Row {
  page: string;
  path: string;
  scores: Record<string, number>;
  lcp: number;
  cls: number;
  tbt: number;
  jsKb: number;
  jsGzipKb: number;
}
const rows: Row[] = [];

/**
 * One Lighthouse run of a page. Lighthouse now and then fails to record its trace (NO_NAVSTART,
 * "please run Lighthouse again") and then scores 0: such a run is repeated, up to three times.
 */
async function audit(path: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(origin + path, {
      port: chrome.port,
      output: ['html', 'json'],
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const error = result.lhr.runtimeError;
    if (!error || attempt === 3) return result;
    console.log(`${path}: Lighthouse failed (${error.code}), running it again`);
  }
}
// BENCH_PATHS=/de,/en/contact runs a subset while working on one page.
const only = process.env.BENCH_PATHS?.split(',');
for (const [page, path] of PAGES.filter(([, p]) => !only || only.includes(p))) {
  // A first visit to warm the server's render cache, as any page a visitor reaches has been rendered before.
  await fetch(origin + path);
  const { lhr, report } = await audit(path);
  const name = path.replace(/\//g, '_').replace(/^_/, '');
  writeFileSync(resolve(reportDir, `${name}.html`), report[0]!);
  writeFileSync(resolve(reportDir, `${name}.json`), report[1]!);
  const requests = (
    lhr.audits['network-requests']?.details as unknown as { items: { url: string; resourceType: string; transferSize: number }[] }
  ).items;
  const scripts = requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(origin));
  rows.push({
    page,
    path,
    scores: Object.fromEntries(Object.entries(lhr.categories).map(([k, c]) => [k, Math.round((c.score ?? 0) * 100)])),
    lcp: (lhr.audits['largest-contentful-paint']!.numericValue ?? 0) / 1000,
    cls: lhr.audits['cumulative-layout-shift']!.numericValue ?? 0,
    tbt: lhr.audits['total-blocking-time']!.numericValue ?? 0,
    jsKb: scripts.reduce((n, r) => n + r.transferSize, 0) / 1024,
    jsGzipKb: await gzipKb(scripts.map((r) => r.url)),
  });
  const failed = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary');
  if (failed.length) console.log(`${path}: failing audits: ${failed.map((a) => a.id).join(', ')}`);
}

const mark = (ok: boolean) => (ok ? '✓' : '✗');
const header = ['page', 'path', 'perf', 'a11y', 'BP', 'SEO', 'LCP s', 'CLS', 'TBT ms', 'JS KB sent', 'JS KB gzip'];
const table = rows.map((r) => [
  r.page,
  r.path,
  `${r.scores.performance} ${mark(r.scores.performance! >= BUDGET.performance)}`,
  `${r.scores.accessibility} ${mark(r.scores.accessibility! >= BUDGET.accessibility)}`,
  `${r.scores['best-practices']} ${mark(r.scores['best-practices']! >= BUDGET['best-practices'])}`,
  `${r.scores.seo} ${mark(r.scores.seo! >= BUDGET.seo)}`,
  `${r.lcp.toFixed(2)} ${mark(r.lcp <= BUDGET.lcp)}`,
  `${r.cls.toFixed(3)} ${mark(r.cls < BUDGET.cls)}`,
  `${r.tbt.toFixed(0)} ${mark(r.tbt < BUDGET.tbt)}`,
  r.jsKb.toFixed(1),
  `${r.jsGzipKb.toFixed(1)} ${mark(r.jsGzipKb <= BUDGET.jsKb)}`,
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
console.log(line(header));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const r of table) console.log(line(r));
console.log(
  `budgets: performance ≥ ${BUDGET.performance}, accessibility/best practices/SEO ${BUDGET.seo}, LCP ≤ ${BUDGET.lcp} s, ` +
    `CLS < ${BUDGET.cls}, TBT < ${BUDGET.tbt} ms, JavaScript ≤ ${BUDGET.jsKb} KB gzip on first load`,
);
const allMet = table.every((r) => !r.join(' ').includes('✗'));
console.log(allMet ? 'every budget met' : 'some budgets missed (✗)');
console.log(`reports: ${reportDir}`);

await chrome.kill();
await app.close();
await client.db(dbName).dropDatabase();
await client.close();
