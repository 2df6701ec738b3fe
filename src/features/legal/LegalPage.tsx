/**
 * Privacy policy and legal notice (spec §2 datenschutz/privacy, impressum/imprint): free pages
 * staff maintain (admin → Seiten), rendered from the safe Markdown subset.
 */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { BlogPostBody } from '../../components/BlogPostBody/BlogPostBody';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs';
import { LoadingIndicator } from '../../components/LoadingIndicator/LoadingIndicator';
import { PageHero } from '../../components/PageHero/PageHero';
import { localize } from '../../i18n/localize';
import { useLang } from '../../i18n/useLang';
import { pathTo } from '../../lib/paths';
import { pageQuery } from '../../lib/queries';
import { PageSeo } from '../seo/PageSeo';
import { QueryError } from '../site/QueryError';
import styles from '../site/page.module.css';

const SLUG = { privacy: 'datenschutz', imprint: 'impressum' } as const;

export default function LegalPage({ screen }: { screen: { screen: 'privacy' | 'imprint' } }) {
  const lang = useLang();
  const intl = useIntl();
  const page = useQuery(pageQuery(SLUG[screen.screen]));
  if (page.isPending) return <LoadingIndicator variant="page" />;
  if (page.isError) return <QueryError onRetry={() => void page.refetch()} />;
  const title = localize(page.data.title, lang);
  return (
    <>
      <PageSeo page={screen.screen} fallbackTitle={title} pathIn={(l) => pathTo(l, screen.screen)} />
      <PageHero
        title={title}
        breadcrumbs={
          <Breadcrumbs
            items={[{ label: intl.formatMessage({ id: 'nav.home' }), href: pathTo(lang, 'home') }, { label: title }]}
          />
        }
      />
      <article className={`container ${styles.section} ${styles.narrow}`}>
        <BlogPostBody markdown={localize(page.data.body, lang)} />
      </article>
    </>
  );
}
