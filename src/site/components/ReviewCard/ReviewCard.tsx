/**
 * One patient review: author, rating, date in the reader's language, the review in the language it
 * was written in (marked with lang, so screen readers pronounce it right), the practice's reply and
 * where the review was left.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import type { Review } from '../../../contract/entities/review';
import { StarRating } from '../StarRating/StarRating';
import card from '../../styles/card.module.css';
import styles from './ReviewCard.module.css';

export interface ReviewCardProps {
  review: Review;
  headingLevel?: 2 | 3 | 4;
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export function ReviewCard({ review, headingLevel = 3 }: ReviewCardProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  // A calendar date: noon UTC keeps it on the same day in every time zone.
  // Where the review was left (UWG § 5b Abs. 3), linked to it when the practice stored its address.
  // An example review ('demo') stays labelled as one: a platform's name or link on it would claim a
  // real source for an invented review (UWG Annex No. 23b/c).
  const example = review.source === 'demo';
  const sourceName = example ? '' : review.sourceName?.trim();
  const sourceUrl = example ? undefined : review.sourceUrl;
  const source = sourceName
    ? intl.formatMessage({ id: 'review.sourceNamed' }, { name: sourceName })
    : intl.formatMessage({ id: `review.source.${review.source}` });
  const date = intl.formatDate(new Date(`${review.date}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <article className={card.panelColumn}>
      <header className={styles.header}>
        <Heading className={styles.author}>{review.authorName}</Heading>
        <StarRating rating={review.rating} size="small" />
        <time dateTime={review.date} className={styles.date}>
          {date}
        </time>
      </header>
      <blockquote className={styles.text} lang={review.language}>
        {paragraphs(review.text).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </blockquote>
      {review.reply && (
        <div className={styles.reply}>
          <p className={styles.replyTitle}>
            <FormattedMessage id="review.reply" />
          </p>
          <div lang={review.language}>
            {paragraphs(review.reply).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </div>
      )}
      <p className={styles.source}>
        {sourceUrl ? (
          <a href={sourceUrl} target="_blank" rel="noopener noreferrer" className={styles.sourceLink}>
            {source}
            <span className="visually-hidden"> {intl.formatMessage({ id: 'app.opensInNewTab' })}</span>
          </a>
        ) : (
          source
        )}
      </p>
    </article>
  );
}
