/**
 * Practice info, images and opening status. Besides opening_hours (text per weekday), a real
 * practice page also needs its two locations, so they are here.
 */
import { z } from 'zod';
import { Id, ImageRef, IsoDate, IsoDateTime, LIMITS, Localized, Weekday, requiredText, text } from '../common';
import { LOCATION_KEYS } from '../constants';

export const OpeningHoursText = z.record(Weekday, text(120));

export const LocationKey = z.enum(LOCATION_KEYS);
export type LocationKey = z.infer<typeof LocationKey>;

export const PracticeLocation = z.object({
  key: LocationKey,
  name: requiredText(LIMITS.name),
  street: requiredText(LIMITS.name),
  house_number: requiredText(20),
  postal_code: requiredText(10),
  city: requiredText(LIMITS.name),
  district: requiredText(LIMITS.name),
  /** Empty until the practice supplies it: the site then shows no call link for the location. */
  phone: text(40),
  email: z.string().max(254),
  geo: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  /** How to get there; absent until the practice describes it (no invented parking or floor). */
  directions: Localized.optional(),
});
export type PracticeLocation = z.infer<typeof PracticeLocation>;

/** Days whose hours differ from the weekly plan (holidays, training days). */
export const SpecialHours = z.object({ date: IsoDate, hours: text(120), note: Localized.optional() });

export const PracticeInfo = z.object({
  name: requiredText(LIMITS.name),
  tagline: Localized,
  opening_hours: OpeningHoursText,
  special_hours: z.array(SpecialHours),
  locations: z.array(PracticeLocation),
});
export type PracticeInfo = z.infer<typeof PracticeInfo>;

export const PracticeImageType = z.enum(['exterior', 'reception', 'treatment_room', 'equipment', 'team']);
export const PracticeImage = z.object({
  id: Id,
  type: PracticeImageType,
  is_featured: z.boolean(),
  image: ImageRef,
  location: LocationKey.optional(),
});
export type PracticeImage = z.infer<typeof PracticeImage>;

/** Opening status, computed in Europe/Berlin time. next_opening is null while open. */
export const OpeningStatus = z.object({ is_open: z.boolean(), next_opening: IsoDateTime.nullable() });
export type OpeningStatus = z.infer<typeof OpeningStatus>;
