/**
 * Review (fields "not shown"). Reviews keep the language they were written in (a review is
 * the patient's own words and is never machine-translated). Only approved reviews are public.
 */
import { z } from 'zod';
import { Id, IsoDate, LIMITS, LanguageCode, OptionalHttpsUrl, Timestamps, requiredText, text } from '../common';

export const ReviewStatus = z.enum(['pending', 'approved', 'rejected']);
/** Where a review was written; 'demo' marks the invented reviews of the demo practice, shown as examples. */
export const ReviewSource = z.enum(['google', 'jameda', 'website', 'demo']);
export const ReviewFields = {
  authorName: requiredText(LIMITS.name),
  rating: z.number().int().min(1).max(5),
  text: requiredText(LIMITS.text),
  language: LanguageCode,
  source: ReviewSource,
  /**
   * Where the review can be read (UWG § 5b Abs. 3: the source of a review is shown): the platform's
   * name when none of the listed sources fits or a more exact one is wanted, and the address of the
   * review or profile there. Both optional; the site shows the source label and links it if set.
   */
  sourceName: text(80).optional(),
  sourceUrl: OptionalHttpsUrl.optional(),
  date: IsoDate,
  status: ReviewStatus,
  reply: text(LIMITS.text).optional(),
};
export const Review = z.object({ id: Id, ...ReviewFields, ...Timestamps });
export type Review = z.infer<typeof Review>;
export const ReviewInput = z.strictObject(ReviewFields);
