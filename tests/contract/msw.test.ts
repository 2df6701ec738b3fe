/** The contract suite against the MSW mocks (Node interceptor, in-memory store). */
import { afterAll, beforeAll } from 'vitest';
import { mockServer, resetMockDb, clearFaults } from '../../mocks/node';
import { DEMO_PASSWORD, staffUsers } from '../../content/demo/users';
import { contractSuite } from './suite';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mockServer.close());

const email = (role: string) => staffUsers.find((u) => u.role === role)!.email;

contractSuite({
  name: 'MSW mocks',
  baseUrl: 'http://mock.test',
  reset: async () => {
    resetMockDb();
    clearFaults();
  },
  credentials: {
    admin: { email: email('admin'), password: DEMO_PASSWORD },
    editor: { email: email('editor'), password: DEMO_PASSWORD },
    reception: { email: email('reception'), password: DEMO_PASSWORD },
  },
});
