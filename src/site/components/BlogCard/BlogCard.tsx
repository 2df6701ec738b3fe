/**
 * A blog post in lists: cover image, category, title (the card's one link, to the post), excerpt,
 * publication date and reading time.
 */
import { useIntl } from 'react-intl';
import type { BlogCategory, BlogPostSummary } from '../../../contract/entities/blog';
import { localize } from '../../../i18n/localize';
import { useLang } from '../../intl/useLang';
import { pathTo } from '../../../lib/paths';
import { Icon } from '../Icon/Icon';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import { SiteLink } from '../SiteLink/SiteLink';
import card from '../../styles/card.module.css';
import styles from './BlogCard.module.css';

export interface BlogCardProps {
  post: BlogPostSummary;
  category?: BlogCategory;
  headingLevel?: 2 | 3 | 4;
}

export function BlogCard({ post, category, headingLevel = 3 }: BlogCardProps) {
  const intl = useIntl();
  const lang = useLang();
  const Heading = `h${headingLevel}` as const;
  const cover = post.coverImage;
  return (
    <article className={card.card}>
      {cover && (
        <div className={styles.cover}>
          <ResponsiveImage image={cover} use="blogCard" fallbackSize={[800, 450]} />
        </div>
      )}
      <div className={card.body}>
        {category && (
          <p className={styles.category}>
            <span className="visually-hidden">{intl.formatMessage({ id: 'blog.category' })}: </span>
            {localize(category.name, lang)}
          </p>
        )}
        <Heading className={styles.title}>
          <SiteLink href={pathTo(lang, 'blog', post.slug)} className={card.link}>
            {localize(post.title, lang)}
          </SiteLink>
        </Heading>
        <p className={styles.excerpt}>{localize(post.excerpt, lang)}</p>
        <p className={styles.facts}>
          {post.publishedAt && (
            <span className={styles.fact}>
              <Icon name="calendar" size={16} />
              <span className="visually-hidden">{intl.formatMessage({ id: 'blog.publishedOn' })} </span>
              <time dateTime={post.publishedAt}>
                {intl.formatDate(post.publishedAt, { dateStyle: 'long', timeZone: 'Europe/Berlin' })}
              </time>
            </span>
          )}
          <span className={styles.fact}>
            <Icon name="clock" size={16} />
            {intl.formatMessage({ id: 'blog.readingTime' }, { minutes: post.readingMinutes })}
          </span>
        </p>
      </div>
    </article>
  );
}
