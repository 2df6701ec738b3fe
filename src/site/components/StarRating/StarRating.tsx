/**
 * Stars for a rating (1–5 or an average such as 4.6). The stars are decoration; screen readers
 * hear the sentence "Bewertung: 4,6 von 5 Sternen" instead of five unlabeled images.
 */
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import styles from './StarRating.module.css';

export interface StarRatingProps {
  rating: number;
  max?: number;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

const SIZE_CLASS = { small: styles.small, medium: undefined, large: styles.large } as const;

export function StarRating({ rating, max = 5, size = 'medium', className }: StarRatingProps) {
  const intl = useIntl();
  const value = Math.min(Math.max(rating, 0), max);
  const rounded = Math.round(value * 10) / 10;
  return (
    <span className={[styles.rating, className].filter(Boolean).join(' ')}>
      <span className="visually-hidden">{intl.formatMessage({ id: 'rating.label' }, { rating: rounded, max })}</span>
      {/* The stars are the stylesheet's (StarRating.module.css), filled up to --rating. */}
      <span
        className={[styles.stars, SIZE_CLASS[size]].filter(Boolean).join(' ')}
        aria-hidden="true"
        data-testid="stars"
        style={{ '--rating': `${(value / max) * 100}%`, ...(max !== 5 && { '--count': max }) } as CSSProperties}
      />
    </span>
  );
}
