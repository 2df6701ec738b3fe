/** Where the page sits in the site: an ordered trail of links, the last item being this page. */
import { useIntl } from 'react-intl';
import { Icon } from '../Icon/Icon';
import { SiteLink } from '../SiteLink/SiteLink';
import styles from './Breadcrumbs.module.css';

export interface BreadcrumbItem {
  label: string;
  /** Path from src/lib/paths.ts; the last item (this page) needs none. */
  href?: string;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  className?: string;
}

export function Breadcrumbs({ items, className }: BreadcrumbsProps) {
  const intl = useIntl();
  if (items.length === 0) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'breadcrumbs.label' })} className={className}>
      <ol className={styles.list}>
        {items.map((item, i) => {
          const isCurrent = i === items.length - 1;
          return (
            <li key={`${i}-${item.label}`} className={styles.item}>
              {i > 0 && <Icon name="chevronRight" size={16} className={styles.separator} />}
              {isCurrent ? (
                <span aria-current="page" className={styles.current}>
                  {item.label}
                </span>
              ) : item.href ? (
                <SiteLink href={item.href} className={styles.link}>
                  {item.label}
                </SiteLink>
              ) : (
                <span className={styles.text}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
