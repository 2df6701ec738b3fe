/**
 * Blog (fields "not shown"). Decision: posts are Localized; the body is a small, safe markdown
 * subset (paragraphs, ## headings, lists, **bold**, *italic*, links) rendered without raw HTML.
 * Only published posts with a publish date in the past reach the public site.
 */
import { z } from 'zod';
import { HeldLanguages } from './translationState';
import { Id, ImageRef, IsoDateTime, LIMITS, Localized, Slug, Timestamps, localized, requiredText } from '../common';

export const BlogCategoryFields = { slug: Slug, name: Localized, description: Localized.optional() };
export const BlogCategory = z.object({ id: Id, ...BlogCategoryFields });
export type BlogCategory = z.infer<typeof BlogCategory>;
/**
 * A category as staff edit it: with the bookkeeping other records carry, whose `updatedAt` is the
 * version a save is based on (concurrency.ts); optional, as categories stored before had none.
 */
export const BlogCategoryRecord = BlogCategory.extend(z.object(Timestamps).partial().shape);
export type BlogCategoryRecord = z.infer<typeof BlogCategoryRecord>;

export const BlogStatus = z.enum(['draft', 'published']);

export const BlogPostFields = {
  slug: Slug,
  title: localized(200),
  excerpt: localized(600),
  body: localized(LIMITS.longText),
  categoryId: Id,
  coverImage: ImageRef.optional(),
  author: requiredText(LIMITS.name),
  status: BlogStatus,
  publishedAt: IsoDateTime.nullable(),
  readingMinutes: z.number().int().min(1).max(120),
};
export const BlogPost = z.object({ id: Id, ...BlogPostFields, ...Timestamps, ...HeldLanguages });
export type BlogPost = z.infer<typeof BlogPost>;
/** A post as lists show it: everything but the body, which only the post page needs. */
export const BlogPostSummary = BlogPost.omit({ body: true });
export type BlogPostSummary = z.infer<typeof BlogPostSummary>;
export const BlogPostInput = z.strictObject(BlogPostFields);
export type BlogPostInput = z.input<typeof BlogPostInput>;
