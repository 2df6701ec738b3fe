/**
 * Reviews with their summary (average and count), the practice's statement of whether and how it
 * checks them (UWG § 5b Abs. 3; left out while the practice has not written one), and the list's
 * loading, empty and error states.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import type { Review } from '../../../contract/entities/review';
import { EmptyState } from '../EmptyState/EmptyState';
import { ListSkeleton, LoadFailed } from '../EmptyState/ListStates';
import { ReviewCard } from '../ReviewCard/ReviewCard';
import { StarRating } from '../StarRating/StarRating';
import styles from './ReviewList.module.css';

export interface ReviewListProps {
  reviews: readonly Review[];
  /** Average over all approved reviews, as the API reports it. */
  average: number;
  count: number;
  /** Whether and how the practice verifies reviews, in the reader's language. */
  verification?: string;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  headingLevel?: 2 | 3 | 4;
}

export function ReviewList({
  reviews,
  average,
  count,
  verification,
  loading = false,
  error = false,
  onRetry,
  headingLevel = 3,
}: ReviewListProps) {
  const intl = useIntl();
  if (loading) return <ListSkeleton count={3} gridClassName={styles.grid} itemClassName={styles.skeleton} />;
  if (error) return <LoadFailed messageId="error.reviewsFailed" onRetry={onRetry} />;
  if (reviews.length === 0) return <EmptyState icon="star" titleAs="p" title={intl.formatMessage({ id: 'reviews.empty' })} />;
  return (
    <div className={styles.reviews}>
      <div className={styles.summary}>
        <p className={styles.summaryLabel}>
          <FormattedMessage id="reviews.average" />
        </p>
        <p className={styles.average}>
          {/* The stars' text already says "4,6 von 5 Sternen" to screen readers. */}
          <span aria-hidden="true" className={styles.averageNumber}>
            {intl.formatNumber(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
          </span>
          <StarRating rating={average} size="large" />
        </p>
        <p className={styles.count}>
          <FormattedMessage id="reviews.count" values={{ count }} />
        </p>
      </div>
      <ul className={styles.grid}>
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      {verification && (
        <p className={styles.verification}>
          <strong>
            <FormattedMessage id="reviews.verificationTitle" />
          </strong>{' '}
          {verification}
        </p>
      )}
    </div>
  );
}
