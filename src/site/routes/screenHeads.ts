/**
 * The <head> of each screen (title, description, canonical, alternates, robots, Open Graph and
 * structured data): its route's head() (router.tsx) computes it from the screen and the
 * query cache its loader filled (screenData.ts), so the head reads exactly what the page shows. The
 * canonical URL and the alternates are the screen's canonical paths (canonicalPath.ts, as the
 * sitemap lists them); a screen with an SEO entry (admin → SEO, seoPageOf) takes that entry's title,
 * description and image, else its own head below. The tags themselves: features/seo/headTags.ts.
 *
 * A head follows the page it belongs to: a screen whose data does not exist (an unknown slug) shows
 * the not-found page and gets the not-found head; a screen whose read failed for another reason
 * shows the error and gets no head of its own.
 */
import type { InferDataFromTag, QueryClient, QueryKey } from '@tanstack/react-query';
import type { IntlShape } from 'react-intl';
import type { LanguageCode } from '../../contract/constants';
import { intlOf } from '../intl/intlOf';
import { localize } from '../../i18n/localize';
import { isNotFoundError } from '../../lib/api';
import { onlineBookingUrl } from '../common/bookingLink';
import { offeredAt, pathTo } from '../../lib/paths';
import { teamDisplayName } from '../../contract/rules/teamName';
import type { Treatment } from '../../contract/entities/treatment';
import {
  aboutQuery,
  blogPostQuery,
  contactQuery,
  jobsQuery,
  practiceInfoQuery,
  seoQuery,
  settingsQuery,
  teamMemberQuery,
  teamQuery,
  treatmentCategoriesQuery,
  treatmentQuery,
  treatmentsQuery,
} from '../common/queries';
import { placeId } from '../features/locations/locations';
import { notFoundHead, pageHead, withSeoEntry, type PageHeadInput, type RouteHead } from '../features/seo/headTags';
import { siteOrigin } from '../features/seo/siteOrigin';
import { blogPosting, breadcrumbList, dentist, jobPosting, medicalProcedure, person } from '../features/seo/structuredData';
import { canonicalPath } from '../../lib/canonicalPath';
import type { Screen } from '../../lib/resolvePath';
import { seoPageOf } from './screenData';

type PageScreen = Exclude<Screen['screen'], 'notFound'>;

/** What a screen's head reads: its language's strings and the query cache. */
interface HeadSources {
  lang: LanguageCode;
  intl: IntlShape;
  t: (id: string, values?: Record<string, string>) => string;
  /** The cached answer of a read the loader ensured (undefined if it failed). */
  data: <K extends QueryKey>(options: { queryKey: K }) => InferDataFromTag<unknown, K> | undefined;
  /** Whether a read failed because its entry does not exist (404). */
  missing: (options: { queryKey: QueryKey }) => boolean;
}

/** A screen's own head; `pathIn: null` for pages with no public address (noindex, not in the sitemap). */
type OwnHead = Omit<PageHeadInput, 'pathIn'> & { pathIn?: null };
/** A screen's own head; null: its page shows an error; 'notFound': its page is the not-found page. */
type HeadOf<S extends PageScreen> = (screen: Extract<Screen, { screen: S }>, from: HeadSources) => OwnHead | 'notFound' | null;

/** A read that answers "no such entry" makes the not-found page; any other failure the error. */
const failed = (from: HeadSources, options: { queryKey: QueryKey }) => (from.missing(options) ? 'notFound' : null);

/** A page whose own head is its title. */
const titled =
  (id: string) =>
  (_: Screen, { t }: HeadSources) => ({ title: t(id) });

