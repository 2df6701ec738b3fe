/** Free request times of one day at both practices (the booking form's time select shows the chosen one's). */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { CLOCK_BOUND } from '../../lib/queries';

export const SLOTS_KEY = ['appointments', 'slots'] as const;

/** Times change as others book: fresh for a minute, like the site's other short-lived reads. */
export const appointmentSlotsQuery = (date: string) =>
  queryOptions({
    queryKey: [...SLOTS_KEY, date],
    queryFn: ({ signal }) => call('appointments.slots', { query: { from: date, days: 1 }, signal }),
    staleTime: 60_000,
    meta: CLOCK_BOUND,
  });
