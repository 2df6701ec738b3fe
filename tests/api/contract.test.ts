/** The contract suite against Fastify on MongoDB: the same assertions as against the MSW mocks. */
import { afterAll, beforeAll } from 'vitest';
import { contractSuite } from '../contract/suite';
import type { ContractTarget } from '../contract/target';
import { startHarness, type Harness } from './harness';

let h: Harness;
const target: ContractTarget = {
  name: 'Fastify on MongoDB',
  baseUrl: '',
  credentials: {} as ContractTarget['credentials'],
  reset: () => h.target.reset(),
};
beforeAll(async () => {
  h = await startHarness('contract');
  Object.assign(target, { baseUrl: h.target.baseUrl, credentials: h.target.credentials });
});
afterAll(() => h?.close());

contractSuite(target);
