/**
 * Page navigation for paged lists: previous/next and page numbers (first, last and the pages around
 * the current one). With hrefForPage the pages are real links (crawlable, open in a new tab);
 * otherwise they are buttons that call onPageChange.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon/Icon';
import { SiteLink } from '../SiteLink/SiteLink';
import styles from './Pagination.module.css';

export interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange?: (page: number) => void;
  hrefForPage?: (page: number) => string;
  className?: string;
}

type Item = number | 'gap';

/** 1 … 4 5 6 … 12: always the first and last page and the current page's neighbours. */
export function pageItems(page: number, pageCount: number): Item[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  // Always seven slots, so the controls do not jump around while paging.
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const pages =
    page <= 4
      ? [...range(1, 5), pageCount]
      : page >= pageCount - 3
        ? [1, ...range(pageCount - 4, pageCount)]
        : [1, page - 1, page, page + 1, pageCount];
  const items: Item[] = [];
  pages.forEach((p, i) => {
    const previous = pages[i - 1];
    // A gap of one page shows that page: "…" should never hide a single number.
    if (previous !== undefined && p - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) items.push('gap');
    items.push(p);
  });
  return items;
}

export function Pagination({ page, pageCount, onPageChange, hrefForPage, className }: PaginationProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(page, 1), pageCount);

  const control = (target: number, content: ReactNode, props: { className: string; label?: string; current?: boolean }) => {
    const common = {
      className: props.className,
      'aria-label': props.label,
      'aria-current': props.current ? ('page' as const) : undefined,
    };
    if (hrefForPage)
      return (
        <SiteLink href={hrefForPage(target)} {...common} onClick={onPageChange ? () => onPageChange(target) : undefined}>
          {content}
        </SiteLink>
      );
    return (
      <button type="button" {...common} onClick={() => target !== current && onPageChange?.(target)}>
        {content}
      </button>
    );
  };

  const step = (target: number, direction: 'previous' | 'next') => {
    const label = intl.formatMessage({ id: `pagination.${direction}` });
    const content = (
      <>
        {direction === 'previous' && <Icon name="chevronLeft" />}
        <span className={styles.stepLabel}>{label}</span>
        {direction === 'next' && <Icon name="chevronRight" />}
      </>
    );
    const outOfRange = target < 1 || target > pageCount;
    if (outOfRange)
      return hrefForPage ? (
        <span className={`${styles.step} ${styles.inactive}`}>{content}</span>
      ) : (
        <button type="button" className={styles.step} disabled>
          {content}
        </button>
      );
    return control(target, content, { className: styles.step });
  };

  return (
    <nav aria-label={intl.formatMessage({ id: 'pagination.label' })} className={className}>
      <ul className={styles.list}>
        <li>{step(current - 1, 'previous')}</li>
        {pageItems(current, pageCount).map((item, i) => (
          <li key={item === 'gap' ? `gap-${i}` : item}>
            {item === 'gap' ? (
              <span className={styles.gap} aria-hidden="true">
                …
              </span>
            ) : (
              control(item, intl.formatNumber(item), {
                className: styles.page,
                label: intl.formatMessage({ id: 'pagination.page' }, { page: item }),
                current: item === current,
              })
            )}
          </li>
        ))}
        <li>{step(current + 1, 'next')}</li>
      </ul>
    </nav>
  );
}
