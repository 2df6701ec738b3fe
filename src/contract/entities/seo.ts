/** SEO entry per page and language (title and description with length counters). */
import { z } from 'zod';
import { Id, LanguageCode, Timestamps, Url, requiredText } from '../common';

/** Page keys the site renders SEO for; detail pages fall back to their content's own SEO fields. */
export const SEO_PAGES = [
  'home',
  'practice',
  'treatments',
  'team',
  'contact',
  'booking',
  'blog',
  'about',
  'careers',
  'privacy',
  'imprint',
  'accessibility',
  'emergency',
  'services',
  'muenchen',
  'muenchen-oberfoehring',
  'muenchen-bogenhausen',
] as const;
export const SeoPage = z.enum(SEO_PAGES);

export const SeoFields = {
  page: SeoPage,
  language: LanguageCode,
  title: requiredText(60),
  description: requiredText(160),
  keywords: z.array(requiredText(80)).max(20),
  image: Url.optional(),
};
export const SeoEntry = z.object({ id: Id, ...SeoFields, ...Timestamps });
export type SeoEntry = z.infer<typeof SeoEntry>;
export const SeoInput = z.strictObject(SeoFields);
