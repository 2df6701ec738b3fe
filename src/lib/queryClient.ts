import { QueryClient } from '@tanstack/react-query';

/** One factory, so the app, stories and tests get the same defaults (and a fresh cache each). */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
