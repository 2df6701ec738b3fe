/**
 * The floating side widget of spec §2: 'Termin' and 'Nachricht' links to the external booking
 * service's patient-request page (new tab), plus the skip-to-main-content link. Render it first in
 * the page so the skip link is the first thing keyboard users reach; it stays out of sight until
 * focused. On wide screens the links are tabs at the right edge; on phones a bottom bar, for which
 * the page reserves space at its bottom so no content hides behind it.
 */
import { useIntl } from 'react-intl';
import { Icon, type IconName } from '../Icon/Icon';
import styles from './FloatingWidget.module.css';

export interface FloatingWidgetProps {
  /** The booking service's patient-request page. */
  requestUrl: string;
  /** id of the page's <main> element. */
  mainId?: string;
}

export function FloatingWidget({ requestUrl, mainId = 'main' }: FloatingWidgetProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const links: { labelId: string; icon: IconName }[] = [
    { labelId: 'widget.appointment', icon: 'calendar' },
    { labelId: 'widget.message', icon: 'message' },
  ];
  return (
    <>
      <a href={`#${mainId}`} className={styles.skip}>
        {t('app.skipToContent')}
      </a>
      <aside className={styles.widget} aria-label={t('widget.label')}>
        <ul className={styles.list}>
          {links.map(({ labelId, icon }) => (
            <li key={labelId}>
              <a href={requestUrl} target="_blank" rel="noopener noreferrer" className={styles.tab}>
                <Icon name={icon} size={22} />
                <span>{t(labelId)}</span>
                <span className="visually-hidden"> {t('app.opensInNewTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      </aside>
    </>
  );
}
