/**
 * Mock mode in the browser (npm run dev): the MSW service worker answers /api/* from the
 * stateful store. Only the dev entry imports this file, so it never reaches production bundles.
 */
import { setupWorker } from 'msw/browser';
import { resetMockDb } from './db';
import { loadFaultsFromUrl } from './control';
import { handlers } from './handlers';

declare global {
  interface Window {
    /** The console's handle on mock mode: `__mockApi.reset()` restores the fixtures. */
    __mockApi?: { reset(): void };
  }
}

export async function startMockApi() {
  const url = new URL(window.location.href);
  if (url.searchParams.has('reset-mocks')) {
    resetMockDb();
    url.searchParams.delete('reset-mocks');
    window.history.replaceState(null, '', url);
  }
  loadFaultsFromUrl(window.location.search, window.sessionStorage);
  // Exposed for the console: __mockApi.reset() restores the fixtures.
  window.__mockApi = { reset: () => (resetMockDb(), window.location.reload()) };
  await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass', quiet: true });
}
