/**
 * What the server's log says about a request. A full client address is personal data, so the log
 * keeps only its network (IPv4 /24, IPv6 /48: enough to see an attack's source, not the device),
 * and a path without its query string (queries carry admin searches for patient names, and reset
 * or invitation tokens). The privacy policy (datenschutz page, content/demo/pages.ts) lists
 * exactly these fields; change both together.
 */
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** The client's network: IPv4 a.b.c.0, IPv6 the first 48 bits; anything else is left out. */
export function anonymizeIp(ip: string | undefined): string | undefined {
  if (!ip) return undefined;
  const address = ip.replace(/%.*$/, ''); // an IPv6 zone names the server's interface, not the client
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return anonymizeIp(mapped[1]);
  const family = isIP(address);
  if (family === 4) return address.replace(/\.\d+$/, '.0');
  if (family !== 6) return undefined;
  const [head, tail = ''] = address.split('::');
  const groups = head ? head.split(':') : [];
  if (address.includes('::')) {
    const tailGroups = tail ? tail.split(':') : [];
    groups.push(...Array(Math.max(0, 8 - groups.length - tailGroups.length)).fill('0'), ...tailGroups);
  }
  return `${groups
    .slice(0, 3)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::`;
}

/** Fastify's `serializers.req`: replaces its default, which logs the full address and URL. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    // A preview link's token is its key (issue 23, behaviour/preview.ts): the log names the route only.
    url: request.url.split('?')[0]!.replace(/^(\/api\/v1)?\/preview\/[^/]*/, '$1/preview/…'),
    host: request.host,
    remoteAddress: anonymizeIp(request.ip),
  };
}
