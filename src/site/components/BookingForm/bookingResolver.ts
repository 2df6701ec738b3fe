// Loaded on the booking form's first validation (see ../form/lazyResolver.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { AppointmentRequestFields, AppointmentRequestInput, messageNeedsConsent } from '../../../contract/entities/appointment';
import { LocationKey } from '../../../contract/entities/practice';

export const bookingResolver = zodResolver(AppointmentRequestInput);
/** Where the practice has two locations the visitor must choose one (the API refuses a request without). */
export const bookingResolverWithLocation = zodResolver(
  AppointmentRequestFields.extend({
    location: z.enum(LocationKey.options, { error: 'validation.booking.location' }),
  }).superRefine(messageNeedsConsent),
) as unknown as typeof bookingResolver; // the same values, one field stricter
