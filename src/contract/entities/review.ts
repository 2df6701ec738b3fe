/**
 * Review (fields "not shown"). Reviews keep the language they were written in (a review is
 * the patient's own words and is never machine-translated). Only approved reviews are public.
 */
import { z } from 'zod';
import { Id, IsoDate, LIMITS, LanguageCode, Timestamps, requiredText, text } from '../common';

export const ReviewStatus = z.enum(['pending', 'approved', 'rejected']);
export const ReviewSource = z.enum(['google', 'jameda', 'website']);
export const ReviewFields = {
  authorName: requiredText(LIMITS.name),
  rating: z.number().int().min(1).max(5),
  text: requiredText(LIMITS.text),
  language: LanguageCode,
  source: ReviewSource,
  date: IsoDate,
  status: ReviewStatus,
  reply: text(LIMITS.text).optional(),
};
export const Review = z.object({ id: Id, ...ReviewFields, ...Timestamps });
export type Review = z.infer<typeof Review>;
export const ReviewInput = z.strictObject(ReviewFields);
