/**
 * The visitor's cookie decision, kept in the browser only. Pure functions over a
 * Storage-like object so they run in tests and on the server (pass `browserStorage()`, which is
 * null there). Read and save failures are logged, never shown: a broken storage simply
 * means the banner asks again.
 */
import { CONSENT_VERSION } from '../../contract/rules/cookieConsent';

/**
 * localStorage key of the record, beside auth_token and language: 'cookie-consent'. Changing it
 * silently asks every visitor again, so treat it like CONSENT_VERSION.
 */
export const CONSENT_STORAGE_KEY = 'cookie-consent';
/** A stored record with another version is discarded (the server logs each version: src/contract/rules/cookieConsent.ts). */
export { CONSENT_VERSION };
export const CONSENT_VALIDITY_DAYS = 365;
/** The banner waits this long after load, so it does not compete with the first paint. */
export const BANNER_DELAY_MS = 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ConsentRecord {
  analytics: 'granted' | 'denied' | 'pending';
  /** ISO date-time with offset. */
  timestamp: string;
  // Any string here, so a record of another version is recognised (and removed) rather than malformed.
  version: string;
}
export type ConsentDecision = Exclude<ConsentRecord['analytics'], 'pending'>;

/**
 * The shape check of a stored record. Hand-written rather than a zod schema: this runs on every
 * page, and the schema library would be the largest part of the site's first-load JavaScript.
 */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
function isConsentRecord(value: unknown): value is ConsentRecord {
  if (!value || typeof value !== 'object') return false;
  const { analytics, timestamp, version } = value as Record<string, unknown>;
  return (
    (analytics === 'granted' || analytics === 'denied' || analytics === 'pending') &&
    typeof timestamp === 'string' &&
    ISO_DATE_TIME.test(timestamp) &&
    !Number.isNaN(Date.parse(timestamp)) &&
    typeof version === 'string'
  );
}

export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage in the browser; null on the server or where access throws (blocked storage). */
export function browserStorage(): ConsentStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const log = (what: string, err: unknown) => console.warn(`[consent] ${what}`, err);

function discard(storage: ConsentStorage, reason: string) {
  console.info(`[consent] stored record discarded (${reason}): asking again`);
  clearConsent(storage);
}

/**
 * The stored record while it is valid, else null. A record older than 365 days, of another
 * version or unreadable is removed, so it counts as no decision and the banner asks again.
 */
export function readConsent(storage: ConsentStorage | null, now: Date = new Date()): ConsentRecord | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(CONSENT_STORAGE_KEY);
  } catch (err) {
    log('read failed', err);
    return null;
  }
  if (raw === null) return null;

  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    discard(storage, 'malformed JSON');
    return null;
  }
  if (!isConsentRecord(json)) {
    discard(storage, 'unexpected shape');
    return null;
  }
  const record = json;
  if (record.version !== CONSENT_VERSION) {
    discard(storage, `version ${record.version}`);
    return null;
  }
  if (now.getTime() - Date.parse(record.timestamp) > CONSENT_VALIDITY_DAYS * DAY_MS) {
    discard(storage, 'expired');
    return null;
  }
  return record;
}

/** Whether the visitor has answered: 'pending' (or nothing) means the banner is still due. */
export const hasDecision = (record: ConsentRecord | null): boolean => record !== null && record.analytics !== 'pending';

/**
 * Stores a decision with the current time and version and returns it. The returned record is
 * valid for this page view even when storing fails (the visitor is asked again next time).
 */
export function saveConsent(storage: ConsentStorage | null, analytics: ConsentDecision, now: Date = new Date()): ConsentRecord {
  const record: ConsentRecord = { analytics, timestamp: now.toISOString(), version: CONSENT_VERSION };
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch (err) {
    log('save failed', err);
  }
  return record;
}

/** Deletes the decision ('Cookie-Einstellungen ändern'; the caller reloads the page). */
export function clearConsent(storage: ConsentStorage | null) {
  try {
    storage?.removeItem(CONSENT_STORAGE_KEY);
  } catch (err) {
    log('clear failed', err);
  }
}
