/** Mock API for Node (unit and contract tests): the same handlers, intercepting fetch. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const mockServer = setupServer(...handlers);
export { resetMockDb } from './db';
export { clearFaults, setFault } from './control';
