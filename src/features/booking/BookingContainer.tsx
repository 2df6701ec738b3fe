/**
 * The booking form wired to the API: loads the chosen day's free times, sends the request in the
 * visitor's language, and refreshes the times afterwards (the booked one is gone). While the practice
 * has entered no opening hours (a fresh install) there is no time to offer: instead of a form whose
 * every day is empty, a note and the way to the contact form.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { todayInBerlin } from '../../contract/constants';
import type { TreatmentType } from '../../contract/entities/appointment';
import { BookingForm, type BookingRequest, type SlotsState } from '../../components/BookingForm/BookingForm';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { useLang } from '../../i18n/useLang';
import { call } from '../../lib/api';
import { pathTo } from '../../lib/paths';
import { openingStatusQuery } from '../../lib/queries';
import { appointmentSlotsQuery, SLOTS_KEY } from './queries';

export function BookingContainer({ treatmentType }: { treatmentType?: TreatmentType }) {
  const lang = useLang();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const status = useQuery(openingStatusQuery());
  const [date, setDate] = useState('');
  // Past days have no free times; the form says so itself.
  const wanted = date !== '' && date >= todayInBerlin();
  const slots = useQuery({ ...appointmentSlotsQuery(date), enabled: wanted });
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
      treatmentType={treatmentType}
      onSubmit={async (body) => {
        await request.mutateAsync(body);
      }}
    />
  );
}
