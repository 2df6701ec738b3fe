/**
 * The practice's name mark: tooth icon and name, linking to the home page of the current language.
 */
import { useIntl } from 'react-intl';
import { useLang } from '../../intl/useLang';
import { pathTo } from '../../../lib/paths';
import { Icon } from '../Icon/Icon';
import { SiteLink } from '../SiteLink/SiteLink';
import styles from './Logo.module.css';

export interface LogoProps {
  /** `inverse` for dark surfaces such as the footer. */
  tone?: 'default' | 'inverse';
  className?: string;
}

export function Logo({ tone = 'default', className }: LogoProps) {
  const intl = useIntl();
  const lang = useLang();
  return (
    <SiteLink
      href={pathTo(lang, 'home')}
      className={[styles.logo, tone === 'inverse' && styles.inverse, className].filter(Boolean).join(' ')}
    >
      <span className={styles.mark}>
        <Icon name="tooth" size={22} />
      </span>
      <span className={styles.name}>{intl.formatMessage({ id: 'app.practiceName' })}</span>
    </SiteLink>
  );
}
