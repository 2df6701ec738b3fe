/**
 * The stateful in-memory collections behind the MSW handlers (mocks/memoryStore.ts queries them).
 * Collections are named as on MongoDB: the admin resources of the contract plus sessions, tokens,
 * translations and the practice records. In the browser each collection is saved to localStorage
 * under its own key when it changes, so mock-mode edits survive a reload; `resetMockDb()` (or the
 * URL parameter ?reset-mocks) restores the fixtures. Only what was written is saved: the demo's
 * collections weigh 3 MB, and saving them whole on every write held the page 0.5 s per write
 * (several per form sent, seconds on a busy machine). Uploaded file bytes are kept in memory only
 * (localStorage holds 5 MB in all).
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
// v4: one key per written collection (`mock-db-v4/<name>`); a v3 state is not read again.
const STORAGE_PREFIX = 'mock-db-v4/';
/** Keys of the layouts before: never read again, their megabytes would count against this one's 5 MB. */
const OLD_KEYS = ['mock-db-v2', 'mock-db-v3'];
/** The login throttle's counts are saved beside the collections, under this name. */
const LOGIN_ATTEMPTS = 'loginAttempts';

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

function savedKeys(store: Storage): string[] {
  return Array.from({ length: store.length }, (_, i) => store.key(i)).filter((k): k is string => !!k?.startsWith(STORAGE_PREFIX));
}

/** The fixtures, with every collection this browser saved in their place. */
function load(): State {
  const state = freshState();
  const store = storage();
  if (!store) return state;
  for (const key of OLD_KEYS) store.removeItem(key);
  for (const key of savedKeys(store)) {
    const name = key.slice(STORAGE_PREFIX.length);
    try {
      const saved = JSON.parse(store.getItem(key) ?? 'null', reviveDates) as unknown;
      if (name === LOGIN_ATTEMPTS) state.loginAttempts = saved as State['loginAttempts'];
      else if (Array.isArray(saved)) state.collections[name] = saved as Row[];
      // The logs' times are Dates too (their date filters compare Dates); other `at`s are strings.
      if (name === 'auditLog' || name === 'consentLog')
        for (const row of state.collections[name] ?? []) if (typeof row.at === 'string') row.at = new Date(row.at);
    } catch {
      store.removeItem(key); // unreadable: that collection starts again from the fixtures
    }
  }
  return state;
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
  /** Saves one collection (or the login throttle's counts) after it changed; in the browser only. */
  save(name: string) {
    try {
      const value = name === LOGIN_ATTEMPTS ? state.loginAttempts : state.collections[name];
      storage()?.setItem(STORAGE_PREFIX + name, JSON.stringify(value ?? null));
    } catch {
      // Quota exceeded: keep working in memory; a reload restores the last saved state.
    }
  },
  saveLoginAttempts() {
    this.save(LOGIN_ATTEMPTS);
  },
};

/** What a new page starts from: the fixtures with the collections this browser saved (tests reload with it). */
export function reloadMockDb() {
  state = load();
  files.clear();
}

export function resetMockDb() {
  state = freshState();
  files.clear();
  const store = storage();
  if (store) for (const key of [...OLD_KEYS, ...savedKeys(store)]) store.removeItem(key);
}
