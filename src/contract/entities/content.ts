/**
 * Editable page texts: content blocks, the about page, the doctor intro (hero) and free pages
 * (privacy, imprint). Shapes chosen for what the pages display.
 */
import { HeldLanguages } from './translationState';
import { z } from 'zod';
import { Id, ImageRef, LIMITS, Localized, Slug, Timestamps, localized, requiredText } from '../common';

export const ContentBlockFields = {
  page: requiredText(60),
  section: requiredText(60),
  title: localized(200).optional(),
  body: localized(LIMITS.longText),
  order: z.number().int().min(0).max(1000),
  published: z.boolean(),
};
export const ContentBlock = z.object({ id: Id, ...ContentBlockFields, ...Timestamps });
export type ContentBlock = z.infer<typeof ContentBlock>;
export const ContentBlockInput = z.strictObject(ContentBlockFields);

/** The texts are optional: a fresh install has the page's title only, and the page shows what is written. */
const AboutFields = {
  title: localized(200),
  intro: localized(LIMITS.longText).optional(),
  philosophy: localized(LIMITS.longText).optional(),
  equipment: localized(LIMITS.longText).optional(),
  values: z.array(z.strictObject({ title: Localized, text: Localized })).max(12),
  image: ImageRef.optional(),
};
export const AboutPage = z.object({ id: z.literal('about'), ...AboutFields, ...Timestamps, ...HeldLanguages });
export type AboutPage = z.infer<typeof AboutPage>;
export const AboutInput = z.strictObject(AboutFields);

/** Doctor intro on the homepage ("hero" in the admin). */
const HeroFields = {
  doctorName: requiredText(LIMITS.name),
  doctorTitle: localized(200),
  headline: localized(200),
  /** The letter itself: absent on a fresh install (nobody writes it for the doctor); the home page then shows none. */
  text: localized(LIMITS.text).optional(),
  photo: ImageRef.optional(),
  /** Stored, no longer shown or edited: the booking buttons use one fixed vocabulary (BookingActions). */
  ctaLabel: localized(60),
};
export const DoctorIntro = z.object({ id: z.literal('hero'), ...HeroFields, ...Timestamps });
export type DoctorIntro = z.infer<typeof DoctorIntro>;
export const DoctorIntroInput = z.strictObject(HeroFields);

/** Free pages with formatted text (legal pages). Body: the safe markdown subset of blog posts. */
export const PageFields = {
  slug: Slug,
  title: localized(200),
  body: localized(LIMITS.longText),
  published: z.boolean(),
};
export const Page = z.object({ id: Id, ...PageFields, ...Timestamps });
export type Page = z.infer<typeof Page>;
export const PageInput = z.strictObject(PageFields);
