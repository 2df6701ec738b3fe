/**
 * A save refused because someone else saved the record meanwhile (409 `conflict`, with the record as
 * it is now: src/contract/concurrency.ts), and what the editor has to decide about it: the fields
 * the other save changed where the form holds something else. Compared as the update would send
 * them (cleanFor), so an untouched empty input and a stored null are the same value; localized
 * fields are compared per language, lists as a whole.
 */
import { HttpError } from 'react-admin';
import { LANGUAGES } from '@/contract/common';
import { ConflictBody } from '@/contract/concurrency';
import { cleanFor } from './schema';

type Values = Record<string, unknown>;

/** What a refused stale save answered: the record saved meanwhile, and who saved it. */
export interface SavedMeanwhile {
  current: Values;
  /** The colleague's name (`patient` for a patient's own step), null if unknown. */
  savedBy: string | null;
}

/** The record saved meanwhile and who saved it, if `error` is a refused stale save. */
export function conflictOf(error: unknown): SavedMeanwhile | null {
  if (!(error instanceof HttpError) || error.status !== 409) return null;
  const parsed = ConflictBody.safeParse(error.body);
  return parsed.success ? { current: parsed.data.current, savedBy: parsed.data.savedBy } : null;
}

export interface ConflictRow {
  /** Form path (react-hook-form's dots), e.g. `position.en` or `education`. */
  path: string;
  /** The top-level field, for its label. */
  field: string;
  /** The content language, for a localized field's text. */
  language?: string;
  mine: unknown;
  theirs: unknown;
}

const isPlain = (v: unknown): v is Values => !!v && typeof v === 'object' && !Array.isArray(v);
/**
 * Empty values are one value: an input's default (a switch's false, an empty list) stands beside
 * a record that never stored the field, and neither is a change anyone made.
 */
const empty = (v: unknown) => v === undefined || v === null || v === false || v === '' || (Array.isArray(v) && !v.length);
const same = (a: unknown, b: unknown) => (empty(a) && empty(b)) || JSON.stringify(a) === JSON.stringify(b);
const isLanguage = (key: string) => (LANGUAGES as readonly string[]).includes(key);

/** Leaf paths where `theirs` differs from `base`: into nested objects, lists compared whole. */
function changed(base: unknown, theirs: unknown, prefix: string): string[] {
  if (isPlain(base) && isPlain(theirs)) {
    const keys = [...new Set([...Object.keys(base), ...Object.keys(theirs)])];
    return keys.flatMap((k) => changed(base[k], theirs[k], prefix ? `${prefix}.${k}` : k));
  }
  return same(base, theirs) ? [] : [prefix];
}

const at = (value: unknown, path: string) => path.split('.').reduce<unknown>((v, k) => (isPlain(v) ? v[k] : undefined), value);

/**
 * Versions this tab's own saves produced (the update's answer): a record that comes back in one of
 * them is the editor's save, not a colleague's. A few are enough: they are looked up right after.
 */
const ownVersions: string[] = [];
export function rememberOwnVersion(version: unknown) {
  if (typeof version !== 'string') return;
  ownVersions.push(version);
  if (ownVersions.length > 20) ownVersions.shift();
}
export const isOwnVersion = (version: unknown) => typeof version === 'string' && ownVersions.includes(version);

/**
 * The fields the other save changed (against the version the form was loaded with) where the form
 * now holds another value. Fields only the editor changed are no question: they keep theirs.
 */
export function conflictRows(resource: string, loaded: Values, current: Values, mine: Values): ConflictRow[] {
  const [base, saved, form] = [loaded, current, mine].map((v) => cleanFor(resource, 'update', v));
  return changed(base, saved, '')
    .filter((path) => path && !same(at(form, path), at(saved, path)))
    .map((path) => {
      const keys = path.split('.');
      const last = keys[keys.length - 1]!;
      return {
        path,
        field: keys[0]!,
        ...(keys.length > 1 && isLanguage(last) ? { language: last } : {}),
        mine: at(mine, path),
        theirs: at(current, path),
      };
    });
}