const SCREEN_HEADS: { [S in PageScreen]: HeadOf<S> } = {
  home: (_, from) => {
    // The practice as a Dentist, once its info is read (the layout's reads: practice, contact, settings).
    const info = from.data(practiceInfoQuery());
    const settings = from.data(settingsQuery());
    const practice =
      info &&
      dentist({
        info,
        contact: from.data(contactQuery()),
        origin: siteOrigin(),
        lang: from.lang,
        homePath: pathTo(from.lang, 'home'),
        // Only while the practice has a booking service (none on a fresh install).
        bookingUrl: onlineBookingUrl(settings) ?? undefined,
        socialLinks: settings && Object.values(settings.socialLinks),
      });
    return { title: from.t('app.practiceName'), structuredData: practice ? [practice] : [] };
  },
  treatments: titled('page.treatments.title'),
  services: titled('page.services.title'),
  team: titled('page.team.title'),
  practice: titled('page.practice.title'),
  contact: titled('page.contact.title'),
  booking: titled('page.booking.title'),
  blog: titled('page.blog.title'),
  careers: (_, from) => ({
    title: from.t('page.careers.title'),
    structuredData: (from.data(jobsQuery()) ?? []).map((j) =>
      jobPosting(j, from.lang, from.data(practiceInfoQuery()), siteOrigin()),
    ),
  }),
  location: (s, { t }) => ({ title: t('page.locations.title', { place: t(placeId(s.location)) }) }),
  about: (_, from) => {
    const about = from.data(aboutQuery());
    return about ? { title: localize(about.title, from.lang), heldLanguages: about.heldLanguages } : null;
  },
  privacy: (s, from) => legalHead(s.screen, from),
  imprint: (s, from) => legalHead(s.screen, from),
  accessibility: (s, from) => legalHead(s.screen, from),
  appointmentCancel: (_, { t }) => ({ title: t('page.cancel.title'), pathIn: null, noindex: true }),
  newsletterConfirm: (_, { t }) => ({ title: t('newsletterLink.confirm.ready.title'), pathIn: null, noindex: true }),
  newsletterUnsubscribe: (_, { t }) => ({ title: t('newsletterLink.unsubscribe.ready.title'), pathIn: null, noindex: true }),
  emergency: (_, { t }) => ({ title: t('page.emergency.title'), description: t('page.emergency.description') }),
  treatment: (s, from) => {
    const t = from.data(treatmentQuery(s.slug));
    if (!t) return failed(from, treatmentQuery(s.slug));
    const seoTitle = localize(t.seo.title, from.lang);
    const url = (path: string) => `${siteOrigin()}${path}`;
    return {
      title: seoTitle || localize(t.title, from.lang),
      completeTitle: !!seoTitle,
      description: localize(t.seo.description, from.lang) || localize(t.shortDescription, from.lang),
      image: (t.images.find((i) => i.isHero) ?? t.images[0])?.src,
      heldLanguages: t.heldLanguages,
      structuredData: [
        medicalProcedure(t, from.lang, url(pathTo(from.lang, 'treatments', t.slug)), performerOf(t, from)),
        breadcrumbList([
          { name: from.t('nav.home'), url: url(pathTo(from.lang, 'home')) },
          { name: from.t('page.treatments.title'), url: url(pathTo(from.lang, 'treatments')) },
          { name: localize(t.title, from.lang), url: url(pathTo(from.lang, 'treatments', t.slug)) },
        ]),
      ],
    };
  },
  service: (s, from) => {
    const categories = from.data(treatmentCategoriesQuery());
    if (!categories || !from.data(treatmentsQuery())) return null;
    const category = categories.find((c) => c.slug === s.slug);
    if (!category) return 'notFound';
    return { title: localize(category.name, from.lang), description: localize(category.description, from.lang) };
  },
  locationService: (s, from) => {
    const treatments = from.data(treatmentsQuery());
    if (!treatments) return null;
    // A treatment not offered at this place has no page here (the shared not-found answers 404).
    const treatment = treatments.find((x) => x.slug === s.slug && offeredAt(s.location, x));
    const category = treatment ? undefined : from.data(treatmentCategoriesQuery())?.find((c) => c.slug === s.slug);
    if (!treatment && !category) return 'notFound';
    const service = localize(treatment ? treatment.title : category!.name, from.lang);
    return {
      title: from.t('page.locationService.title', { service, place: from.t(placeId(s.location)) }),
      description: localize(treatment ? treatment.shortDescription : category!.description, from.lang),
      heldLanguages: treatment?.heldLanguages,
    };
  },
  teamMember: (s, from) => memberHead(from, s.slug, false),
  ownerAlias: (s, from) => memberHead(from, s.slug, true),
  blogPost: (s, from) => {
    const post = from.data(blogPostQuery(s.slug));
    if (!post) return failed(from, blogPostQuery(s.slug));
    return {
      title: localize(post.title, from.lang),
      description: localize(post.excerpt, from.lang),
      image: post.coverImage?.src,
      type: 'article',
      heldLanguages: post.heldLanguages,
      structuredData: [blogPosting(post, from.lang, `${siteOrigin()}${pathTo(from.lang, 'blog', post.slug)}`, siteOrigin())],
    };
  },
};
/** A screen's own head, by the function of its own variant (S ties the screen's name to it). */
const headOf = <S extends PageScreen>(name: S, screen: Extract<Screen, { screen: S }>, from: HeadSources) =>
  SCREEN_HEADS[name](screen, from);

