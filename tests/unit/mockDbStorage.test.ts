/**
 * Mock mode keeps its edits in the browser's localStorage (mocks/db.ts): one key per collection
 * that changed, so a write saves kilobytes rather than the demo's megabytes, and a reload reads the
 * fixtures with the saved collections in their place.
 */
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, reloadMockDb, resetMockDb } from '../../mocks/db';
import { memoryStore } from '../../mocks/memoryStore';

/** localStorage as the browser has it, for node. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
  entries() {
    return Object.fromEntries(this.items);
  }
}

const storage = new MemoryStorage();
vi.stubGlobal('localStorage', storage);
afterAll(() => vi.unstubAllGlobals());

describe('the mock store in the browser', () => {
  beforeEach(() => {
    storage.clear();
    reloadMockDb();
  });

  it('saves only the collection a write changed, and a reload reads it back over the fixtures', async () => {
    const treatments = db.collection('treatments').length;
    await memoryStore.collection('newsletter').insert({
      id: 'news-1',
      email: 'anna@example.de',
      language: 'de',
      status: 'pending',
    } as never);

    expect(Object.keys(storage.entries())).toEqual(['mock-db-v4/newsletter']);
    // The demo's collections together are megabytes; the newsletter's a kilobyte.
    expect(storage.getItem('mock-db-v4/newsletter')!.length * 100).toBeLessThan(JSON.stringify(db.state.collections).length);

    reloadMockDb();
    expect(await memoryStore.collection('newsletter').get('news-1')).toMatchObject({ email: 'anna@example.de' });
    expect(db.collection('treatments')).toHaveLength(treatments);
  });

  it('reads the logs’ times back as dates and the login throttle’s counts beside the collections', async () => {
    db.collection('auditLog').push({ id: 'audit-1', at: new Date('2026-11-30T08:00:00Z') });
    db.save('auditLog');
    db.state.loginAttempts = { 'anna@example.de': { count: 2, nextAttemptAt: 0, expiresAt: 1 } };
    db.saveLoginAttempts();

    reloadMockDb();
    expect(db.collection('auditLog').find((r) => r.id === 'audit-1')!.at).toEqual(new Date('2026-11-30T08:00:00Z'));
    expect(db.state.loginAttempts).toEqual({ 'anna@example.de': { count: 2, nextAttemptAt: 0, expiresAt: 1 } });
  });

  it('starts an unreadable collection and an older layout’s state again from the fixtures, and frees their space', async () => {
    const fixtures = db.collection('team').length;
    storage.setItem('mock-db-v4/team', '{not json');
    storage.setItem('mock-db-v3', JSON.stringify({ collections: { team: [] } }));

    reloadMockDb();
    expect(db.collection('team')).toHaveLength(fixtures);
    expect(storage.entries()).toEqual({});
  });

  it('forgets every saved collection on a reset', async () => {
    await memoryStore.collection('newsletter').insert({ id: 'news-2', email: 'b@example.de' } as never);
    await memoryStore.collection('messages').deleteWhere({});
    expect(storage.length).toBe(2);

    resetMockDb();
    expect(storage.length).toBe(0);
    reloadMockDb();
    expect(db.collection('messages').length).toBeGreaterThan(0);
  });
});
