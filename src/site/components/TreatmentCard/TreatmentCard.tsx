/**
 * One treatment in a list. The title's link is stretched over the whole card, so the card is a
 * single click target and a single tab stop whose accessible name is just the title (wrapping the
 * whole card in <a> would make screen readers read every text of the card as the link name).
 */
import { useIntl } from 'react-intl';
import type { TreatmentSummary } from '../../../contract/entities/treatment';
import { localize } from '../../../i18n/localize';
import { useLang } from '../../intl/useLang';
import { pathTo } from '../../../lib/paths';
import { responsibleLabel } from '../TreatmentDetail/responsible';
import { Icon } from '../Icon/Icon';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import { SiteLink } from '../SiteLink/SiteLink';
import styles from './TreatmentCard.module.css';

/** Intrinsic size of the catalogue's hero images (16:9), so the card reserves its space before loading. */
const IMAGE_SIZE = [800, 450] as const;

export interface TreatmentCardProps {
  treatment: TreatmentSummary;
  /** Level of the title in the page outline (3 under a list heading, 2 directly under the page title). */
  headingLevel?: 2 | 3;
}

export function TreatmentCard({ treatment, headingLevel = 3 }: TreatmentCardProps) {
  const intl = useIntl();
  const lang = useLang();
  const Heading = `h${headingLevel}` as const;
  const category = intl.formatMessage({ id: `category.${treatment.category}.name` });
  const subcategory = localize(treatment.subcategory, lang);

  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {treatment.image ? (
          <ResponsiveImage className={styles.image} image={treatment.image} use="treatmentCard" fallbackSize={IMAGE_SIZE} />
        ) : (
          <span className={styles.placeholder}>
            <Icon name="tooth" size={48} />
          </span>
        )}
        {treatment.isPopular && <span className={styles.popular}>{intl.formatMessage({ id: 'treatment.popular' })}</span>}
      </div>
      <div className={styles.body}>
        <p className={styles.category}>{subcategory ? `${category} · ${subcategory}` : category}</p>
        <Heading className={styles.title}>
          <SiteLink className={styles.link} href={pathTo(lang, 'treatments', treatment.slug)}>
            {localize(treatment.title, lang)}
          </SiteLink>
        </Heading>
        <p className={styles.description}>{localize(treatment.shortDescription, lang)}</p>
        {treatment.isSpecialistRequired && <p className={styles.specialist}>{responsibleLabel(intl, treatment, lang)}</p>}
        <span className={styles.more} aria-hidden="true" />
      </div>
    </article>
  );
}
