import type { Localized } from '../../../contract/common';
import { localize } from '../../../i18n/localize';
import { useLang } from '../../intl/useLang';
import { Icon, type IconName } from '../Icon/Icon';
import styles from './TreatmentDetail.module.css';

/** A list of short texts, each with an icon (advantages, benefits, aftercare). */
export function CheckList({ items, icon = 'check' }: { items: Localized[]; icon?: IconName }) {
  const lang = useLang();
  return (
    <ul className={styles.checkList}>
      {items.map((item, i) => (
        <li key={i}>
          <Icon name={icon} className={styles.checkIcon} />
          <span>{localize(item, lang)}</span>
        </li>
      ))}
    </ul>
  );
}
