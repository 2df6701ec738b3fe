/**
 * Appointment requests (spec §3, §5) and the slots the booking form offers.
 * Decisions: a request has a status lifecycle new → contacted → confirmed | cancelled → completed
 * (spec: "not shown"); an optional preferred location; the date may not lie in the past.
 */
import { z } from 'zod';
import { Id, IsoDate, LIMITS, LanguageCode, SpamTrap, Time, Timestamps, text } from '../common';
import { TREATMENT_TYPES, lastBookableDay, todayInBerlin } from '../constants';
import { LocationKey } from './practice';

export { TREATMENT_TYPES, todayInBerlin };
export const TreatmentType = z.enum(TREATMENT_TYPES, { error: 'validation.booking.treatment' });
export type TreatmentType = z.infer<typeof TreatmentType>;

const name = (id: string) => z.string().trim().min(LIMITS.minName, id).max(LIMITS.name, 'validation.tooLong');

export const AppointmentRequestInput = z.strictObject({
  firstName: name('validation.booking.firstName'),
  lastName: name('validation.booking.lastName'),
  email: z.email({ error: 'validation.booking.email' }).max(254, 'validation.tooLong'),
  phone: z.string().trim().min(LIMITS.minPhone, 'validation.booking.phone').max(40, 'validation.tooLong'),
  treatmentType: TreatmentType,
  preferredDate: z.iso
    .date({ error: 'validation.booking.date', abort: true })
    .refine((d) => d >= todayInBerlin(), 'validation.booking.datePast')
    .refine((d) => d <= lastBookableDay(), 'validation.booking.dateTooFar'),
  preferredTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.booking.time'),
  location: LocationKey.optional(),
  message: text(LIMITS.text).optional(),
  language: LanguageCode.optional(),
  ...SpamTrap,
});
export type AppointmentRequestInput = z.input<typeof AppointmentRequestInput>;

export const AppointmentStatus = z.enum(['new', 'contacted', 'confirmed', 'cancelled', 'completed']);
export type AppointmentStatus = z.infer<typeof AppointmentStatus>;

export const AppointmentRequest = z.object({
  id: Id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  treatmentType: TreatmentType,
  preferredDate: IsoDate,
  preferredTime: Time,
  location: LocationKey.optional(),
  message: z.string().optional(),
  language: LanguageCode.optional(),
  status: AppointmentStatus,
  notes: z.string().optional(),
  ...Timestamps,
});
export type AppointmentRequest = z.infer<typeof AppointmentRequest>;
/** Staff change the status and keep internal notes. */
export const AppointmentUpdate = z.strictObject({ status: AppointmentStatus, notes: text(LIMITS.text).optional() });

export const AppointmentSlot = z.object({
  date: IsoDate,
  time: Time,
  location: LocationKey,
  available: z.boolean(),
});
export type AppointmentSlot = z.infer<typeof AppointmentSlot>;
export const AppointmentSlotQuery = z.strictObject({
  from: IsoDate.optional(),
  days: z.coerce.number().int().min(1).max(31).optional(),
  location: LocationKey.optional(),
});
