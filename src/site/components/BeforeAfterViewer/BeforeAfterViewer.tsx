/**
 * Before/after examples of a treatment, with previous/next and an end comparison. Each example
 * shows both images on top of each other, split by a native range input, so the comparison works
 * with mouse, touch, keyboard and screen readers alike. After the last example, "next" leads to the
 * end comparison: every example's before and after side by side. Swipes on the images and ← / →
 * anywhere in the viewer (except on the range input, which owns its arrows) change the example.
 * It takes its captions in the page's language, so that as an island (BeforeAfterViewer.island.tsx)
 * it carries nothing more than it shows.
 */
import { useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Treatment } from '../../../contract/entities/treatment';
import { localize } from '../../../i18n/localize';
import type { LanguageCode } from '../../../contract/constants';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import styles from './BeforeAfterViewer.module.css';

/** One example: its two images and its caption in the page's language. */
export interface BeforeAfterPair {
  before: string;
  after: string;
  caption: string;
}

/** A treatment's examples as the viewer takes them: captions in one language. */
export const beforeAfterPairsIn = (pairs: Treatment['beforeAfter'], lang: LanguageCode): BeforeAfterPair[] =>
  (pairs ?? []).map(({ before, after, caption }) => ({ before, after, caption: localize(caption, lang) }));

export interface BeforeAfterViewerProps {
  pairs: BeforeAfterPair[] | undefined;
  /** Id of the heading that names the viewer; without it the viewer names itself. */
  labelledBy?: string;
}

/** Intrinsic size of the before/after images (3:2), reserved before they load. */
const IMAGE_SIZE = [600, 400] as const;
/** A horizontal move shorter than this is a tap or a wobble, not a swipe. */
const SWIPE_MIN_PX = 40;
const INITIAL_SPLIT = 50;

export function BeforeAfterViewer({ pairs, labelledBy }: BeforeAfterViewerProps) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const [split, setSplit] = useState(INITIAL_SPLIT);
  const [swipeStart, setSwipeStart] = useState<{ x: number; y: number } | null>(null);

  if (!pairs?.length) return null;

  const total = pairs.length;
  const atComparison = index === total;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const before = t('beforeAfter.before');
  const after = t('beforeAfter.after');
  const altOf = (state: string, pair: BeforeAfterPair) => t('beforeAfter.imageAlt', { state, caption: pair.caption });

  const go = (next: number) => {
    if (next < 0 || next > total || next === index) return;
    setIndex(next);
    setSplit(INITIAL_SPLIT);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).matches('input[type="range"]')) return;
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };

  const swipeHandlers = {
    onPointerDown: (e: PointerEvent) => setSwipeStart({ x: e.clientX, y: e.clientY }),
    onPointerUp: (e: PointerEvent) => {
      if (!swipeStart) return;
      const dx = e.clientX - swipeStart.x;
      const dy = e.clientY - swipeStart.y;
      setSwipeStart(null);
      if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? index + 1 : index - 1);
    },
    onPointerCancel: () => setSwipeStart(null),
  };

  const image = (src: string, alt: string, className: string) => (
    <ResponsiveImage
      className={className}
      image={{ src }}
      alt={alt}
      use="beforeAfter"
      fallbackSize={IMAGE_SIZE}
      draggable={false}
    />
  );

  const pair = pairs[index];

  return (
    <div
      className={styles.viewer}
      role="region"
      aria-roledescription={t('beforeAfter.carousel')}
      {...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': t('treatment.section.beforeAfter') })}
      onKeyDown={onKeyDown}
    >
      {/* Keyed: Preact matches unkeyed siblings by type, so the comparison's <div> would take over
          the nav's and the nav buttons would be rebuilt, losing the focus the visitor has on them. */}
      {atComparison ? (
        <div key="comparison" className={styles.comparison} {...swipeHandlers}>
          <p className={styles.comparisonTitle}>{t('beforeAfter.comparison')}</p>
          <ul className={styles.comparisonList}>
            {pairs.map((p, i) => (
              <li key={i}>
                <figure className={styles.comparisonItem}>
                  <div className={styles.sideBySide}>
                    <div className={styles.labelled}>
                      {image(p.before, altOf(before, p), styles.sideImage)}
                      <span className={styles.tag} aria-hidden="true">
                        {before}
                      </span>
                    </div>
                    <div className={styles.labelled}>
                      {image(p.after, altOf(after, p), styles.sideImage)}
                      <span className={`${styles.tag} ${styles.tagAfter}`} aria-hidden="true">
                        {after}
                      </span>
                    </div>
                  </div>
                  <figcaption className={styles.caption}>{p.caption}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <figure key="slide" className={styles.slide}>
          <div className={styles.frame} style={{ '--split': `${split}%` } as CSSProperties} {...swipeHandlers}>
            {image(pair.before, altOf(before, pair), styles.beforeImage)}
            {image(pair.after, altOf(after, pair), styles.afterImage)}
            <span className={styles.divider} aria-hidden="true" />
            <span className={styles.tag} aria-hidden="true">
              {before}
            </span>
            <span className={`${styles.tag} ${styles.tagAfter}`} aria-hidden="true">
              {after}
            </span>
          </div>
          <input
            type="range"
            className={styles.range}
            min={0}
            max={100}
            step={1}
            value={split}
            aria-label={t('beforeAfter.slider')}
            aria-valuetext={t('beforeAfter.sliderValue', { before: split, after: 100 - split })}
            onChange={(e) => setSplit(Number(e.target.value))}
          />
          <figcaption className={styles.caption}>{pair.caption}</figcaption>
        </figure>
      )}

      <div className={styles.nav}>
        <Button variant="secondary" aria-disabled={index === 0} onClick={() => go(index - 1)} className={styles.navButton}>
          <Icon name="chevronLeft" />
          <span className="visually-hidden">{t('beforeAfter.previous')}</span>
        </Button>
        <p className={styles.position} aria-live="polite" aria-atomic="true">
          {atComparison ? t('beforeAfter.comparison') : t('beforeAfter.position', { current: index + 1, total })}
        </p>
        <Button variant="secondary" aria-disabled={atComparison} onClick={() => go(index + 1)} className={styles.navButton}>
          <span className="visually-hidden">{t(index === total - 1 ? 'beforeAfter.toComparison' : 'beforeAfter.next')}</span>
          <Icon name="chevronRight" />
        </Button>
      </div>
      {!atComparison && <p className={styles.hint}>{t('beforeAfter.hint')}</p>}
    </div>
  );
}
