/**
 * Title, description, canonical URL, hreflang alternates (five languages and x-default) and Open
 * Graph / Twitter tags of a page. React 19 hoists these elements into <head>, on the client and
 * in server rendering alike, so pages simply render <PageHead> next to their content.
 */
import { LANGUAGES, type LanguageCode } from '../../contract/constants';
import { useIntl } from 'react-intl';

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
  return (
    <>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      {noindex && <meta name="robots" content="noindex" />}
      {url && <link rel="canonical" href={url} />}
      {pathIn && LANGUAGES.map((l) => <link key={l} rel="alternate" hrefLang={l} href={`${origin}${pathIn(l)}`} />)}
      {pathIn && <link rel="alternate" hrefLang="x-default" href={`${origin}${pathIn('de')}`} />}
      <meta property="og:title" content={fullTitle} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:type" content={type} />
      <meta property="og:locale" content={OG_LOCALE[lang]} />
      {url && <meta property="og:url" content={url} />}
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
    </>
  );
}
