/**
 * Blog list: published posts, newest first, with category filter and paging. Page and
 * category live in the URL (?page=2&category=prophylaxe) so every list view can be linked.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { BlogList } from '../../components/BlogList/BlogList';
import { SiteHero } from '../../components/PageHero/SiteHero';
import { useLang } from '../../intl/useLang';
import { pathTo } from '../../../lib/paths';
import { blogCategoriesQuery, blogListQuery } from '../../common/queries';
import { blogCategoryParam, blogPageParam, blogSearch } from '../../../lib/blogSearch';
import { NewsletterContainer } from '../newsletter/NewsletterContainer';
import styles from '../site/page.module.css';

export default function BlogPage() {
  const lang = useLang();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> });
  const page = blogPageParam(search.page);
  const category = blogCategoryParam(search.category);
  const posts = useQuery({ ...blogListQuery(page, category ?? undefined), placeholderData: keepPreviousData });
  const categories = useQuery(blogCategoriesQuery());
  const base = pathTo(lang, 'blog');
  const href = (p: number, c: string | null) => `${base}${blogSearch(p, c)}`;
  const pageCount = posts.data ? Math.max(1, Math.ceil(posts.data.total / posts.data.pageSize)) : 1;
  return (
    <>
      <SiteHero title={t('page.blog.title')} lead={t('page.blog.lead')} />
      <div className={`container ${styles.section}`}>
        <BlogList
          posts={posts.data?.items ?? []}
          categories={categories.data ?? []}
          activeCategory={category}
          categoryHref={(c) => href(1, c)}
          page={page}
          pageCount={pageCount}
          hrefForPage={(p) => href(p, category)}
          loading={posts.isPending}
          error={posts.isError}
          onRetry={() => void posts.refetch()}
        />
      </div>
      <section className={styles.sectionAlt} aria-labelledby="newsletter-title">
        <div className={`container ${styles.narrow}`}>
          <h2 id="newsletter-title">{t('page.blog.newsletterTitle')}</h2>
          <p>{t('page.blog.newsletterText')}</p>
          <NewsletterContainer />
        </div>
      </section>
    </>
  );
}
