/**
 * The statistics' pure parts: map keys stored reversibly (behaviour/statisticsKeys.ts), names
 * bounded per day, the retention cut-off, and what a request tells (api/statistics/visit.ts): bots,
 * prefetches, device classes, the external referrer and the campaign.
 */
import { describe, expect, it } from 'vitest';
import { boundedIncrements, decodeKey, encodeKey, firstKeptDay, tally, type Tally } from '../../behaviour/statisticsKeys';
import { campaignOf, deviceClass, isCountable, isPrefetch, referrerHost } from '../../api/statistics/visit';

describe('statistics keys', () => {
  it.each(['/de/kontakt', 'maps.google.com', '$where', '$', '100%', '%2E', 'a.b.$c', 'ü/é.%24', 'nul\0x'])(
    'stores %j as a field name without . or a leading $, and reads it back',
    (key) => {
      const field = encodeKey(key);
      expect(field).not.toContain('.');
      expect(field.startsWith('$')).toBe(false);
      expect(field).not.toContain('\0');
      expect(decodeKey(field)).toBe(key);
    },
  );

  it('adds new names while the day has room, the rest under (other), the most viewed first', () => {
    const counts: Tally = {};
    tally(counts, ['pageviews'], 6);
    tally(counts, ['referrers', 'a.example'], 1);
    tally(counts, ['referrers', 'b.example'], 3);
    tally(counts, ['referrers', 'c.example'], 2);
    const day = { id: 'd', referrers: { 'old%2Eexample': 4 } };
    expect(boundedIncrements(day, counts, 2)).toEqual({
      pageviews: 6,
      'referrers.b%2Eexample': 3,
      'referrers.(other)': 3,
    });
    tally(counts, ['referrers', 'old.example'], 1);
    expect(boundedIncrements(day, counts, 2)['referrers.old%2Eexample']).toBe(1);
    expect(boundedIncrements(null, counts, 10)).toEqual(counts);
  });

  it('keeps the days of the last 25 months', () => {
    expect(firstKeptDay(new Date('2026-11-29T12:00:00Z'))).toBe('2024-10-29');
    // A day the month back does not have: its last day.
    expect(firstKeptDay(new Date('2026-05-31T12:00:00Z'))).toBe('2024-04-30');
    // Berlin's day: 23:30 UTC on 31 December is already 1 January there.
    expect(firstKeptDay(new Date('2026-12-31T23:30:00Z'))).toBe('2024-12-01');
  });
});

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('what a page request tells', () => {
  it('counts browsers, not bots, HEAD requests, empty agents or prefetches', () => {
    expect(isCountable('GET', { 'user-agent': IPHONE })).toBe(true);
    expect(isCountable('HEAD', { 'user-agent': IPHONE })).toBe(false);
    expect(isCountable('GET', {})).toBe(false);
    for (const bot of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'curl/8.5.0',
      'python-requests/2.31',
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    ])
      expect(isCountable('GET', { 'user-agent': bot }), bot).toBe(false);
    expect(isPrefetch({ 'sec-purpose': 'prefetch' })).toBe(true);
    expect(isPrefetch({ 'sec-purpose': 'prefetch;prerender' })).toBe(true);
    expect(isPrefetch({ purpose: 'prefetch' })).toBe(true);
    expect(isPrefetch({ 'x-moz': 'prefetch' })).toBe(true);
    expect(isCountable('GET', { 'user-agent': IPHONE, 'sec-purpose': 'prefetch' })).toBe(false);
    expect(isPrefetch({ accept: 'text/html' })).toBe(false);
  });

  it('tells phones, tablets and desktops apart', () => {
    expect(deviceClass(IPHONE)).toBe('mobile');
    expect(deviceClass(ANDROID_PHONE)).toBe('mobile');
    expect(deviceClass(ANDROID_TABLET)).toBe('tablet');
    expect(deviceClass(IPAD)).toBe('tablet');
    expect(deviceClass(WINDOWS)).toBe('desktop');
    expect(deviceClass(undefined)).toBe('desktop');
  });

  it('names the external site a visit came from, never the site itself', () => {
    const own = ['praxis-dr-berger.de'];
    expect(referrerHost('https://www.google.com/search?q=zahnarzt', own)).toBe('google.com');
    expect(referrerHost('https://maps.google.com/', own)).toBe('maps.google.com');
    expect(referrerHost('https://www.praxis-dr-berger.de/de/team', own)).toBe('(direct)');
    expect(referrerHost('https://praxis-dr-berger.de/de', own)).toBe('(direct)');
    expect(referrerHost(undefined, own)).toBe('(direct)');
    expect(referrerHost('android-app://com.google.android.gm/', own)).toBe('(direct)');
    expect(referrerHost('not a url', own)).toBe('(direct)');
    expect(referrerHost('https://user:pw@Jameda.DE:8443/x', own)).toBe('jameda.de');
  });

  it('reads the campaign of utm parameters, bounded, and nothing else of the query', () => {
    expect(campaignOf('/de?utm_source=Newsletter&utm_medium=email&utm_campaign=Herbst')).toBe('newsletter / email / herbst');
    expect(campaignOf('/de?utm_source=instagram')).toBe('instagram / - / -');
    expect(campaignOf('/de/kontakt?name=Maria')).toBe('(direct)');
    expect(campaignOf('/de')).toBe('(direct)');
    expect(campaignOf(`/de?utm_campaign=${'x'.repeat(500)}`).length).toBeLessThan(80);
    expect(campaignOf('/de?utm_source=a%00%1b%E2%80%AEb')).toBe('ab / - / -');
  });
});

