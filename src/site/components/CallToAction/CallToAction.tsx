/**
 * A closing invitation at the end of a page: heading, short text and up to two actions. Without
 * props it asks for an appointment ('Termin anfragen' → booking page); with `phone` it also
 * offers the call. Labels and icons are the booking vocabulary of BookingActions.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLang } from '../../intl/useLang';
import { pathTo } from '../../../lib/paths';
import { BOOKING_INTENTS } from '../BookingActions/BookingActions';
import { Button } from '../Button/Button';
import { Icon, type IconName } from '../Icon/Icon';
import { telHref } from '../../common/fallbackContact';
import styles from './CallToAction.module.css';

export interface CtaAction {
  label: string;
  href: string;
  icon?: IconName;
  newTab?: boolean;
}

export interface CallToActionProps {
  heading?: string;
  text?: ReactNode;
  /** Default: 'Termin anfragen' to the booking page; null for none. */
  primary?: CtaAction | null;
  /** Default: a call to `phone` when given. */
  secondary?: CtaAction | null;
  phone?: string;
  headingLevel?: 2 | 3;
}

function ActionButton({ action, variant }: { action: CtaAction; variant: 'primary' | 'secondary' }) {
  return (
    <Button href={action.href} variant={variant} newTab={action.newTab}>
      {action.icon && <Icon name={action.icon} />}
      {action.label}
    </Button>
  );
}

export function CallToAction({ heading, text, primary, secondary, phone, headingLevel = 2 }: CallToActionProps) {
  const intl = useIntl();
  const lang = useLang();
  const Heading = `h${headingLevel}` as const;
  const primaryAction =
    primary === undefined
      ? {
          label: intl.formatMessage({ id: BOOKING_INTENTS.request.labelId }),
          href: pathTo(lang, 'booking'),
          icon: BOOKING_INTENTS.request.icon,
        }
      : primary;
  const secondaryAction =
    secondary === undefined && phone
      ? {
          label: intl.formatMessage({ id: BOOKING_INTENTS.call.labelId }, { phone }),
          href: telHref(phone),
          icon: BOOKING_INTENTS.call.icon,
        }
      : secondary;
  const body = text ?? intl.formatMessage({ id: 'cta.text' });
  return (
    <section className={styles.cta}>
      <div className={styles.text}>
        <Heading className={styles.heading}>{heading ?? intl.formatMessage({ id: 'cta.title' })}</Heading>
        {typeof body === 'string' ? <p>{body}</p> : body}
      </div>
      {(primaryAction || secondaryAction) && (
        <div className={styles.actions}>
          {primaryAction && <ActionButton action={primaryAction} variant="primary" />}
          {secondaryAction && <ActionButton action={secondaryAction} variant="secondary" />}
        </div>
      )}
    </section>
  );
}
