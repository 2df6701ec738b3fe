/**
 * Head tags of a page that has an SEO entry staff edit (admin → SEO): its title, description and
 * share image in the active language, else the page's own title as a sensible default.
 */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LanguageCode } from '../../contract/common';
import type { SeoPage } from '../../contract/entities/seo';
import { useLang } from '../../i18n/useLang';
import { seoQuery } from '../../lib/queries';
import { PageHead } from './PageHead';

export interface PageSeoProps {
  page: z.infer<typeof SeoPage>;
  fallbackTitle: string;
  fallbackDescription?: string;
  pathIn: (lang: LanguageCode) => string;
}

export function PageSeo({ page, fallbackTitle, fallbackDescription, pathIn }: PageSeoProps) {
  const lang = useLang();
  const entry = useQuery(seoQuery(page, lang)).data?.[0];
  return (
    <PageHead
      lang={lang}
      title={entry?.title ?? fallbackTitle}
      completeTitle={!!entry}
      description={entry?.description ?? fallbackDescription}
      image={entry?.image}
      pathIn={pathIn}
    />
  );
}
