/**
 * Making any endpoint fail or be slow, for stories, tests and manual checks (README "Faults").
 *
 * - In code (tests, stories): `setFault('contact.public', { status: 500 })`, `setFault('*', { delayMs: 800 })`,
 *   `setFault('treatments.bySlug', { corrupt: true })`, `clearFaults()`.
 * - In the browser (mock mode): `?mock-fail=contact.public:500,practice.info:503&mock-delay=treatments.list:2000`
 *   and `?mock-corrupt=treatments.bySlug` in the URL, kept for the tab in sessionStorage; `?mock-fail=` (empty)
 *   clears them.
 */
export interface Fault {
  status?: number;
  delayMs?: number;
  /**
   * Answer 200 with a body that has drifted from the contract (every list in it replaced by a
   * string): what a page meets when a server answers what its schema does not allow, so the
   * site's error screen for a rendering failure can be seen and tested. The real faces never
   * send such a body: both put answers through their schema (serializeAnswer).
   */
  corrupt?: boolean;
}

const faults = new Map<string, Fault>();
const SESSION_KEY = 'mock-faults';

export function setFault(endpointId: string, fault: Fault) {
  faults.set(endpointId, { ...faults.get(endpointId), ...fault });
}
export function clearFaults() {
  faults.clear();
}
export function faultFor(endpointId: string): Fault | undefined {
  const own = faults.get(endpointId);
  const all = faults.get('*');
  return own || all ? { ...all, ...own } : undefined;
}

/** A body as a drifted server would send it: every array in it, at any depth, replaced by a string. */
export function corruptedBody(body: unknown): unknown {
  if (Array.isArray(body)) return 'corrupt';
  if (body && typeof body === 'object')
    return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, corruptedBody(value)]));
  return body;
}

/** Reads ?mock-fail / ?mock-delay / ?mock-corrupt (browser only). */
export function loadFaultsFromUrl(search: string, session: Storage | null) {
  const params = new URLSearchParams(search);
  if (params.has('mock-fail') || params.has('mock-delay') || params.has('mock-corrupt')) {
    const spec = {
      fail: params.get('mock-fail') ?? '',
      delay: params.get('mock-delay') ?? '',
      corrupt: params.get('mock-corrupt') ?? '',
    };
    session?.setItem(SESSION_KEY, JSON.stringify(spec));
  }
  const saved = session?.getItem(SESSION_KEY);
  if (!saved) return;
  const { fail, delay, corrupt = '' } = JSON.parse(saved) as { fail: string; delay: string; corrupt?: string };
  for (const id of corrupt.split(',').filter(Boolean)) setFault(id, { corrupt: true });
  for (const [key, field] of [
    [fail, 'status'],
    [delay, 'delayMs'],
  ] as const)
    for (const pair of key.split(',').filter(Boolean)) {
      const [id, value] = pair.split(':');
      if (id && Number(value) > 0) setFault(id, { [field]: Number(value) });
    }
}
