/**
 * The booking form wired to the API: the practice's locations (practice data), the chosen day's
 * free times, the treatment a booking link from a treatment page names, the request sent in the
 * visitor's language, and the times refreshed afterwards (the booked one is gone). While the practice
 * has entered no opening hours (a fresh install) there is no time to offer: instead of a form whose
 * every day is empty, a note and the way to the contact form.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LOCATION_KEYS, todayInBerlin } from '../../contract/constants';
import { bookingTypeOf } from '../../catalogue/bookingType';
import { BookingForm, type BookingRequest, type SlotsState } from '../../components/BookingForm/BookingForm';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { localize } from '../../i18n/localize';
import { useLang } from '../../i18n/useLang';
import { call } from '../../lib/api';
import { pathTo } from '../../lib/paths';
import { openingStatusQuery, practiceInfoQuery, treatmentQuery } from '../../lib/queries';
import { appointmentSlotsQuery, SLOTS_KEY } from './queries';

export function BookingContainer({ treatmentSlug }: { treatmentSlug?: string }) {
  const lang = useLang();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const status = useQuery(openingStatusQuery());
  const [date, setDate] = useState('');
  // Past days have no free times; the form says so itself.
  const wanted = date !== '' && date >= todayInBerlin();
  const slots = useQuery({ ...appointmentSlotsQuery(date), enabled: wanted });
  const info = useQuery(practiceInfoQuery());
  // The treatment a booking link came from; an unknown slug is simply not shown.
  const treatment = useQuery({ ...treatmentQuery(treatmentSlug ?? ''), enabled: !!treatmentSlug });
  const request = useMutation({
    mutationFn: (body: BookingRequest) => call('appointments.create', { body: { ...body, language: lang } }),
    // Booked, or refused because someone else took the time first: either way the times changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: SLOTS_KEY }),
  });

  const state: SlotsState = !wanted
    ? { status: 'idle' }
    : slots.isPending
      ? { status: 'loading' }
      : slots.isError
        ? { status: 'error' }
        : { status: 'ready', slots: slots.data };
  const name = (key: string) => intl.formatMessage({ id: `practice.location.${key}` });
  // The practice data names the locations; without it, the contract's two (the server knows their addresses).
  const locations = info.data?.locations.length
    ? info.data.locations.map((l) => ({
        key: l.key,
        name: name(l.key),
        address: `${l.street} ${l.house_number}, ${l.postal_code} ${l.city}`,
      }))
    : LOCATION_KEYS.map((key) => ({ key, name: name(key), address: '' }));
  const from = treatment.data ? { slug: treatment.data.slug, name: localize(treatment.data.title, lang) } : undefined;

  // Closed with no next opening in two weeks: no weekly hours at all (rules/openingHours.ts).
  if (status.data && !status.data.is_open && !status.data.next_opening)
    return (
      <EmptyState
        icon="calendar"
        titleAs="p"
        title={intl.formatMessage({ id: 'form.booking.notYet' })}
        action={
          <Button href={pathTo(lang, 'contact')} variant="secondary">
            {intl.formatMessage({ id: 'page.cta.contact' })}
          </Button>
        }
      />
    );

  return (
    <BookingForm
      slots={state}
      onDateChange={setDate}
      locations={locations}
      treatmentType={treatment.data ? bookingTypeOf(treatment.data) : undefined}
      fromTreatment={from}
      onSubmit={async (body) => {
        await request.mutateAsync(body);
      }}
    />
  );
}
