/** Free request times of one day (the booking form's time select). */
import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_LOCATION } from '../../contract/rules/booking';
import { call } from '../../lib/api';

export const SLOTS_KEY = ['appointments', 'slots'] as const;

/** Times change as others book: fresh for a minute, like the site's other short-lived reads. */
export const appointmentSlotsQuery = (date: string) =>
  queryOptions({
    queryKey: [...SLOTS_KEY, date],
    // The form sends no location, so the request is for the main practice: offer its free times only.
    queryFn: ({ signal }) => call('appointments.slots', { query: { from: date, days: 1, location: DEFAULT_LOCATION }, signal }),
    staleTime: 60_000,
  });
