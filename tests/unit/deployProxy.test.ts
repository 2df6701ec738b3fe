/**
 * The instances cut slow requests (REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS) but count no connections
 * per client: the documented proxy (deploy/nginx.conf, run as it is by tests/api/loadBalancer.test.ts)
 * does, and gives up on slow clients before the instances would (SECURITY.md, slow clients).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config';

const conf = readFileSync('deploy/nginx.conf', 'utf8');
const seconds = (directive: string) => Number(new RegExp(`^\\s*${directive}\\s+(\\d+)s;`, 'm').exec(conf)?.[1]);

describe('deploy/nginx.conf', () => {
  it('caps connections per client address and cuts slow bodies and headers before the instances do', () => {
    expect(conf).toMatch(/^limit_conn_zone \$binary_remote_addr zone=praxis_per_client:\d+m;$/m);
    const perClient = Number(/^\s*limit_conn praxis_per_client (\d+);/m.exec(conf)?.[1]);
    expect(perClient).toBeGreaterThanOrEqual(16);
    expect(perClient).toBeLessThanOrEqual(128);
    expect(conf).toMatch(/^\s*limit_conn_status 429;/m);
    const config = loadConfig({});
    expect(seconds('client_body_timeout') * 1000).toBeLessThan(config.REQUEST_TIMEOUT_MS);
    expect(seconds('client_header_timeout') * 1000).toBeLessThanOrEqual(config.HEADERS_TIMEOUT_MS);
  });
});