/** A legal page's title: its heading may carry soft hyphens (long German words on a phone), the document title does not. */
/** The published team member a treatment names as responsible, if any, with their page. */
function performerOf(t: Treatment, from: HeadSources): { name: string; url: string } | undefined {
  const member = from.data(teamQuery())?.find((m) => teamDisplayName(m) === t.doctorName);
  return member && { name: teamDisplayName(member), url: `${siteOrigin()}${pathTo(from.lang, 'team', member.slug)}` };
}

const legalHead = (screen: 'privacy' | 'imprint' | 'accessibility', { t }: HeadSources): OwnHead => ({
  title: t(`legal.title.${screen}`).replace(/\u00AD/g, ''),
});

/** A team member's page; at /{lang}/{slug} only the owner's (other members are not pages there). */
function memberHead(from: HeadSources, slug: string, ownerOnly: boolean): OwnHead | 'notFound' | null {
  const m = from.data(teamMemberQuery(slug));
  if (!m) return failed(from, teamMemberQuery(slug));
  if (ownerOnly && !m.isOwner) return 'notFound';
  return {
    title: `${[m.academicTitle, m.name].filter(Boolean).join(' ')} – ${localize(m.position, from.lang)}`,
    description: localize(m.bio, from.lang).slice(0, 155),
    image: m.photo?.src,
    type: 'profile',
    heldLanguages: m.heldLanguages,
    structuredData: [person(m, from.lang, `${siteOrigin()}${pathTo(from.lang, 'team', m.slug)}`, siteOrigin())],
  };
}

/** A route's head(): the page's tags, or none. */
export type ScreenHead = RouteHead | Record<string, never>;

/** The head of a screen in a language, from what its loader put into the query cache. */
export function screenHead(screen: Screen, lang: LanguageCode, queryClient: QueryClient): ScreenHead {
  const intl = intlOf(lang);
  if (screen.screen === 'notFound') return notFoundHead(intl);
  const from: HeadSources = {
    lang,
    intl,
    t: (id, values) => intl.formatMessage({ id }, values),
    data: ({ queryKey }) => queryClient.getQueryData(queryKey),
    missing: ({ queryKey }) => isNotFoundError(queryClient.getQueryState(queryKey)?.error),
  };
  const own = headOf(screen.screen, screen, from);
  if (own === 'notFound') return notFoundHead(intl);
  if (own === null) return {};
  const seoPage = seoPageOf(screen);
  const entry = seoPage ? queryClient.getQueryData(seoQuery(seoPage, lang).queryKey)?.[0] : undefined;
  return pageHead(intl, withSeoEntry({ pathIn: (l) => canonicalPath(l, screen)!, ...own }, entry));
}
