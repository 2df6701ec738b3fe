/**
 * The query cache from the server renderer to the browser. The server dehydrates every settled
 * query, failures included: a page rendered as "Treatment not found" must hydrate as that page,
 * not as a loading state. Errors travel as their status and body and become ApiRequestError
 * again, so `isNotFoundError` and the fallbacks decide the same way on both sides. The state
 * travels as JSON text (it is API JSON to begin with) inside the router's hydration data.
 *
 * Only the page's language travels: the API's records carry every translatable text in
 * all five languages (the treatment catalogue alone is ~60 KB on every page), the page shows one.
 * Each such text keeps what `localize` can pick for the page's language (src/i18n/localize.ts) and
 * its German, which code reads directly (e.g. `heading.de` as a section's key): the page renders
 * the same from the slice. The frame's lists the screen itself does not read (the treatments for
 * the header's menu and the footer) travel with only the fields the frame reads (screenData.ts,
 * FRAME_VIEWS). The browser remembers which data is such a slice; `needsFullData` tells the loaders
 * to fetch it whole before a page in another language, or a screen that reads all of it, uses it.
 */
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { ErrorBody } from '../../contract/common';
import { LANGUAGES, type LanguageCode } from '../../contract/constants';
import { ApiRequestError } from '../../lib/api';
import { frameViewOf, type FrameData } from '../features/site/frameData';
import { frameQueries } from '../features/site/frameQueries';

interface TransferredError {
  status: number;
  body: Partial<ErrorBody>;
}
export type DehydratedQueries = string;
/** Query hash → the fields the site's frame reads of each item of that list. */
export type FrameViews = Map<string, readonly string[]>;
type DehydratedQuery = DehydratedState['queries'][number];
/** A query as it travels: a failure as its status and body (an Error does not survive JSON). */
type TransferredQuery = Omit<DehydratedQuery, 'state'> & {
  state: Omit<DehydratedQuery['state'], 'error'> & { error: TransferredError | null };
};
type Transferred = Omit<DehydratedState, 'queries'> & { queries: TransferredQuery[]; lang?: LanguageCode; frameOnly?: string[] };

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

/** Each item of a list with only the given fields. */
const pickFields = (data: unknown, fields: readonly string[]) =>
  Array.isArray(data)
    ? data.map((item: Record<string, unknown>) => Object.fromEntries(fields.filter((f) => f in item).map((f) => [f, item[f]])))
    : data;

/**
 * The query cache for the page's hydration; with `lang`, sliced to that language; the lists in
 * `frameOnly` (queries the screen does not read itself) with only the fields the frame reads.
 */
export function dehydrateQueries(
  queryClient: QueryClient,
  { lang, frameOnly = new Map() }: { lang?: LanguageCode; frameOnly?: FrameViews } = {},
): DehydratedQueries {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
    shouldRedactErrors: () => false,
  });
  const trimmed = state.queries.filter((q) => !q.state.error && frameOnly.has(q.queryHash)).map((q) => q.queryHash);
  return JSON.stringify({
    ...state,
    lang,
    frameOnly: trimmed,
    queries: state.queries.map((query) => {
      const { error } = query.state;
      if (!error) {
        const fields = frameOnly.get(query.queryHash);
        const data = fields ? pickFields(query.state.data, fields) : query.state.data;
        return { ...query, state: { ...query.state, data: lang ? sliceToLanguage(data, lang) : data, error: null } };
      }
      const transferred: TransferredError =
        error instanceof ApiRequestError ? { status: error.status, body: error.body } : { status: 0, body: {} };
      return { ...query, state: { ...query.state, error: transferred } };
    }),
  } satisfies Transferred);
}

/**
 * What the frame shows (FrameView, src/site/features/site/frameData.ts) for a page that hydrates only
 * its frame (src/site/frame.tsx), from the frame's reads in the cache, in the page's language. As JSON
 * for a <script type="application/json">: every '<' escaped, so no text in it (a treatment title an
 * editor wrote) can end the element, and the separators JSON allows but JavaScript did not.
 */
export function frameViewJson(queryClient: QueryClient, lang: LanguageCode): string {
  const reads = frameQueries();
  const data = Object.fromEntries(
    Object.entries(reads).map(([name, options]) => [name, queryClient.getQueryData(options.queryKey)]),
  ) as FrameData;
  return JSON.stringify(sliceToLanguage(frameViewOf(data), lang))
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Data the server sent as a slice (the objects as in the cache): its language, whether it is the frame's fields only. */
const slices = new WeakMap<object, { lang?: LanguageCode; frameOnly: boolean }>();

export function hydrateQueries(queryClient: QueryClient, json: DehydratedQueries) {
  const state = JSON.parse(json) as Transferred;
  const queries = state.queries.map((query) => {
    const { error } = query.state;
    return { ...query, state: { ...query.state, error: error && new ApiRequestError(error.status, error.body) } };
  });
  hydrate(queryClient, { ...state, queries });
  const frameOnly = new Set(state.frameOnly);
  for (const { queryKey, queryHash } of queries) {
    if (!state.lang && !frameOnly.has(queryHash)) continue;
    const data: unknown = queryClient.getQueryData(queryKey);
    if (data !== null && typeof data === 'object') slices.set(data, { lang: state.lang, frameOnly: frameOnly.has(queryHash) });
  }
}

/**
 * After a slice was fetched whole: the cache holds whole data now, even where the fetch's structural
 * sharing kept the slice's own object because the whole answer equals it (German-only records):
 * without this, every later visit in that language would fetch it again.
 */
export function markWhole(queryClient: QueryClient, queryKey: readonly unknown[]) {
  const data: unknown = queryClient.getQueryData(queryKey);
  if (data !== null && typeof data === 'object') slices.delete(data);
}

/**
 * Whether a query's cached data is a slice the page cannot use: another language's, or the frame's
 * fields only while the screen (`forScreen`) reads the query itself. Such data is fetched whole.
 */
export function needsFullData(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
  lang: LanguageCode,
  forScreen = true,
): boolean {
  const data: unknown = queryClient.getQueryData(queryKey);
  const slice = data !== null && typeof data === 'object' ? slices.get(data) : undefined;
  return slice !== undefined && ((slice.lang !== undefined && slice.lang !== lang) || (slice.frameOnly && forScreen));
}
