/**
 * What a submenu shows, in the header's dropdown and in the mobile menu alike: the practice's
 * sections, or the treatments (heading 'Alle Behandlungen', at most 10 featured treatments and
 * the view-all link). While the featured list loads, only the heading and the view-all link show.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { MAX_FEATURED } from '../../../catalogue/store';
import { localize } from '../../../i18n/localize';
import { useLang } from '../../intl/useLang';
import { pathTo } from '../../../lib/paths';
import { Icon } from '../Icon/Icon';
import { SiteLink } from '../SiteLink/SiteLink';
import { practiceLinks, type SubmenuKind, type TreatmentLink } from './navigation';
import styles from './Submenu.module.css';

export interface SubmenuContentProps {
  kind: SubmenuKind;
  featured?: TreatmentLink[];
  treatmentCount: number;
  layout: 'dropdown' | 'drawer';
}

export function SubmenuContent({ kind, featured, treatmentCount, layout }: SubmenuContentProps) {
  const intl = useIntl();
  const lang = useLang();
  const headingId = useId();
  const cls = `${styles.submenu} ${styles[layout]}`;

  if (kind === 'practice') {
    return (
      <ul className={cls}>
        {practiceLinks(lang).map((link) => (
          <li key={link.href}>
            <SiteLink href={link.href} className={styles.link}>
              {intl.formatMessage({ id: link.labelId })}
            </SiteLink>
          </li>
        ))}
      </ul>
    );
  }

  const shown = (featured ?? []).slice(0, MAX_FEATURED);
  return (
    <div className={cls}>
      <h2 id={headingId} className={styles.heading}>
        {intl.formatMessage({ id: 'nav.allTreatments' })}
      </h2>
      {shown.length > 0 && (
        <ul className={styles.treatments} aria-labelledby={headingId}>
          {shown.map((t) => (
            <li key={t.slug}>
              <SiteLink href={pathTo(lang, 'treatments', t.slug)} className={styles.link}>
                {localize(t.title, lang)}
              </SiteLink>
            </li>
          ))}
        </ul>
      )}
      <SiteLink href={pathTo(lang, 'treatments')} className={`${styles.link} ${styles.viewAll}`}>
        {/* The catalogues write the count as {count}, not '#': '#' formats through Intl.NumberFormat,
            whose first use costs the frame's hydration ICU's start-up, 20 ms of a fast CPU;
            a practice's treatments never reach the thousands, where the two would differ. */}
        {intl.formatMessage({ id: 'nav.viewAllTreatments' }, { count: treatmentCount })}
        <Icon name="arrowRight" size={18} />
      </SiteLink>
    </div>
  );
}
