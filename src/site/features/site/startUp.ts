/**
 * Start-up, in this order: load the languages, check the session only if a token is
 * stored, load practice info — then the app counts as initialised even if any of it failed (the
 * page shows its failure messages instead). Runs once per query client (once per visit in the
 * browser, once per request on the server).
 */
import type { QueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '../../../i18n/locale';
import { call } from '../../../lib/api';
import { languagesQuery, practiceInfoQuery } from '../../common/queries';
import { readStored } from '../../../lib/storage';

const started = new WeakMap<QueryClient, Promise<void>>();

export function startUp(queryClient: QueryClient): Promise<void> {
  let run = started.get(queryClient);
  if (!run) {
    run = (async () => {
      await queryClient.ensureQueryData(languagesQuery()).catch((err) => console.warn('[start-up] languages', err));
      // A 401 here removes the stale token (src/lib/api.ts); the public site needs no session.
      if (readStored(STORAGE_KEYS.authToken)) await call('auth.me').catch(() => undefined);
      await queryClient.ensureQueryData(practiceInfoQuery()).catch((err) => console.warn('[start-up] practice info', err));
    })();
    started.set(queryClient, run);
  }
  return run;
}
