/**
 * The browser's side of the mock API in node (unit tests of the site's and the admin's clients):
 * a localStorage of its own and the mock API answering fetch, relative URLs resolved against a fixed
 * origin as a page would. Call at a test file's top level; returns the storage's map.
 */
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { clearFaults, mockServer } from '../../mocks/node';

export function mockApiInNode() {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
  beforeAll(() => {
    mockServer.listen({ onUnhandledRequest: 'error' });
    const intercepted = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => intercepted(new URL(input, 'http://site.test'), init));
  });
  afterEach(() => {
    mockServer.resetHandlers();
    clearFaults();
  });
  afterAll(() => {
    mockServer.close();
    vi.unstubAllGlobals();
  });
  return store;
}
