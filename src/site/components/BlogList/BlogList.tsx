/**
 * The blog overview: category chips, the grid of post cards and page navigation, with the list's
 * loading, empty and error states. Chips and pages are links when the caller gives hrefs (the
 * state lives in the URL) or buttons that report the choice through callbacks.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { BlogCategory, BlogPostSummary } from '../../../contract/entities/blog';
import { localize } from '../../../i18n/localize';
import { useLang } from '../../intl/useLang';
import { BlogCard } from '../BlogCard/BlogCard';
import { EmptyState } from '../EmptyState/EmptyState';
import { ListSkeleton, LoadFailed } from '../EmptyState/ListStates';
import { Pagination } from '../Pagination/Pagination';
import { SiteLink } from '../SiteLink/SiteLink';
import styles from './BlogList.module.css';

export interface BlogListProps {
  posts: readonly BlogPostSummary[];
  categories: readonly BlogCategory[];
  /** Slug of the chosen category; null or undefined for all posts. */
  activeCategory?: string | null;
  onCategoryChange?: (slug: string | null) => void;
  categoryHref?: (slug: string | null) => string;
  page?: number;
  pageCount?: number;
  onPageChange?: (page: number) => void;
  hrefForPage?: (page: number) => string;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  headingLevel?: 2 | 3 | 4;
}

export function BlogList(props: BlogListProps) {
  const { posts, categories, page = 1, pageCount = 1, onPageChange, hrefForPage, headingLevel = 2 } = props;
  const byId = new Map(categories.map((c) => [c.id, c]));
  return (
    <div className={styles.blogList}>
      <CategoryFilter {...props} />
      <ListBody {...props}>
        <ul className={styles.grid}>
          {posts.map((post) => (
            <li key={post.id}>
              <BlogCard post={post} category={byId.get(post.categoryId)} headingLevel={headingLevel} />
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={onPageChange}
          hrefForPage={hrefForPage}
          className={styles.pagination}
        />
      </ListBody>
    </div>
  );
}

function ListBody({ posts, loading, error, onRetry, children }: BlogListProps & { children: ReactNode }) {
  const intl = useIntl();
  if (loading) return <ListSkeleton count={3} gridClassName={styles.grid} itemClassName={styles.skeleton} />;
  if (error) return <LoadFailed messageId="error.blogFailed" onRetry={onRetry} />;
  if (posts.length === 0) return <EmptyState icon="file" titleAs="p" title={intl.formatMessage({ id: 'blog.empty' })} />;
  return <>{children}</>;
}

function CategoryFilter({ categories, activeCategory = null, onCategoryChange, categoryHref }: BlogListProps) {
  const intl = useIntl();
  const lang = useLang();
  if (categories.length === 0 || (!onCategoryChange && !categoryHref)) return null;
  const label = intl.formatMessage({ id: 'blog.categories' });
  const choices: { slug: string | null; name: string }[] = [
    { slug: null, name: intl.formatMessage({ id: 'blog.allCategories' }) },
    ...categories.map((c) => ({ slug: c.slug, name: localize(c.name, lang) })),
  ];
  const chips = (
    <ul className={styles.chips}>
      {choices.map(({ slug, name }) => {
        const active = slug === (activeCategory ?? null);
        return (
          <li key={slug ?? ''}>
            {categoryHref ? (
              <SiteLink
                href={categoryHref(slug)}
                className={styles.chip}
                aria-current={active ? 'page' : undefined}
                onClick={onCategoryChange ? () => onCategoryChange(slug) : undefined}
              >
                {name}
              </SiteLink>
            ) : (
              <button type="button" className={styles.chip} aria-pressed={active} onClick={() => onCategoryChange?.(slug)}>
                {name}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
  // Links change the page, so they are navigation; buttons filter in place, so they are a group.
  return categoryHref ? (
    <nav aria-label={label}>{chips}</nav>
  ) : (
    <div role="group" aria-label={label}>
      {chips}
    </div>
  );
}
