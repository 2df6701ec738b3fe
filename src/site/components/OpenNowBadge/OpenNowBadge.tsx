/**
 * "Open now" or "Closed · opens on Monday at 08:00" from the opening-status call.
 * Day and time are the practice's (Europe/Berlin), worded for the active language; today and
 * tomorrow are named as such. The status call failing is logged only, so without a
 * status the badge renders nothing; neither does it when closed with no next opening, which means
 * the practice has not entered its opening hours yet (a fresh install: "closed" would be untrue).
 */
import { useIntl, type IntlShape } from 'react-intl';
import type { OpeningStatus } from '../../../contract/entities/practice';
import { berlinParts, TIME_ZONE } from '../../../contract/rules/openingHours';
import styles from './OpenNowBadge.module.css';

export interface OpenNowBadgeProps {
  /** null/undefined: unknown (e.g. the call failed): nothing is shown. */
  status: OpeningStatus | null | undefined;
  loading?: boolean;
  /** The moment "today" and "tomorrow" refer to; defaults to now. */
  now?: Date;
  /**
   * The time of `status.next_opening` as already written (openingTime), e.g. by the server for the
   * page it sent: then rendering formats nothing. A page's first time format costs ICU's start-up
   * (20 to over 100 ms), which would otherwise fall into the badge's hydration.
   */
  timeText?: string;
}

/** The time of an opening, in the page's language and the practice's time zone. */
export const openingTime = (intl: IntlShape, iso: string) =>
  intl.formatTime(new Date(iso), { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE });

const nextDate = (isoDate: string) => {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** 'today', 'tomorrow' or the weekday of `when`, all in Berlin time. */
function dayWord(when: Date, now: Date) {
  const target = berlinParts(when);
  const today = berlinParts(now).date;
  if (target.date === today) return 'today';
  if (target.date === nextDate(today)) return 'tomorrow';
  return target.weekday;
}

export function OpenNowBadge({ status, loading = false, now, timeText }: OpenNowBadgeProps) {
  const intl = useIntl();

  if (loading)
    return (
      <span role="status" className={`${styles.badge} ${styles.skeleton}`}>
        <span className="visually-hidden">{intl.formatMessage({ id: 'app.loading' })}</span>
      </span>
    );
  if (!status || (!status.is_open && !status.next_opening)) return null;

  let text: string;
  if (status.is_open) text = intl.formatMessage({ id: 'openNow.open' });
  else if (status.next_opening) {
    text = intl.formatMessage(
      { id: 'openNow.closedUntil' },
      {
        day: dayWord(new Date(status.next_opening), now ?? new Date()),
        time: timeText ?? openingTime(intl, status.next_opening),
      },
    );
  } else return null;

  return (
    <span className={`${styles.badge} ${status.is_open ? styles.open : styles.closed}`}>
      <span className={styles.dot} aria-hidden="true" />
      {text}
    </span>
  );
}
