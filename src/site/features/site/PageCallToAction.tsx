/**
 * The closing call to action of a content page, in the page's column: request an appointment
 * (the booking page), and by default write to us (the contact page); the home page adds the phone.
 */
import { useIntl } from 'react-intl';
import { CallToAction, type CallToActionProps } from '../../components/CallToAction/CallToAction';
import { useLang } from '../../intl/useLang';
import { pathTo } from '../../../lib/paths';
import styles from './page.module.css';

export function PageCallToAction({ secondary, phone }: Pick<CallToActionProps, 'secondary' | 'phone'>) {
  const intl = useIntl();
  const lang = useLang();
  return (
    <div className={`container ${styles.section}`}>
      <CallToAction
        text={intl.formatMessage({ id: 'page.cta.text' })}
        secondary={
          secondary ?? { label: intl.formatMessage({ id: 'page.cta.contact' }), href: pathTo(lang, 'contact'), icon: 'message' }
        }
        phone={phone}
      />
    </div>
  );
}
