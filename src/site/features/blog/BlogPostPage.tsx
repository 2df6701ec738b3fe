/** Blog post (blog/{slug}): the published post, its category, date and reading time. */
import { useQuery } from '@tanstack/react-query';
import { FormattedDate, useIntl } from 'react-intl';
import { BlogPostBody } from '../../components/BlogPostBody/BlogPostBody';
import { LoadingIndicator } from '../../components/LoadingIndicator/LoadingIndicator';
import { SiteHero } from '../../components/PageHero/SiteHero';
import { localize } from '../../../i18n/localize';
import { useLang } from '../../intl/useLang';
import { pathTo } from '../../../lib/paths';
import { blogCategoriesQuery, blogPostQuery } from '../../common/queries';
import { NotFoundScreen } from '../site/NotFoundScreen';
import { isNotFoundError, QueryError } from '../site/QueryError';
import { PageCallToAction } from '../site/PageCallToAction';
import styles from '../site/page.module.css';

export default function BlogPostPage({ screen }: { screen: { slug: string } }) {
  const lang = useLang();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const post = useQuery(blogPostQuery(screen.slug));
  const categories = useQuery(blogCategoriesQuery());
  if (post.isPending) return <LoadingIndicator variant="page" />;
  if (post.isError) return isNotFoundError(post.error) ? <NotFoundScreen /> : <QueryError onRetry={() => void post.refetch()} />;
  const p = post.data;
  const title = localize(p.title, lang);
  const category = categories.data?.find((c) => c.id === p.categoryId);
  return (
    <>
      <SiteHero
        title={title}
        eyebrow={category ? localize(category.name, lang) : undefined}
        lead={
          <>
            {p.author}
            {p.publishedAt && (
              <>
                {' · '}
                <time dateTime={p.publishedAt}>
                  <FormattedDate value={p.publishedAt} dateStyle="long" timeZone="Europe/Berlin" />
                </time>
              </>
            )}
            {' · '}
            {t('blog.readingTime', { minutes: p.readingMinutes })}
          </>
        }
        image={p.coverImage}
        above={[{ label: t('page.blog.title'), href: pathTo(lang, 'blog') }]}
      />
      <article className={`container ${styles.section} ${styles.narrow}`}>
        <BlogPostBody markdown={localize(p.body, lang)} />
      </article>
      <PageCallToAction secondary={{ label: t('blog.allCategories'), href: pathTo(lang, 'blog'), icon: 'arrowLeft' }} />
    </>
  );
}
