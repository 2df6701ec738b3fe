import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADDRESSES } from '../../src/contract/addresses';
import { endpoints, type EndpointId } from '../../src/contract/endpoints';
import { ADDRESSES_FILE, renderAddresses } from '../../src/contract/scripts/addresses';

describe('the address table of the public API client', () => {
  it('is generated from the current endpoint table (run npm run contract:addresses after a change)', () => {
    expect(readFileSync(ADDRESSES_FILE, 'utf8')).toBe(renderAddresses());
  });

  it('has every endpoint with its method and path', () => {
    expect(Object.keys(ADDRESSES)).toHaveLength(endpoints.length);
    for (const e of endpoints) expect(ADDRESSES[e.id as EndpointId]).toEqual({ method: e.method, path: e.path });
  });
});
