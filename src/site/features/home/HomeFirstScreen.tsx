/**
 * The home page's first screen: the practice name as the page's h1, its one-line
 * promise, and the two ways to an appointment that need no third party: 'Termin anfragen' (our
 * own form) and tap-to-call. Both stay above the fold at 390×844, 1280×800 and 1440×900
 * (tests/e2e/header.test.ts). The doctor's welcome letter follows below (WelcomeLetter).
 * The online booking is one tap away in the header and the floating widget.
 */
import type { ImageRef } from '../../../contract/common';
import type { OpeningStatus } from '../../../contract/entities/practice';
import { useIntl } from 'react-intl';
import { CallButton, RequestAppointmentButton } from '../../components/BookingActions/BookingActions';
import { Island } from '../../components/Island/Island';
import LiveOpenNowBadge, {
  LIVE_OPEN_NOW_BADGE,
  liveOpenNowBadgeProps,
} from '../../components/OpenNowBadge/LiveOpenNowBadge.island';
import { PageHero } from '../../components/PageHero/PageHero';
import styles from './home.module.css';

export interface HomeFirstScreenProps {
  /** The one-line promise (practice info's tagline); left out while unknown. */
  promise?: string;
  /** The practice phone from the contact data; no call button while it is empty (a fresh install). */
  phone: string;
  image?: ImageRef;
  status?: OpeningStatus | null;
  statusLoading?: boolean;
}

export function HomeFirstScreen({ promise, phone, image, status, statusLoading = false }: HomeFirstScreenProps) {
  const intl = useIntl();
  return (
    <div className={styles.firstScreen}>
      <PageHero
        title={intl.formatMessage({ id: 'app.practiceName' })}
        lead={promise}
        image={image}
        actions={
          <div className={styles.firstActions}>
            <div className={styles.ctas}>
              <RequestAppointmentButton className={styles.cta} />
              {phone && <CallButton phone={phone} variant="secondary" className={styles.cta} />}
            </div>
            {/* The page's one live part: the rest of it stays as served. */}
            <Island
              name={LIVE_OPEN_NOW_BADGE}
              component={LiveOpenNowBadge}
              props={liveOpenNowBadgeProps(intl, status, statusLoading)}
            />
          </div>
        }
      />
    </div>
  );
}
