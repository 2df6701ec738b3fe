/**
 * The address table (method and path per endpoint id) as source text: what the public site's
 * API client needs of the contract, without the schemas. Written by `npm run contract:addresses`
 * into src/contract/addresses.ts; tests/contract/addresses.test.ts fails when it is out of date.
 */
import { endpoints } from '../endpoints';

export const ADDRESSES_FILE = 'src/contract/addresses.ts';

export function renderAddresses(): string {
  const rows = endpoints.map(
    (e) => `  ${JSON.stringify(e.id)}: { method: ${JSON.stringify(e.method)}, path: ${JSON.stringify(e.path)} },`,
  );
  return [
    '// Generated from src/contract/endpoints.ts by `npm run contract:addresses`; do not edit.',
    '// The public site addresses the API through this table, so its first load carries no schemas.',
    "import type { Method } from './endpoints';",
    '',
    'export const ADDRESSES: Record<string, { method: Method; path: string }> = {',
    ...rows,
    '};',
    '',
  ].join('\n');
}
