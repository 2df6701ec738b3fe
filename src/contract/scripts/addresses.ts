/**
 * The address table (method and path per endpoint id) as source text: what the public site's
 * API client needs of the contract, without the schemas. Written by `npm run contract:addresses`
 * into src/contract/addresses.ts; tests/contract/addresses.test.ts fails when it is out of date.
 */
import { endpoints } from '../endpoints';

export const ADDRESSES_FILE = 'src/contract/addresses.ts';

// Written as Prettier writes it (single quotes, keys quoted only where needed), so the generated
// file passes `prettier --check` and this text stays comparable with it.
const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const key = (id: string) => (/^[A-Za-z_$][\w$]*$/.test(id) ? id : quote(id));

export function renderAddresses(): string {
  const rows = endpoints.map((e) => `  ${key(e.id)}: { method: ${quote(e.method)}, path: ${quote(e.path)} },`);
  return [
    '// Generated from src/contract/endpoints.ts by `npm run contract:addresses`; do not edit.',
    '// The public site addresses the API through this table, so its first load carries no schemas.',
    "import type { EndpointId, Method } from './endpoints';",
    '',
    'export const ADDRESSES: Record<EndpointId, { method: Method; path: string }> = {',
    ...rows,
    '};',
    '',
  ].join('\n');
}
