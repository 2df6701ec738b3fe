/**
 * The booking form wired to the API: loads the chosen day's free times, sends the request in the
 * visitor's language, and refreshes the times afterwards (the booked one is gone).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { todayInBerlin } from '../../contract/constants';
import type { TreatmentType } from '../../contract/entities/appointment';
import { BookingForm, type BookingRequest, type SlotsState } from '../../components/BookingForm/BookingForm';
import { useLang } from '../../i18n/useLang';
import { call } from '../../lib/api';
import { appointmentSlotsQuery, SLOTS_KEY } from './queries';

export function BookingContainer({ treatmentType }: { treatmentType?: TreatmentType }) {
  const lang = useLang();
  const queryClient = useQueryClient();
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
