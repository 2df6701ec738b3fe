/**
 * A page's <head> as a TanStack route's head() returns it: the title, description, robots, Open
 * Graph and Twitter tags as `meta`, the canonical URL and the hreflang alternates (five languages and
 * x-default) as `links`, the structured data (structuredData.ts) as `scripts`. Each screen's route
 * computes its input (src/site/routes/screenHeads.ts); the router's useTags() collects it and
 * src/site/common/documentHead.ts writes it into <head>.
 */
import type { IntlShape } from 'react-intl';
import { LANGUAGES, type LanguageCode } from '../../../contract/constants';
import type { SeoEntry } from '../../../contract/entities/seo';
import { siteOrigin } from './siteOrigin';

export interface PageHeadInput {
  title: string;
  description?: string;
  /** Path of this page in each language (null: the page has no public address, e.g. not found). */
  pathIn: ((lang: LanguageCode) => string) | null;
  image?: string;
  type?: 'website' | 'article' | 'profile';
  /** Search engines skip pages that only exist to say something is missing. */
  noindex?: boolean;
  /** SEO entries staff write are complete titles; other titles get the practice name appended. */
  completeTitle?: boolean;
  /** schema.org blocks (structuredData.ts); null entries are left out. */
  structuredData?: (StructuredData | null)[];
  /**
   * Languages of the page's content held back by staff: its visitors read the German
   * text, so they are no alternate, and the page in one of them names the German page canonical.
   */
  heldLanguages?: LanguageCode[];
}

type StructuredData = Record<string, unknown>;
type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string };
/**
 * A data script: JSON in it is never executed (so the CSP does not apply); "<" is escaped so a text
 * field can never close the element.
 */
type ScriptTag = { type: 'application/ld+json'; children: string };
type LinkTag = { rel: string; href: string; hrefLang?: string };
export interface RouteHead {
  meta: MetaTag[];
  links: LinkTag[];
  scripts: ScriptTag[];
}

const OG_LOCALE: Record<LanguageCode, string> = { de: 'de_DE', en: 'en_GB', fr: 'fr_FR', es: 'es_ES', ru: 'ru_RU' };

/** The head of a page in the language of `intl`. */
export function pageHead(
  intl: IntlShape,
  {
    title,
    description,
    pathIn,
    image,
    type = 'website',
    noindex = false,
    completeTitle = false,
    structuredData = [],
    heldLanguages = [],
  }: PageHeadInput,
): RouteHead {
  const lang = intl.locale as LanguageCode;
  const origin = siteOrigin();
  const fullTitle = completeTitle ? title : `${title} | ${intl.formatMessage({ id: 'app.practiceName' })}`;
  const url = pathIn ? `${origin}${pathIn(heldLanguages.includes(lang) ? 'de' : lang)}` : undefined;
  const imageUrl = image ? (image.startsWith('http') ? image : `${origin}${image}`) : undefined;
  const meta = (key: 'name' | 'property', name: string, content: string | undefined): MetaTag[] =>
    content ? [{ [key]: name, content } as MetaTag] : [];
  return {
    meta: [
      { title: fullTitle },
      ...meta('name', 'description', description),
      ...meta('name', 'robots', noindex ? 'noindex' : undefined),
      ...meta('property', 'og:title', fullTitle),
      ...meta('property', 'og:description', description),
      ...meta('property', 'og:type', type),
      ...meta('property', 'og:locale', OG_LOCALE[lang]),
      ...meta('property', 'og:url', url),
      ...meta('property', 'og:image', imageUrl),
      ...meta('name', 'twitter:card', imageUrl ? 'summary_large_image' : 'summary'),
    ],
    links: [
      ...(url ? [{ rel: 'canonical', href: url }] : []),
      ...(pathIn
        ? [...LANGUAGES.filter((l) => !heldLanguages.includes(l)), 'x-default' as const].map((l) => ({
            rel: 'alternate',
            hrefLang: l,
            href: `${origin}${pathIn(l === 'x-default' ? 'de' : l)}`,
          }))
        : []),
    ],
    scripts: structuredData
      .filter((d) => d !== null)
      .map((d) => ({ type: 'application/ld+json', children: JSON.stringify(d).replace(/</g, '\\u003c') })),
  };
}

/** The not-found page's head: its title, noindex and no address of its own. */
export const notFoundHead = (intl: IntlShape): RouteHead =>
  pageHead(intl, { title: intl.formatMessage({ id: 'notFound.title' }), pathIn: null, noindex: true });

/**
 * A page with an SEO entry staff edit (admin → SEO) in the page's language: the entry's title,
 * description and share image, else the page's own head.
 */
export const withSeoEntry = (own: PageHeadInput, entry: SeoEntry | undefined): PageHeadInput =>
  entry ? { ...own, title: entry.title, completeTitle: true, description: entry.description, image: entry.image } : own;
