import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  clearConsent,
  hasDecision,
  readConsent,
  saveConsent,
  type ConsentStorage,
} from '../../src/site/common/consentRecord';
import { DEFAULT_CONSENT, GRANTED_CONSENT_UPDATE } from '../../src/site/common/consentMode';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-06-15T10:00:00.000Z');

function memoryStorage(initial: Record<string, string> = {}): ConsentStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
  };
}
const stored = (record: object) => memoryStorage({ [CONSENT_STORAGE_KEY]: JSON.stringify(record) });
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY).toISOString();

afterEach(() => vi.restoreAllMocks());

describe('consent record (spec §4, §9)', () => {
  it('keeps a decision for 365 days and removes it after', () => {
    const fresh = stored({ analytics: 'granted', timestamp: daysAgo(364), version: '1.0' });
    expect(readConsent(fresh, NOW)).toEqual({ analytics: 'granted', timestamp: daysAgo(364), version: '1.0' });
    expect(fresh.data.has(CONSENT_STORAGE_KEY)).toBe(true);

    vi.spyOn(console, 'info').mockImplementation(() => {});
    const old = stored({ analytics: 'granted', timestamp: daysAgo(366), version: '1.0' });
    expect(readConsent(old, NOW)).toBeNull();
    expect(old.data.has(CONSENT_STORAGE_KEY)).toBe(false);
  });

  it('removes a record of another version', () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const s = stored({ analytics: 'denied', timestamp: daysAgo(1), version: '0.9' });
    expect(readConsent(s, NOW)).toBeNull();
    expect(s.data.size).toBe(0);
  });

  it('removes malformed JSON and records of the wrong shape', () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    for (const raw of [
      '{not json',
      '"granted"',
      JSON.stringify({ analytics: 'maybe', timestamp: daysAgo(1), version: '1.0' }),
      JSON.stringify({ analytics: 'granted', timestamp: 'yesterday', version: '1.0' }),
    ]) {
      const s = memoryStorage({ [CONSENT_STORAGE_KEY]: raw });
      expect(readConsent(s, NOW), raw).toBeNull();
      expect(s.data.size, raw).toBe(0);
    }
  });

  it('treats no storage, no record and a pending record as no decision', () => {
    expect(readConsent(null, NOW)).toBeNull();
    expect(readConsent(memoryStorage(), NOW)).toBeNull();
    const pending = readConsent(stored({ analytics: 'pending', timestamp: daysAgo(0), version: '1.0' }), NOW);
    expect(pending?.analytics).toBe('pending');
    expect(hasDecision(pending)).toBe(false);
    expect(hasDecision(null)).toBe(false);
  });

  it('saves a decision with timestamp and version, reads it back, and clears it', () => {
    const s = memoryStorage();
    const record = saveConsent(s, 'granted', NOW);
    expect(record).toEqual({ analytics: 'granted', timestamp: NOW.toISOString(), version: CONSENT_VERSION });
    expect(JSON.parse(s.data.get(CONSENT_STORAGE_KEY)!)).toEqual(record);
    expect(readConsent(s, new Date(NOW.getTime() + 10 * DAY))).toEqual(record);
    expect(hasDecision(record)).toBe(true);

    saveConsent(s, 'denied', NOW);
    expect(readConsent(s, NOW)?.analytics).toBe('denied');

    clearConsent(s);
    expect(s.data.size).toBe(0);
    expect(readConsent(s, NOW)).toBeNull();
  });

  it('only logs when the storage throws (spec §8)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken: ConsentStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readConsent(broken, NOW)).toBeNull();
    expect(saveConsent(broken, 'denied', NOW).analytics).toBe('denied');
    expect(() => clearConsent(broken)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(3);
  });
});

describe('consent mode (spec §9)', () => {
  it('denies everything but security by default and waits 500 ms', () => {
    expect(DEFAULT_CONSENT).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
      wait_for_update: 500,
    });
  });
  it('grants analytics and functionality on update, keeps ads and personalisation denied', () => {
    expect(GRANTED_CONSENT_UPDATE).toMatchObject({
      analytics_storage: 'granted',
      functionality_storage: 'granted',
      ad_storage: 'denied',
      personalization_storage: 'denied',
    });
  });
});
