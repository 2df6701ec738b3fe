// Loaded on the booking form's first validation (see ../form/lazyResolver.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { AppointmentRequestFields, AppointmentRequestInput, messageNeedsConsent } from '../../../contract/entities/appointment';
import { LocationKey } from '../../../contract/entities/practice';
import type { BookingRequest, BookingValues } from './bookingValues';

/** A schema checking the form's values: it takes what the form holds, a choice not made yet ('') included. */
type FormSchema = z.ZodType<BookingRequest, BookingValues>;

const request: FormSchema = AppointmentRequestInput;
/** Where the practice has two locations the visitor must choose one (the API refuses a request without). */
const requestWithLocation: FormSchema = AppointmentRequestFields.extend({
  location: z.enum(LocationKey.options, { error: 'validation.booking.location' }),
}).superRefine(messageNeedsConsent);

export const bookingResolver = zodResolver(request);
export const bookingResolverWithLocation = zodResolver(requestWithLocation);
