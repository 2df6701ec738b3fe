/**
 * The visitor's consent as a tiny external store over the stored record (spec §4): components
 * read it with useSyncExternalStore, so the server and the first client render agree (no
 * decision known yet) and every component sees a decision the moment it is made.
 */
import { useSyncExternalStore } from 'react';
import {
  browserStorage,
  clearConsent,
  hasDecision,
  readConsent,
  saveConsent,
  type ConsentDecision,
  type ConsentRecord,
} from '../consent/consentRecord';

const listeners = new Set<() => void>();
let current: ConsentRecord | null | undefined;

function snapshot(): ConsentRecord | null {
  if (current === undefined) current = readConsent(browserStorage());
  return current;
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const notify = () => listeners.forEach((l) => l());

export function decideConsent(analytics: ConsentDecision) {
  current = saveConsent(browserStorage(), analytics);
  notify();
}

/** 'Cookie-Einstellungen ändern': forget the decision and reload (spec §4). */
export function resetConsent() {
  clearConsent(browserStorage());
  current = null;
  window.location.reload();
}

export interface ConsentView {
  /** False during server rendering and hydration: nothing consent-dependent renders yet. */
  known: boolean;
  record: ConsentRecord | null;
  decided: boolean;
  analyticsGranted: boolean;
}

const UNKNOWN: ConsentView = { known: false, record: null, decided: false, analyticsGranted: false };
let lastRecord: ConsentRecord | null | undefined;
let lastView: ConsentView = UNKNOWN;

function view(): ConsentView {
  const record = snapshot();
  if (record !== lastRecord || lastView === UNKNOWN) {
    lastRecord = record;
    lastView = { known: true, record, decided: hasDecision(record), analyticsGranted: record?.analytics === 'granted' };
  }
  return lastView;
}

export const useConsent = () => useSyncExternalStore(subscribe, view, () => UNKNOWN);
