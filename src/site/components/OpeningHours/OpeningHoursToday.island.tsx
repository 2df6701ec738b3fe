/**
 * The week's opening hours with today marked, as an island (components/Island): the server does
 * not know the visitor's day (a cached page outlives it), so the mark comes when this hydrates,
 * on its own beside the page's other islands.
 */
import { useSyncExternalStore } from 'react';
import { berlinParts } from '../../../contract/rules/openingHours';
import { OpeningHours, type OpeningHoursProps } from './OpeningHours';

export const OPENING_HOURS_TODAY = 'OpeningHours/OpeningHoursToday';

const noSubscription = () => () => {};
/** Today's weekday in Berlin; unknown during server rendering, so hydration matches. */
const useBerlinWeekday = () =>
  useSyncExternalStore(
    noSubscription,
    () => berlinParts(new Date()).weekday,
    () => undefined,
  );

export default function OpeningHoursToday(props: Omit<OpeningHoursProps, 'today'>) {
  return <OpeningHours {...props} today={useBerlinWeekday()} />;
}
