/**
 * Stars for a rating (1–5 or an average such as 4.6). The stars are decoration; screen readers
 * hear the sentence "Bewertung: 4,6 von 5 Sternen" instead of five unlabeled images.
 */
import { useIntl } from 'react-intl';
import { Icon } from '../Icon/Icon';
import styles from './StarRating.module.css';

export interface StarRatingProps {
  rating: number;
  max?: number;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

const ICON_SIZE = { small: 16, medium: 20, large: 28 } as const;

export function StarRating({ rating, max = 5, size = 'medium', className }: StarRatingProps) {
  const intl = useIntl();
  const value = Math.min(Math.max(rating, 0), max);
  const rounded = Math.round(value * 10) / 10;
  const row = (filled: boolean) =>
    Array.from({ length: max }, (_, i) => (
      <Icon key={i} name="star" size={ICON_SIZE[size]} {...(filled ? { fill: 'currentColor' } : {})} />
    ));
  return (
    <span className={[styles.rating, className].filter(Boolean).join(' ')}>
      <span className="visually-hidden">{intl.formatMessage({ id: 'rating.label' }, { rating: rounded, max })}</span>
      <span className={styles.stars} aria-hidden="true" data-testid="stars">
        <span className={styles.empty}>{row(false)}</span>
        <span className={styles.filled} style={{ width: `${(value / max) * 100}%` }}>
          {row(true)}
        </span>
      </span>
    </span>
  );
}
