/**
 * The open-now badge that keeps itself current while shown (spec §3: refreshed every minute), as
 * an island (components/Island): on the home page it is the content's only live part, so the page
 * hydrates its frame and this badge alone (issue 21). A failed refresh keeps the status shown
 * (spec §8: logged only).
 */
import { useEffect, useState } from 'react';
import { OPENING_STATUS_REFRESH_MS } from '../../contract/constants';
import type { OpeningStatus } from '../../contract/entities/practice';
import { call } from '../../lib/api';
import { OpenNowBadge, type OpenNowBadgeProps } from './OpenNowBadge';

export const LIVE_OPEN_NOW_BADGE = 'OpenNowBadge/LiveOpenNowBadge';

export default function LiveOpenNowBadge({ status: read, loading }: Pick<OpenNowBadgeProps, 'status' | 'loading'>) {
  // The page's read until the first refresh has answered.
  const [refreshed, setRefreshed] = useState<OpeningStatus | null>(null);
  useEffect(() => {
    const timer = setInterval(() => {
      call('practice.openingStatus').then(setRefreshed, (error: unknown) => console.info('opening status not refreshed', error));
    }, OPENING_STATUS_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const status = refreshed ?? read;
  return <OpenNowBadge status={status} loading={loading && !status} />;
}
