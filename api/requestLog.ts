/**
 * What the server's log says about a request. A full client address is personal data, so the log
 * keeps only its network (IPv4 /24, IPv6 /48: enough to see an attack's source, not the device),
 * and a path without its query string (queries carry admin searches for patient names, and reset
 * or invitation tokens). The privacy policy (datenschutz page, content/demo/pages.ts) lists
 * exactly these fields; change both together.
 */
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { ipv6Groups } from '../src/contract/rules/loginThrottle';

/** The client's network: IPv4 a.b.c.0, IPv6 the first 48 bits; anything else is left out. */
export function anonymizeIp(ip: string | undefined): string | undefined {
  if (!ip) return undefined;
  const address = ip.replace(/%.*$/, ''); // an IPv6 zone names the server's interface, not the client
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return anonymizeIp(mapped[1]);
  const family = isIP(address);
  if (family === 4) return address.replace(/\.\d+$/, '.0');
  if (family !== 6) return undefined;
  return `${ipv6Groups(address).slice(0, 3).join(':')}::`;
}

/**
 * Longest path (and host) a log line keeps. Real paths of the site stay far below it; a client can
 * send kilobytes of path on every request, which would fill the log (and whatever ships it) with
 * its own text.
 */
export const LOGGED_PATH_MAX = 200;

const cut = (text: string) =>
  text.length <= LOGGED_PATH_MAX ? text : `${text.slice(0, LOGGED_PATH_MAX)}…(${text.length - LOGGED_PATH_MAX} more)`;

/** A request's path as the log may show it: no query string, no preview token, not longer than LOGGED_PATH_MAX. */
export function loggedPath(url: string) {
  // A preview link's token is its key (behaviour/preview.ts): the log names the route only.
  return cut(url.split('?')[0]!.replace(/^(\/api\/v1)?\/preview\/[^/]*/, '$1/preview/…'));
}

/** Fastify's `serializers.req`: replaces its default, which logs the full address and URL. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedPath(request.url),
    host: cut(request.host),
    remoteAddress: anonymizeIp(request.ip),
  };
}
