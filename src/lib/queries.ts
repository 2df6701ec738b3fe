/**
 * Query options per public read, typed by the contract. Routes call ensureQueryData with these
 * (and the server renderer will too); components read them with useQuery/useSuspenseQuery.
 * Content changes rarely during a visit, so reads stay fresh for five minutes.
 */
import { queryOptions } from '@tanstack/react-query';
import type { PublicSettings } from '../contract/endpoints';
import type { BlogCategory, BlogPost, BlogPostSummary } from '../contract/entities/blog';
import type { ContactData } from '../contract/entities/contact';
import type { AboutPage, ContentBlock, DoctorIntro, Page } from '../contract/entities/content';
import type { JobPosting } from '../contract/entities/job';
import type { Language } from '../contract/entities/language';
import type { OpeningStatus, PracticeImage, PracticeInfo } from '../contract/entities/practice';
import type { Review } from '../contract/entities/review';
import type { SeoEntry, SeoPage } from '../contract/entities/seo';
import type { TeamMember } from '../contract/entities/team';
import type { Treatment, TreatmentCategory, TreatmentSummary } from '../contract/entities/treatment';
import type { z } from 'zod';
import { call } from './api';

/** Contact data is cached for 300 s (spec §7, §9). */
export const CONTACT_CACHE_MS = 300_000;
const CONTENT_STALE_MS = 300_000;

const read = <T>(
  queryKey: readonly unknown[],
  id: string,
  opts: { params?: Record<string, string>; query?: Record<string, string | number | undefined> } = {},
) => queryOptions({ queryKey, queryFn: () => call<T>(id, opts), staleTime: CONTENT_STALE_MS });

export const languagesQuery = () =>
  queryOptions({ queryKey: ['languages'], queryFn: () => call<Language[]>('languages.list'), staleTime: Infinity });
export const practiceInfoQuery = () => read<PracticeInfo>(['practice', 'info'], 'practice.info');
export const practiceImagesQuery = () => read<PracticeImage[]>(['practice', 'images'], 'practice.images');
/** Opening status depends on the clock: refreshed every minute while shown. */
export const openingStatusQuery = () =>
  queryOptions({
    queryKey: ['practice', 'opening-status'],
    queryFn: () => call<z.infer<typeof OpeningStatus>>('practice.openingStatus'),
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
export const contactQuery = () =>
  queryOptions({ queryKey: ['contact'], queryFn: () => call<ContactData>('contact.public'), staleTime: CONTACT_CACHE_MS });
export const settingsQuery = () => read<z.infer<typeof PublicSettings>>(['settings'], 'settings.public');

export const treatmentsQuery = () => read<TreatmentSummary[]>(['treatments'], 'treatments.list');
export const treatmentCategoriesQuery = () => read<TreatmentCategory[]>(['treatments', 'categories'], 'treatments.categories');
export const treatmentQuery = (slug: string) =>
  read<Treatment>(['treatments', 'slug', slug], 'treatments.bySlug', { params: { slug } });

export const teamQuery = () => read<TeamMember[]>(['team'], 'team.list');
export const teamMemberQuery = (slug: string) => read<TeamMember>(['team', 'slug', slug], 'team.bySlug', { params: { slug } });

export interface BlogPage {
  items: BlogPostSummary[];
  page: number;
  pageSize: number;
  total: number;
}
export const BLOG_PAGE_SIZE = 9;
export const blogListQuery = (page = 1, category?: string) =>
  read<BlogPage>(['blog', 'list', page, category ?? ''], 'blog.list', { query: { page, pageSize: BLOG_PAGE_SIZE, category } });
export const blogCategoriesQuery = () => read<BlogCategory[]>(['blog', 'categories'], 'blog.categories');
export const blogPostQuery = (slug: string) => read<BlogPost>(['blog', 'slug', slug], 'blog.bySlug', { params: { slug } });

export interface ReviewsAnswer {
  items: Review[];
  average: number;
  count: number;
}
export const reviewsQuery = () => read<ReviewsAnswer>(['reviews'], 'reviews.list');

export const pageQuery = (slug: string) => read<Page>(['pages', slug], 'pages.bySlug', { params: { slug } });
export const contentQuery = (page: string) => read<ContentBlock[]>(['content', page], 'content.list', { query: { page } });
export const heroQuery = () => read<DoctorIntro>(['hero'], 'hero.get');
export const aboutQuery = () => read<AboutPage>(['about'], 'about.get');
export const seoQuery = (page: z.infer<typeof SeoPage>, lang: string) =>
  read<SeoEntry[]>(['seo', page, lang], 'seo.get', { query: { page, lang } });
export const jobsQuery = () => read<JobPosting[]>(['jobs'], 'jobs.list');
