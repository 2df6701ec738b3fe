/**
 * The website's own statistics on Fastify and MongoDB (api/plugins/app/statistics.ts): every public
 * page served counts once, in memory, and reaches the day's document with the next flush, one write
 * for many views; bots, prefetches, HEAD requests, the admin and the API count nowhere; nothing is
 * set on the visitor's device and the page is byte for byte the same; names beyond the day's bound
 * add up under (other); the day's visitors are counted across instances without an address, agent
 * or hash in the day's document; the retention job deletes days past 25 months. Needs the built
 * site (npm run build:site).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBerlin } from '../../src/contract/constants';
import { OTHER_KEY, STATISTICS_TOP_ENTRIES } from '../../src/contract/entities/statistics';
import { runRetention } from '../../behaviour/retention/job';
import { STATISTICS, VISITORS } from '../../behaviour/statisticsKeys';
import { api, login } from '../contract/target';
import { startHarness, type Harness } from './harness';

const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

let h: Harness;
beforeAll(async () => {
  // Flushed by the tests themselves: an hour's interval never fires while they run.
  h = await startHarness('statistics', { STATISTICS_FLUSH_MS: 3_600_000 }, { site: true });
});
afterAll(() => h?.close());

const visit = (
  url: string,
  headers: Record<string, string> = {},
  method: 'GET' | 'HEAD' = 'GET',
  remoteAddress = '203.0.113.7',
) => h.app.inject({ method, url, headers: { 'user-agent': BROWSER, ...headers }, remoteAddress });
const today = () => todayInBerlin();
const dayDoc = async () => (await h.db.collection(STATISTICS).findOne({ _id: today() as never })) as Record<string, any> | null;
const report = async () => {
  const token = await login(h.target, 'admin');
  return (await api(h.target, 'GET', `/api/v1/admin/statistics?from=${today()}&to=${today()}`, { token })).json;
};

describe('counting the public pages served', () => {
  it('counts a visit by page, language, referrer, campaign and device in one write, and only visits', async () => {
    await h.app.statistics.flush();
    const before = { writes: h.app.statistics.stats.writes, doc: await dayDoc() };
    const pageviews = (doc: Record<string, any> | null) => doc?.pageviews ?? 0;
    const first = await visit('/de/kontakt?utm_source=Newsletter&utm_medium=email&utm_campaign=herbst', {
      referer: 'https://www.google.com/search?q=zahnarzt',
    });
    expect(first.statusCode).toBe(200);
    for (let i = 0; i < 20; i++) expect((await visit('/de/kontakt', { 'user-agent': DESKTOP })).headers['x-cache']).toBe('hit');
    expect((await visit('/en/not/a/page')).statusCode).toBe(404);
    // None of these is a visit of a person.
    await visit('/de/kontakt', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await visit('/de/kontakt', { 'sec-purpose': 'prefetch' });
    await visit('/de/kontakt', { purpose: 'prefetch' });
    await visit('/de/kontakt', {}, 'HEAD');
    await visit('/de/kontakt', { 'user-agent': '' });
    await visit('/admin');
    await visit('/api/v1/languages');
    await visit('/health/ready');
    await visit('/api/health');
    expect((await visit('/')).statusCode).toBe(302);
    await h.app.statistics.flush();
    // Twenty-two views, one write of the day.
    expect(h.app.statistics.stats.writes - before.writes).toBe(1);
    const doc = (await dayDoc())!;
    expect(pageviews(doc) - pageviews(before.doc), JSON.stringify({ doc, before })).toBe(22);
    expect(doc.pages.de['/de/kontakt'] - (before.doc?.pages?.de?.['/de/kontakt'] ?? 0)).toBe(21);
    expect(doc.pages.en['(not found)']).toBeGreaterThanOrEqual(1);
    expect(doc.referrers['google%2Ecom']).toBeGreaterThanOrEqual(1);
    expect(doc.campaigns['newsletter / email / herbst']).toBeGreaterThanOrEqual(1);
    expect(doc.devices.desktop).toBeGreaterThanOrEqual(20);
    // Two visitors (an iPhone and a desktop from one address); no address, agent or hash is kept with the day.
    expect(doc.visitors - (before.doc?.visitors ?? 0)).toBe(2);
    expect(JSON.stringify(doc)).not.toMatch(/203\.0\.113|Mozilla|iPhone|[0-9a-f]{16}/);
    const r = await report();
    expect(r.pages.find((p: { key: string }) => p.key === '/de/kontakt').pageviews).toBeGreaterThanOrEqual(21);
    expect(r.referrers.map((e: { key: string }) => e.key)).toContain('google.com');
    expect(r.campaigns.map((e: { key: string }) => e.key)).toContain('newsletter / email / herbst');
  });

  it('sets nothing on the device and sends the same bytes with counting on and off', async () => {
    const counted = await visit('/de/team');
    expect(counted.headers['set-cookie']).toBeUndefined();
    // The same public URL: the page names it (canonical links), so only the counting differs.
    const off = await startHarness('statistics_off', { STATISTICS: 'off', PUBLIC_URL: h.app.publicUrl }, { site: true });
    try {
      const plain = await off.app.inject({ method: 'GET', url: '/de/team', headers: { 'user-agent': BROWSER } });
      const again = await visit('/de/team');
      expect(again.statusCode).toBe(200);
      expect(plain.body).toBe(again.body);
      const names = (res: typeof plain) => Object.keys(res.headers).sort();
      expect(names(again)).toEqual(names(plain));
      expect(off.app.statistics.stats.views).toBe(0);
    } finally {
      await off.close();
    }
  });

  it('a visitor seen by two instances the same day counts once; closing an instance writes its counts', async () => {
    await h.app.statistics.flush();
    const before = (await dayDoc()) ?? {};
    const other = await startHarness(
      'statistics_two',
      { STATISTICS_FLUSH_MS: 3_600_000, MONGODB_DB: h.db.databaseName },
      { site: true },
    );
    try {
      await visit('/de/praxis', {}, 'GET', '198.51.100.4');
      await other.app.inject({
        method: 'GET',
        url: '/de/praxis',
        headers: { 'user-agent': BROWSER },
        remoteAddress: '198.51.100.4',
      });
      await h.app.statistics.flush();
      await other.app.statistics.flush();
      expect(((await dayDoc())?.visitors ?? 0) - (before.visitors ?? 0)).toBe(1);
      await other.app.inject({ method: 'GET', url: '/de/notfall', headers: { 'user-agent': BROWSER } });
    } finally {
      await other.close(); // flushes, then drops the database it seeded, not the shared one
    }
    expect((await dayDoc())!.pages.de['/de/notfall']).toBe((before.pages?.de?.['/de/notfall'] ?? 0) + 1);
  });

  it(`keeps ${STATISTICS_TOP_ENTRIES} referrers a day by name, the rest under ${OTHER_KEY}`, async () => {
    for (let i = 0; i < STATISTICS_TOP_ENTRIES + 20; i++) await visit('/de/team', { referer: `https://site-${i}.example/` });
    await h.app.statistics.flush();
    const referrers = Object.keys((await dayDoc())!.referrers);
    expect(referrers.filter((k) => k !== OTHER_KEY)).toHaveLength(STATISTICS_TOP_ENTRIES);
    expect((await dayDoc())!.referrers[OTHER_KEY]).toBeGreaterThanOrEqual(20);
  });
});

describe('retention', () => {
  it('deletes days older than 25 months and the salts and visitor hashes of days before today', async () => {
    const days = h.db.collection(STATISTICS);
    const old = addDays(today(), -(25 * 31 + 2));
    const kept = addDays(today(), -(24 * 31));
    await days.insertMany([
      { _id: old as never, date: old, pageviews: 3 },
      { _id: kept as never, date: kept, pageviews: 4 },
    ]);
    await h.db.collection(VISITORS).insertOne({ _id: `${kept}-0123456789abcdef` as never, date: kept, expiresAt: new Date() });
    await runRetention({ store: h.app.store, services: h.app.services }, new Date());
    expect(await days.countDocuments({ _id: old as never })).toBe(0);
    expect(await days.countDocuments({ _id: kept as never })).toBe(1);
    expect(await h.db.collection(VISITORS).countDocuments({ date: { $lt: today() } })).toBe(0);
    expect(await h.db.collection(VISITORS).countDocuments({ date: today() })).toBeGreaterThan(0);
  });
});
