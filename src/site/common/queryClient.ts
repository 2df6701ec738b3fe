import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api';

/** Retry once on network trouble or a server error; a 4xx answer (e.g. 404) will not change. */
const retryOnce = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500);

/**
 * One factory, so the app, stories and tests get the same defaults (and a fresh cache each).
 * The server renders with `retry: false`: a render answers once, and a read that failed (database
 * away) is shown with its error texts at once instead of after a second wait; the browser retries.
 */
export const createQueryClient = ({ retry = retryOnce }: { retry?: typeof retryOnce | false } = {}) =>
  new QueryClient({
    defaultOptions: {
      // retryOnMount false: a read that failed in the route loader (or on the server) is not asked
      // again when the page mounts, so the page shows its answer (not found, error texts) instead
      // of a loading state; loaders ask again on the next visit, QueryError offers a retry.
      queries: { staleTime: 60_000, retry, retryOnMount: false, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
