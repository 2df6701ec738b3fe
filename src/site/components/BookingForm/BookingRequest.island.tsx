/**
 * The appointment request form wired to the API, as an island (components/Island): on the booking
 * page it is the content's only live part, so the page hydrates its frame and this form alone,
 * without the router or the query cache. The page passes the practice's locations (in
 * its language); the island loads the chosen day's free times, sends the request in the visitor's
 * language and loads the times again afterwards (the booked one is gone, or someone else took it).
 * A booking link from a treatment page (`?treatment=<slug>`) preselects that treatment once the
 * form runs in the browser: the server renders one page for every link (src/lib/pageSearch.ts).
 */
import { useEffect, useState } from 'react';
import { bookingTypeOf } from '../../../catalogue/bookingType';
import { todayInBerlin } from '../../../contract/constants';
import type { AppointmentSlot } from '../../../contract/entities/appointment';
import { localize } from '../../../i18n/localize';
import { useLang } from '../../intl/useLang';
import type { AnswerOf } from '../../../contract/endpoints';
import { ApiRequestError, call } from '../../../lib/api';
import { TREATMENT_PARAM } from '../../../lib/paths';
import { BookingForm, type BookingFormProps, type SlotsState } from './BookingForm';

export const BOOKING_REQUEST = 'BookingForm/BookingRequest';

export interface BookingRequestProps {
  /** The practice's locations, named in the page's language. */
  locations: BookingFormProps['locations'];
}

export default function BookingRequest({ locations }: BookingRequestProps) {
  const lang = useLang();
  const [date, setDate] = useState('');
  // Counts the requests sent: each one changes the free times.
  const [sent, setSent] = useState(0);
  const slots = useDaySlots(date, sent);
  const treatment = useTreatmentOfLink();
  return (
    <BookingForm
      slots={slots}
      onDateChange={setDate}
      locations={locations}
      treatmentType={treatment ? bookingTypeOf(treatment) : undefined}
      fromTreatment={treatment ? { slug: treatment.slug, name: localize(treatment.title, lang) } : undefined}
      onSubmit={async (body) => {
        try {
          await call('appointments.create', { body: { ...body, language: lang } });
        } finally {
          // Booked, or refused because someone else took the time first: either way the times changed.
          setSent((n) => n + 1);
        }
      }}
    />
  );
}

/**
 * The free times of the chosen day (past days have none; the form says so itself). A new day shows
 * loading; a reload of the same day (after a request) keeps its times until the new ones are there.
 */
function useDaySlots(date: string, reload: number): SlotsState {
  const wanted = date !== '' && date >= todayInBerlin();
  const [answer, setAnswer] = useState<{ date: string; state: SlotsState } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    daySlots(date, controller.signal).then(
      (slots) => setAnswer({ date, state: { status: 'ready', slots } }),
      () => !controller.signal.aborted && setAnswer({ date, state: { status: 'error' } }),
    );
    return () => controller.abort();
  }, [date, wanted, reload]);
  if (!wanted) return { status: 'idle' };
  return answer?.date === date ? answer.state : { status: 'loading' };
}

/** One day's slots; once more after a second on network trouble or a server error (as the app's reads). */
async function daySlots(date: string, signal: AbortSignal): Promise<AppointmentSlot[]> {
  const load = () => call('appointments.slots', { query: { from: date, days: 1 }, signal });
  try {
    return await load();
  } catch (error) {
    if (signal.aborted || (error instanceof ApiRequestError && error.status >= 400 && error.status < 500)) throw error;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (signal.aborted) throw error;
    return load();
  }
}

const SLUG = /^[\p{Ll}\p{N}-]{1,120}$/u;

/** The treatment the page's link names (`?treatment=<slug>`); an unknown or malformed slug is simply not shown. */
function useTreatmentOfLink(): AnswerOf<'treatments.bySlug'> | null {
  const [treatment, setTreatment] = useState<AnswerOf<'treatments.bySlug'> | null>(null);
  useEffect(() => {
    const slug = new URLSearchParams(location.search).get(TREATMENT_PARAM);
    if (!slug || !SLUG.test(slug)) return;
    const controller = new AbortController();
    call('treatments.bySlug', { params: { slug }, signal: controller.signal }).then(setTreatment, () => {});
    return () => controller.abort();
  }, []);
  return treatment;
}
