/**
 * What a page request tells the website's statistics, from what every request carries anyway (no
 * cookie, nothing read from the device): whether it is a visit at all (not a bot, not a prefetch,
 * not a HEAD), the external site it came from, the campaign of its link and the class of device.
 * Pure functions of the request's headers and URL (tests/unit/statistics.test.ts).
 */
import { isbot } from 'isbot';
import { DIRECT_KEY, type DeviceClass } from '../../src/contract/entities/statistics';

type Headers = Record<string, string | string[] | undefined>;
const header = (headers: Headers, name: string) => {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** A browser's speculative load (prefetch, prerender, a link preview): nobody looked at the page yet. */
export function isPrefetch(headers: Headers) {
  const purpose = [
    header(headers, 'sec-purpose'),
    header(headers, 'purpose'),
    header(headers, 'x-purpose'),
    header(headers, 'x-moz'),
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return /prefetch|prerender|preview/.test(purpose);
}

/** A user agent of a person's browser: not a bot (isbot's list), not empty, not absurdly long. */
export const isBrowser = (userAgent: string | undefined) => !!userAgent && userAgent.length <= 1024 && !isbot(userAgent);

/** Requests that are no visit of a person: HEAD, bots, clients naming no browser, prefetches. */
export function isCountable(method: string, headers: Headers) {
  return method === 'GET' && isBrowser(header(headers, 'user-agent')) && !isPrefetch(headers);
}

/**
 * The class of device by its user agent: tablets first (an Android without "Mobile" is a tablet),
 * then phones, the rest desktop. iPads since iPadOS 13 say "Macintosh" and count as desktop.
 */
export function deviceClass(userAgent: string | undefined): DeviceClass {
  const ua = userAgent ?? '';
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)\b|Android(?!.*Mobile)/i.test(ua)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini|BlackBerry|IEMobile/i.test(ua)) return 'mobile';
  return 'desktop';
}

/** The longest host name DNS allows. */
const MAX_HOST = 253;

/**
 * The external site a visit came from: the Referer's host, lower case, without `www.`; DIRECT_KEY
 * when there is none, it is not a web address, or it is this site itself (`ownHosts`).
 */
export function referrerHost(referer: string | undefined, ownHosts: readonly string[]): string {
  if (!referer || referer.length > 4096) return DIRECT_KEY;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return DIRECT_KEY;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return DIRECT_KEY;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (!host || host.length > MAX_HOST || ownHosts.some((own) => own.replace(/^www\./, '') === host)) return DIRECT_KEY;
  return host;
}

const CAMPAIGN_PARTS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
const MAX_PART = 60;

/** The campaign of the link a visit came by: its utm parameters joined ("newsletter / email / herbst"), else DIRECT_KEY. */
export function campaignOf(requestUrl: string): string {
  const at = requestUrl.indexOf('?');
  if (at < 0) return DIRECT_KEY;
  const query = new URLSearchParams(requestUrl.slice(at + 1));
  const parts = CAMPAIGN_PARTS.map((name) =>
    (query.get(name) ?? '')
      .replace(/[\p{C}]/gu, '')
      .trim()
      .toLowerCase()
      .slice(0, MAX_PART),
  );
  if (parts.every((p) => !p)) return DIRECT_KEY;
  return parts.map((p) => p || '-').join(' / ');
}
