/**
 * The stateful in-memory store behind the MSW handlers. Collections are named after the admin
 * resources of the contract, so generic list/get/create/update/delete work for all of them.
 * In the browser the store is saved to localStorage after each change, so mock-mode edits
 * survive a reload; `resetMockDb()` (or the URL parameter ?reset-mocks) restores the fixtures.
 * Uploaded file bytes are kept in memory only (localStorage holds 5 MB in all).
 */
import { RESOURCES } from '../src/contract/endpoints';
import { seedCollections, seedPasswords } from '../content';

export type Row = Record<string, unknown> & { id: string };
type Session = { userId: string; expiresAt: number };
type StoredFile = { bytes: Uint8Array; contentType: string; filename: string };

const STORAGE_KEY = 'mock-db-v1';
export const SESSION_MS = 8 * 60 * 60 * 1000;

interface State {
  collections: Record<string, Row[]>;
  sessions: Record<string, Session>;
  passwords: Record<string, string>;
  overrides: Record<string, Record<string, string>>;
  resetTokens: Record<string, { userId: string; expiresAt: number }>;
  invitations: Record<string, { userId: string; expiresAt: number }>;
  /** Login attempts per canonical e-mail (absent in states saved before it existed). */
  loginAttempts?: Record<string, { count: number; nextAttemptAt: number; expiresAt: number }>;
}

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

function freshState(): State {
  const collections = seedCollections() as unknown as Record<string, Row[]>;
  for (const r of RESOURCES) collections[r.name] ??= [];
  return { collections, sessions: {}, passwords: seedPasswords(), overrides: {}, resetTokens: {}, invitations: {} };
}

function load(): State {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (raw) {
    try {
      return JSON.parse(raw) as State;
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

export const newId = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
export const now = () => new Date().toISOString();
