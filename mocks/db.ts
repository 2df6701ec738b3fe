/**
 * The stateful in-memory collections behind the MSW handlers (mocks/memoryStore.ts queries them).
 * Collections are named as on MongoDB: the admin resources of the contract plus sessions, tokens,
 * translations and the practice records. In the browser the state is saved to localStorage after
 * each change, so mock-mode edits survive a reload; `resetMockDb()` (or the URL parameter
 * ?reset-mocks) restores the fixtures. Uploaded file bytes are kept in memory only (localStorage
 * holds 5 MB in all).
 */
import { RESOURCES } from '../src/contract/endpoints';
import { practiceImages, practiceInfo, seedCollections, seedPasswords } from '../content/demo';
import { asStoredDemo } from '../content/demo/values';
import { mockPasswordHash } from './passwordHash';

export type { Row } from '../behaviour/store';
import type { Row } from '../behaviour/store';
type StoredFile = { bytes: Uint8Array; contentType: string; filename: string };

// v2: sessions, tokens and UI-text overrides became collections (behaviour/ reads them as on MongoDB).
// v3: the anxious patients' category is `relaxed` (was `alternative`; the server migrates its
// database, api/migrations.ts): a browser's saved state starts again from the fixtures.
const STORAGE_KEY = 'mock-db-v3';

interface State {
  collections: Record<string, Row[]>;
  /** Login attempts per canonical e-mail (the account's) and per e-mail|client. */
  loginAttempts?: Record<string, { count: number; nextAttemptAt: number; lastAttemptAt?: number; expiresAt: number }>;
}

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

function freshState(): State {
  // Mock mode is the demo practice: its rows carry the demo marker as the demo seed's do.
  const seeded: Record<string, Row[]> = seedCollections();
  const collections: Record<string, Row[]> = Object.fromEntries(
    Object.entries(seeded).map(([name, rows]) => [name, rows.map(asStoredDemo)]),
  );
  for (const r of RESOURCES) collections[r.name] ??= [];
  const passwords = seedPasswords();
  for (const user of collections.users!) user.passwordHash = mockPasswordHash(passwords[user.id]!);
  collections.practice = [asStoredDemo({ ...structuredClone(practiceInfo), id: 'info' })];
  collections['practice-images'] = structuredClone(practiceImages).map(asStoredDemo);
  return { collections };
}

/** Expiry times are Dates, as on MongoDB; JSON made them strings. */
const reviveDates = (key: string, value: unknown) => (key === 'expiresAt' && typeof value === 'string' ? new Date(value) : value);

function load(): State {
  // The state an older version saved is never read again: its megabytes would count against the
  // browser's 5 MB for this one.
  storage()?.removeItem('mock-db-v2');
  const raw = storage()?.getItem(STORAGE_KEY);
  if (raw) {
    try {
      const parsed = JSON.parse(raw, reviveDates) as State;
      // The logs' times are Dates too (their date filters compare Dates); other `at`s are strings.
      for (const name of ['auditLog', 'consentLog'])
        for (const row of parsed.collections[name] ?? []) if (typeof row.at === 'string') row.at = new Date(row.at);
      // Saved before the demo had statistics: their demo year joins the saved edits.
      parsed.collections.statistics ??= seedCollections().statistics.map(asStoredDemo);
      return parsed;
    } catch {
      storage()?.removeItem(STORAGE_KEY);
    }
  }
  return freshState();
}

let state: State = load();
export const files = new Map<string, StoredFile>();

export const db = {
  get state() {
    return state;
  },
  collection(name: string): Row[] {
    return (state.collections[name] ??= []);
  },
  /** Persist after a change (browser only). */
  save() {
    try {
      storage()?.setItem(STORAGE_KEY, JSON.stringify(state));
    } catch {
      // Quota exceeded: keep working in memory; a reload restores the last saved state.
    }
  },
};

export function resetMockDb() {
  state = freshState();
  files.clear();
  storage()?.removeItem(STORAGE_KEY);
}
