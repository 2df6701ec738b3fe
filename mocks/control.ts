/**
 * Making any endpoint fail or be slow, for stories, tests and manual checks (README "Faults").
 *
 * - In code (tests, stories): `setFault('contact.public', { status: 500 })`, `setFault('*', { delayMs: 800 })`,
 *   `clearFaults()`.
 * - In the browser (mock mode): `?mock-fail=contact.public:500,practice.info:503&mock-delay=treatments.list:2000`
 *   in the URL, kept for the tab in sessionStorage; `?mock-fail=` (empty) clears them.
 */
export interface Fault {
  status?: number;
  delayMs?: number;
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

/** Reads ?mock-fail / ?mock-delay (browser only). */
export function loadFaultsFromUrl(search: string, session: Storage | null) {
  const params = new URLSearchParams(search);
  if (params.has('mock-fail') || params.has('mock-delay')) {
    const spec = { fail: params.get('mock-fail') ?? '', delay: params.get('mock-delay') ?? '' };
    session?.setItem(SESSION_KEY, JSON.stringify(spec));
  }
  const saved = session?.getItem(SESSION_KEY);
  if (!saved) return;
  const { fail, delay } = JSON.parse(saved) as { fail: string; delay: string };
  for (const [key, field] of [
    [fail, 'status'],
    [delay, 'delayMs'],
  ] as const)
    for (const pair of key.split(',').filter(Boolean)) {
      const [id, value] = pair.split(':');
      if (id && Number(value) > 0) setFault(id, { [field]: Number(value) });
    }
}