describe('the demo year (content/demo/statistics.ts) as mock mode reports it', () => {
  it('is the same on every call, reads as a practice site, and keeps the day documents bounded', async () => {
    const { demoStatistics } = await import('../../content/demo/statistics');
    const { statisticsReport } = await import('../../behaviour/statistics');
    // The report's one read of the days in range (the store's own semantics: the contract suite on both faces).
    const days = demoStatistics();
    const store = {
      collection: () => ({
        find: async ({ date }: { date: { $gte: string; $lte: string } }) =>
          structuredClone(days.filter((d) => d.date >= date.$gte && d.date <= date.$lte)),
      }),
    };
    // Seeded pseudo-random: the same figures on every machine and run (stable stories and screenshots).
    expect(days.reduce((n, d) => n + Number((d as Record<string, unknown>).pageviews), 0)).toBe(89_513);
    expect(days[0]!.date).toBe('2025-10-02');
    // The year up to the seed day (2026-10-01).
    const report = await statisticsReport({ store } as never, { from: '2025-10-02', to: '2026-10-01' });
    expect(report.days.every((d) => d.pageviews > 0)).toBe(true);
    expect(report.languages).toHaveLength(5);
    expect(report.languages[0]!.key).toBe('de');
    expect(report.referrers.map((r) => r.key)).toEqual(
      expect.arrayContaining(['google.com', 'maps.google.com', 'jameda.de', 'instagram.com']),
    );
    expect(report.campaigns.length).toBeGreaterThan(2);
    // Weekdays busier than Sundays; requests a few per 100 visits.
    const weekday = (n: number) => report.days.filter((d) => new Date(`${d.date}T12:00:00Z`).getUTCDay() === n);
    const mean = (days: { pageviews: number }[]) => days.reduce((a, d) => a + d.pageviews, 0) / days.length;
    expect(mean(weekday(1))).toBeGreaterThan(1.5 * mean(weekday(0)));
    const requests = Object.values(report.totals.outcomes).reduce((a, b) => a + b, 0);
    expect(requests / report.totals.visitors).toBeGreaterThan(0.01);
    expect(requests / report.totals.visitors).toBeLessThan(0.08);
    // Real pages of the demo site, and the booking page brings the most requests.
    expect(report.pages.map((p) => p.key)).toEqual(expect.arrayContaining(['/de', '/de/termin', '/en/treatments/bleaching']));
    expect([...report.pages].sort((a, b) => b.requests - a.requests)[0]!.key).toBe('/de/termin');
    expect(report.previousTotals.pageviews).toBe(0);
    const names = (map: unknown) => Object.values(map as Record<string, object>).reduce((n, m) => n + Object.keys(m).length, 0);
    expect(Math.max(...demoStatistics().map((day) => names((day as Record<string, unknown>).pages)))).toBeLessThanOrEqual(100);
  });
});
