import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PainLevel, Treatment } from '../../../contract/entities/treatment';
import { localize } from '../../../i18n/localize';
import { useLang } from '../../intl/useLang';
import { Icon, type IconName } from '../Icon/Icon';
import { Section } from './Section';
import { hasSection } from './sections';
import styles from './TreatmentDetail.module.css';

const PAIN_SCALE: PainLevel[] = ['none', 'minimal', 'mild', 'moderate'];

/** Duration, costs, pain level and sessions in one box. */
export function AtAGlance({ treatment }: { treatment: Treatment }) {
  const intl = useIntl();
  const lang = useLang();
  if (!hasSection(treatment, 'atAGlance')) return null;
  const { duration, costs, painLevel, sessions } = treatment.atAGlance!;
  const level = PAIN_SCALE.indexOf(painLevel);

  const fact = (icon: IconName, labelId: string, value: ReactNode, wide = false) => (
    <div className={[styles.fact, wide && styles.factWide].filter(Boolean).join(' ')}>
      <dt className={styles.factLabel}>
        <Icon name={icon} size={18} />
        {intl.formatMessage({ id: labelId })}
      </dt>
      <dd className={styles.factValue}>{value}</dd>
    </div>
  );

  return (
    <Section name="atAGlance" className={styles.box}>
      <dl className={styles.facts}>
        {fact('clock', 'treatment.glance.duration', localize(duration, lang))}
        {fact(
          'info',
          'treatment.glance.painLevel',
          <span className={styles.pain}>
            {/* The scale is a picture of the label next to it, so screen readers read the label only. */}
            <span className={styles.painScale} aria-hidden="true">
              {PAIN_SCALE.slice(1).map((step, i) => (
                <span key={step} className={i < level ? styles.painOn : styles.painOff} />
              ))}
            </span>
            {intl.formatMessage({ id: `painLevel.${painLevel}` })}
          </span>,
        )}
        {sessions && fact('calendar', 'treatment.glance.sessions', localize(sessions, lang))}
        {fact('file', 'treatment.glance.costs', localize(costs, lang), true)}
      </dl>
    </Section>
  );
}
