/**
 * Title, description, canonical URL, hreflang alternates (five languages and x-default) and Open
 * Graph / Twitter tags of a page, written into <head> by the server and kept there in the
 * browser (documentHead.ts), so pages simply render <PageHead> next to their content.
 */
import { LANGUAGES, type LanguageCode } from '../../contract/constants';
import { useIntl } from 'react-intl';
import { useDocumentHead, type HeadTag } from '../../lib/documentHead';

export interface PageHeadProps {
  lang: LanguageCode;
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
}

let serverOrigin: string | undefined;
/** The server renderer's origin: the API's PUBLIC_URL (src/entry-server.tsx). */
export const setServerOrigin = (origin: string) => {
  serverOrigin = origin.replace(/\/$/, '');
};

/**
 * The public origin for canonical URLs and structured data: a site URL fixed at build time, else
 * the server's configured public URL while rendering, else the browser's. In production the last
 * two are the same address (the one visitors use), so server HTML and hydration agree.
 */
export function siteOrigin(): string {
  const configured = import.meta.env.VITE_PUBLIC_URL as string | undefined;
  if (configured) return configured.replace(/\/$/, '');
  return typeof window === 'undefined' ? (serverOrigin ?? '') : window.location.origin;
}

const OG_LOCALE: Record<LanguageCode, string> = { de: 'de_DE', en: 'en_GB', fr: 'fr_FR', es: 'es_ES', ru: 'ru_RU' };

export function PageHead({
  lang,
  title,
  description,
  pathIn,
  image,
  type = 'website',
  noindex = false,
  completeTitle = false,
}: PageHeadProps) {
  const intl = useIntl();
  const origin = siteOrigin();
  const fullTitle = completeTitle ? title : `${title} | ${intl.formatMessage({ id: 'app.practiceName' })}`;
  const url = pathIn ? `${origin}${pathIn(lang)}` : undefined;
  const imageUrl = image ? (image.startsWith('http') ? image : `${origin}${image}`) : undefined;
  const meta = (key: 'name' | 'property', name: string, content: string | undefined): HeadTag[] =>
    content ? [{ tag: 'meta', attrs: { [key]: name, content } }] : [];
  const link = (attrs: Record<string, string>): HeadTag => ({ tag: 'link', attrs });
  useDocumentHead('page', [
    { tag: 'title', text: fullTitle },
    ...meta('name', 'description', description),
    ...meta('name', 'robots', noindex ? 'noindex' : undefined),
    ...(url ? [link({ rel: 'canonical', href: url })] : []),
    ...(pathIn
      ? [...LANGUAGES, 'x-default' as const].map((l) =>
          link({ rel: 'alternate', hreflang: l, href: `${origin}${pathIn(l === 'x-default' ? 'de' : l)}` }),
        )
      : []),
    ...meta('property', 'og:title', fullTitle),
    ...meta('property', 'og:description', description),
    ...meta('property', 'og:type', type),
    ...meta('property', 'og:locale', OG_LOCALE[lang]),
    ...meta('property', 'og:url', url),
    ...meta('property', 'og:image', imageUrl),
    ...meta('name', 'twitter:card', imageUrl ? 'summary_large_image' : 'summary'),
  ]);
  return null;
}
