import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api';

/** Retry once on network trouble or a server error; a 4xx answer (e.g. 404) will not change. */
const retryOnce = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500);

/** One factory, so the app, stories and tests get the same defaults (and a fresh cache each). */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: retryOnce, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
