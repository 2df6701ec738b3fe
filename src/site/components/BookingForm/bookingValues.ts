/**
 * The booking form's values and the request they become, apart from the form so its lazily loaded
 * resolver (bookingResolver.ts) can name them without importing the form that loads it.
 */
import type { z } from 'zod';
import type { AppointmentRequestInput, TreatmentType } from '../../../contract/entities/appointment';
import type { LocationKey } from '../../../contract/entities/practice';

/** The form's values: the request as typed in, where a choice not made yet is '' (which the schema refuses). */
export type BookingValues = Omit<z.input<typeof AppointmentRequestInput>, 'location' | 'treatmentType'> & {
  location?: LocationKey | '';
  treatmentType: TreatmentType | '';
};
export type BookingRequest = z.output<typeof AppointmentRequestInput>;
