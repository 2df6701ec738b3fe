import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api';

/** Retry once on network trouble or a server error; a 4xx answer (e.g. 404) will not change. */
const retryOnce = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500);

/** One factory, so the app, stories and tests get the same defaults (and a fresh cache each). */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      // retryOnMount false: a read that failed in the route loader (or on the server) is not asked
      // again when the page mounts, so the page shows its answer (not found, error texts) instead
      // of a loading state; loaders ask again on the next visit, QueryError offers a retry.
      queries: { staleTime: 60_000, retry: retryOnce, retryOnMount: false, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
