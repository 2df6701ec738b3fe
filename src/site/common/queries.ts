/**
 * Query options per public read, typed by the contract. Routes call ensureQueryData with these
 * (and the server renderer will too); components read them with useQuery/useSuspenseQuery.
 * Content changes rarely during a visit, so reads stay fresh for five minutes.
 */
import { queryOptions } from '@tanstack/react-query';
import type { LanguageCode } from '../../contract/common';
import { CONTENT_FRESH_MS, OPENING_STATUS_REFRESH_MS } from '../../contract/constants';
import type { EndpointId } from '../../contract/endpoints';
import type { SeoPage } from '../../contract/entities/seo';
import type { z } from 'zod';
import { call, type CallArgs } from '../../lib/api';

/** Contact data is cached for 300 s. */
export const CONTACT_CACHE_MS = 300_000;

/**
 * Marks a read whose answer changes with the clock (opening status, free slots): a server-rendered
 * page holding one is kept a minute, not CONTENT_FRESH_MS (src/site/entry-server.tsx).
 */
export const CLOCK_BOUND = { clockBound: true } as const;

/** A public read: its answer type comes from the endpoint's entry in the contract. */
const read = <Id extends EndpointId>(queryKey: readonly unknown[], id: Id, ...args: CallArgs<Id>) =>
  queryOptions({ queryKey, queryFn: () => call(id, ...args), staleTime: CONTENT_FRESH_MS });

export const languagesQuery = () =>
  queryOptions({ queryKey: ['languages'], queryFn: () => call('languages.list'), staleTime: Infinity });
export const practiceInfoQuery = () => read(['practice', 'info'], 'practice.info');
export const practiceImagesQuery = () => read(['practice', 'images'], 'practice.images');
/** Opening status depends on the clock: refreshed every minute while shown. */
export const openingStatusQuery = () =>
  queryOptions({
    queryKey: ['practice', 'opening-status'],
    queryFn: () => call('practice.openingStatus'),
    staleTime: OPENING_STATUS_REFRESH_MS,
    refetchInterval: OPENING_STATUS_REFRESH_MS,
    meta: CLOCK_BOUND,
  });
export const contactQuery = () =>
  queryOptions({ queryKey: ['contact'], queryFn: () => call('contact.public'), staleTime: CONTACT_CACHE_MS });
export const settingsQuery = () => read(['settings'], 'settings.public');
export const legalQuery = () => read(['legal'], 'legal.public');

export const treatmentsQuery = () => read(['treatments'], 'treatments.list');
export const treatmentCategoriesQuery = () => read(['treatments', 'categories'], 'treatments.categories');
export const treatmentQuery = (slug: string) => read(['treatments', 'slug', slug], 'treatments.bySlug', { params: { slug } });

export const teamQuery = () => read(['team'], 'team.list');
export const teamMemberQuery = (slug: string) => read(['team', 'slug', slug], 'team.bySlug', { params: { slug } });

export const BLOG_PAGE_SIZE = 9;
export const blogListQuery = (page = 1, category?: string) =>
  read(['blog', 'list', page, category ?? ''], 'blog.list', { query: { page, pageSize: BLOG_PAGE_SIZE, category } });
export const blogCategoriesQuery = () => read(['blog', 'categories'], 'blog.categories');
export const blogPostQuery = (slug: string) => read(['blog', 'slug', slug], 'blog.bySlug', { params: { slug } });

export const reviewsQuery = () => read(['reviews'], 'reviews.list');

export const contentQuery = (page: string) => read(['content', page], 'content.list', { query: { page } });
export const heroQuery = () => read(['hero'], 'hero.get');
export const aboutQuery = () => read(['about'], 'about.get');
export const seoQuery = (page: z.infer<typeof SeoPage>, lang: LanguageCode) =>
  read(['seo', page, lang], 'seo.get', { query: { page, lang } });
export const jobsQuery = () => read(['jobs'], 'jobs.list');
