/**
 * Top of a treatment page: title, category, short description and the hero image. Beside the text
 * (from 48rem) the hero image is the page's largest paint, so it loads eagerly, preloaded with high
 * priority there (imageUses.ts).
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Treatment } from '../../../contract/entities/treatment';
import { localize } from '../../../i18n/localize';
import { useLang } from '../../intl/useLang';
import { pathTo } from '../../../lib/paths';
import { Icon } from '../Icon/Icon';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import { SiteLink } from '../SiteLink/SiteLink';
import styles from './TreatmentDetail.module.css';

/** Intrinsic size of the catalogue's hero images (16:9). */
const HERO_SIZE = [800, 450] as const;

export const heroImageOf = (t: Treatment) => t.images.find((i) => i.isHero) ?? t.images[0];

export function TreatmentHero({ treatment, children }: { treatment: Treatment; children?: ReactNode }) {
  const intl = useIntl();
  const lang = useLang();
  const hero = heroImageOf(treatment);
  const subcategory = localize(treatment.subcategory, lang);

  return (
    <header className={styles.hero}>
      <div className={styles.heroText}>
        <SiteLink href={pathTo(lang, 'treatments')} className={styles.back}>
          <Icon name="arrowLeft" size={18} />
          {intl.formatMessage({ id: 'treatment.backToList' })}
        </SiteLink>
        <p className={styles.eyebrow}>
          {intl.formatMessage({ id: `category.${treatment.category}.name` })}
          {subcategory && ` · ${subcategory}`}
        </p>
        <h1 className={styles.title}>{localize(treatment.title, lang)}</h1>
        <p className={styles.lead}>{localize(treatment.shortDescription, lang)}</p>
        {children}
      </div>
      {hero && (
        <figure className={styles.heroFigure}>
          <ResponsiveImage className={styles.heroImage} image={hero} use="treatmentHero" fallbackSize={HERO_SIZE} priority />
          {hero.caption && <figcaption className={styles.figcaption}>{localize(hero.caption, lang)}</figcaption>}
        </figure>
      )}
    </header>
  );
}
