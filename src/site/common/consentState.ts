/**
 * The visitor's consent as jotai state (browser state lives in jotai atoms) over the record stored under
 * CONSENT_STORAGE_KEY (consentRecord.ts keeps its format, expiry and version rules).
 *
 * The record is read when the first component subscribes (the atom's onMount, after hydration),
 * never during rendering: the server and the hydrating render agree that no decision is known yet,
 * and nothing consent-dependent is in the server's HTML. Provider-less on purpose: one visitor, one
 * decision per page, which plain functions (decideConsent, resetConsent) change from anywhere.
 */
import { atom, getDefaultStore, useAtomValue } from 'jotai';
import {
  browserStorage,
  clearConsent,
  hasDecision,
  readConsent,
  saveConsent,
  type ConsentDecision,
  type ConsentRecord,
} from './consentRecord';

/** undefined: not read yet (server rendering, hydration); null: no valid decision stored. */
const consentRecordAtom = atom<ConsentRecord | null | undefined>(undefined);
consentRecordAtom.onMount = (set) => set(readConsent(browserStorage()));

export interface ConsentView {
  /** False during server rendering and hydration: nothing consent-dependent renders yet. */
  known: boolean;
  record: ConsentRecord | null;
  decided: boolean;
  analyticsGranted: boolean;
}

const UNKNOWN: ConsentView = { known: false, record: null, decided: false, analyticsGranted: false };

/** Derived, so its object changes only with the record (components re-render on a decision only). */
const consentViewAtom = atom<ConsentView>((get) => {
  const record = get(consentRecordAtom);
  if (record === undefined) return UNKNOWN;
  return { known: true, record, decided: hasDecision(record), analyticsGranted: record?.analytics === 'granted' };
});

export const useConsent = () => useAtomValue(consentViewAtom);

/** Stores the visitor's answer; every component sees it at once (analytics load on a grant). */
export function decideConsent(analytics: ConsentDecision) {
  getDefaultStore().set(consentRecordAtom, saveConsent(browserStorage(), analytics));
}

/** 'Cookie-Einstellungen ändern': forget the decision and reload, so the banner asks again. */
export function resetConsent() {
  clearConsent(browserStorage());
  getDefaultStore().set(consentRecordAtom, null);
  window.location.reload();
}
