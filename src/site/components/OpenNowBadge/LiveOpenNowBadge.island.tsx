/**
 * The open-now badge that keeps itself current while shown (refreshed every minute), as
 * an island (components/Island): on the home page it is the content's only live part, so the page
 * hydrates its frame and this badge alone. A failed refresh keeps the status shown
 * and is logged only. The page's read comes with its time already written, so hydrating
 * formats no time: no ICU start-up while the page loads (OpenNowBadge, `timeText`).
 */
import { useEffect, useState } from 'react';
import type { IntlShape } from 'react-intl';
import { OPENING_STATUS_REFRESH_MS } from '../../../contract/constants';
import type { OpeningStatus } from '../../../contract/entities/practice';
import { call } from '../../../lib/api';
import { OpenNowBadge, openingTime, type OpenNowBadgeProps } from './OpenNowBadge';

export const LIVE_OPEN_NOW_BADGE = 'OpenNowBadge/LiveOpenNowBadge';

type LiveOpenNowBadgeProps = Pick<OpenNowBadgeProps, 'status' | 'loading' | 'timeText'>;

/** The island's props for the page's read of the status, its time written once, where the page renders. */
export const liveOpenNowBadgeProps = (
  intl: IntlShape,
  status: OpeningStatus | null | undefined,
  loading: boolean,
): LiveOpenNowBadgeProps => ({
  status,
  loading,
  timeText: status?.next_opening ? openingTime(intl, status.next_opening) : undefined,
});

export default function LiveOpenNowBadge({ status: read, loading, timeText }: LiveOpenNowBadgeProps) {
  // The page's read until the first refresh has answered.
  const [refreshed, setRefreshed] = useState<OpeningStatus | null>(null);
  useEffect(() => {
    const timer = setInterval(() => {
      call('practice.openingStatus').then(setRefreshed, (error: unknown) => console.info('opening status not refreshed', error));
    }, OPENING_STATUS_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const status = refreshed ?? read;
  // The page's time text belongs to the page's read only.
  return <OpenNowBadge status={status} loading={loading && !status} timeText={refreshed ? undefined : timeText} />;
}
