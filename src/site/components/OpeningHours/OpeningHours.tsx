/**
 * The week's opening hours, Monday to Sunday. Takes either form the API delivers:
 * ContactData.opening_hours (time ranges per weekday) or PracticeInfo.opening_hours (text per
 * weekday). A day without hours reads 'Geschlossen'. Today can be highlighted; the caller passes
 * it (Berlin time, e.g. from berlinParts) so server and browser render the same.
 */
import { useIntl } from 'react-intl';
import { WEEKDAYS, type Weekday } from '../../../contract/constants';
import { hoursAsText, type WeeklyHours } from '../../../contract/rules/openingHours';
import styles from './OpeningHours.module.css';

export type OpeningHoursText = Record<Weekday, string>;

export interface OpeningHoursProps {
  hours: WeeklyHours | OpeningHoursText;
  /** Highlighted and marked as the current date for screen readers. */
  today?: Weekday;
  /** Defaults to 'Öffnungszeiten'. */
  caption?: string;
  /** Keep the caption for screen readers only (when a visible heading already says it). */
  hideCaption?: boolean;
}

const isRanges = (hours: WeeklyHours | OpeningHoursText): hours is WeeklyHours => WEEKDAYS.some((d) => Array.isArray(hours[d]));

/** Each day's ranges as separate lines: '08:00–13:00, 14:00–19:00' → two lines. */
function rangesPerDay(hours: WeeklyHours | OpeningHoursText): Record<Weekday, string[]> {
  const text = isRanges(hours) ? hoursAsText(hours) : hours;
  return Object.fromEntries(
    WEEKDAYS.map((d) => [
      d,
      (text[d] ?? '')
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean),
    ]),
  ) as Record<Weekday, string[]>;
}

export function OpeningHours({ hours, today, caption, hideCaption = false }: OpeningHoursProps) {
  const intl = useIntl();
  const days = rangesPerDay(hours);
  return (
    <table className={styles.table}>
      <caption className={hideCaption ? 'visually-hidden' : styles.caption}>
        {caption ?? intl.formatMessage({ id: 'app.openingHours' })}
      </caption>
      <tbody>
        {WEEKDAYS.map((day) => {
          const isToday = day === today;
          const ranges = days[day];
          return (
            <tr key={day} className={isToday ? styles.today : undefined} aria-current={isToday ? 'date' : undefined}>
              <th scope="row" className={styles.day}>
                {intl.formatMessage({ id: `weekday.${day}` })}
                {/* The server does not know the visitor's day (a cached page outlives it): the badge
                    comes with hydration, which the hydration test allows for with this mark. */}
                {isToday && (
                  <span className={styles.todayBadge} data-after-hydration="">
                    {intl.formatMessage({ id: 'openingHours.today' })}
                  </span>
                )}
              </th>
              <td className={ranges.length ? styles.hours : styles.closed}>
                {ranges.length
                  ? ranges.map((r) => (
                      <span key={r} className={styles.range}>
                        {r}
                      </span>
                    ))
                  : intl.formatMessage({ id: 'app.closed' })}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
