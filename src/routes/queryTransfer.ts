/**
 * The query cache from the server renderer to the browser. The server dehydrates every settled
 * query, failures included: a page rendered as "Treatment not found" must hydrate as that page,
 * not as a loading state. Errors travel as their status and body and become ApiRequestError
 * again, so `isNotFoundError` and the fallbacks decide the same way on both sides. The state
 * travels as JSON text (it is API JSON to begin with) inside the router's hydration data.
 *
 * Only the page's language travels (issue 21): the API's records carry every translatable text in
 * all five languages (the treatment catalogue alone is ~60 KB on every page), the page shows one.
 * Each such text keeps what `localize` can pick for the page's language (src/i18n/localize.ts) and
 * its German, which code reads directly (e.g. `heading.de` as a section's key): the page renders
 * the same from the slice. The browser remembers which data is a slice of which language;
 * `needsFullData` tells the loaders to fetch it whole before a page in another language reads it.
 */
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { ErrorBody } from '../contract/common';
import { LANGUAGES, type LanguageCode } from '../contract/constants';
import { ApiRequestError } from '../lib/api';

interface TransferredError {
  status: number;
  body: Partial<ErrorBody>;
}
export type DehydratedQueries = string;
type Transferred = DehydratedState & { lang?: LanguageCode };

const isLanguageKey = (key: string) => (LANGUAGES as readonly string[]).includes(key);
const hasText = (v: unknown) => (typeof v === 'string' && v.trim() !== '') || (Array.isArray(v) && v.length > 0);

/** A translatable value (Localized, LocalizedList): an object keyed by language codes, German among them. */
function isTranslatable(value: object): value is Record<string, unknown> {
  const keys = Object.keys(value);
  return keys.includes('de') && keys.every(isLanguageKey);
}

/**
 * The value as the page in `lang` needs it: every translatable text cut to the languages
 * `localize` may show for `lang` (it, then de, then en; all when none has text) plus German.
 */
export function sliceToLanguage(value: unknown, lang: LanguageCode): unknown {
  if (Array.isArray(value)) return value.map((v) => sliceToLanguage(v, lang));
  if (value === null || typeof value !== 'object') return value;
  if (isTranslatable(value)) {
    const shown = [lang, 'de', 'en'].find((l) => hasText(value[l]));
    if (!shown) return value;
    return Object.fromEntries(Object.entries(value).filter(([l]) => l === 'de' || l === lang || l === shown));
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sliceToLanguage(v, lang)]));
}

/** The query cache for the page's hydration; with `lang`, sliced to that language. */
export function dehydrateQueries(queryClient: QueryClient, lang?: LanguageCode): DehydratedQueries {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
    shouldRedactErrors: () => false,
  });
  return JSON.stringify({
    ...state,
    lang,
    queries: state.queries.map((query) => {
      const { error, data } = query.state;
      if (!error) return lang ? { ...query, state: { ...query.state, data: sliceToLanguage(data, lang) } } : query;
      const transferred: TransferredError =
        error instanceof ApiRequestError ? { status: error.status, body: error.body } : { status: 0, body: {} };
      return { ...query, state: { ...query.state, error: transferred as unknown as Error } };
    }),
  } satisfies Transferred);
}

/** Data the server sent as one language's slice, with that language (the objects as in the cache). */
const slices = new WeakMap<object, LanguageCode>();

export function hydrateQueries(queryClient: QueryClient, json: DehydratedQueries) {
  const state = JSON.parse(json) as Transferred;
  const queries = state.queries.map((query) => {
    if (!query.state.error) return query;
    const { status, body } = query.state.error as unknown as TransferredError;
    return { ...query, state: { ...query.state, error: new ApiRequestError(status, body) } };
  });
  hydrate(queryClient, { ...state, queries });
  if (!state.lang) return;
  for (const { queryKey } of queries) {
    const data: unknown = queryClient.getQueryData(queryKey);
    if (data !== null && typeof data === 'object') slices.set(data, state.lang);
  }
}

/** Whether a query's cached data is another language's slice: a page in `lang` must fetch it whole. */
export function needsFullData(queryClient: QueryClient, queryKey: readonly unknown[], lang: LanguageCode): boolean {
  const data: unknown = queryClient.getQueryData(queryKey);
  const sliced = data !== null && typeof data === 'object' ? slices.get(data) : undefined;
  return sliced !== undefined && sliced !== lang;
}
