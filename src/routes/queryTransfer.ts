/**
 * The query cache from the server renderer to the browser. The server dehydrates every settled
 * query, failures included: a page rendered as "Treatment not found" must hydrate as that page,
 * not as a loading state. Errors travel as their status and body and become ApiRequestError
 * again, so `isNotFoundError` and the fallbacks decide the same way on both sides. The state
 * travels as JSON text (it is API JSON to begin with) inside the router's hydration data.
 */
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { ErrorBody } from '../contract/common';
import { ApiRequestError } from '../lib/api';

interface TransferredError {
  status: number;
  body: Partial<ErrorBody>;
}
export type DehydratedQueries = string;

export function dehydrateQueries(queryClient: QueryClient): DehydratedQueries {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
    shouldRedactErrors: () => false,
  });
  return JSON.stringify({
    ...state,
    queries: state.queries.map((query) => {
      const { error } = query.state;
      if (!error) return query;
      const transferred: TransferredError =
        error instanceof ApiRequestError ? { status: error.status, body: error.body } : { status: 0, body: {} };
      return { ...query, state: { ...query.state, error: transferred as unknown as Error } };
    }),
  } satisfies DehydratedState);
}

export function hydrateQueries(queryClient: QueryClient, json: DehydratedQueries) {
  const state = JSON.parse(json) as DehydratedState;
  const queries = state.queries.map((query) => {
    if (!query.state.error) return query;
    const { status, body } = query.state.error as unknown as TransferredError;
    return { ...query, state: { ...query.state, error: new ApiRequestError(status, body) } };
  });
  hydrate(queryClient, { ...state, queries });
}
