/**
 * The page a cancel link opens: it shows the appointment the link names and asks before
 * it cancels; then it says that it is cancelled. A link used before says the appointment is already
 * cancelled; one that no longer cancels anything (expired, moved, unknown) says so and offers the
 * phone. Each outcome is announced and focused, like a form's.
 */
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { LocationKey } from '../../../contract/entities/practice';
import { telHref } from '../../common/fallbackContact';
import { revealAndFocus } from '../../common/revealAndFocus';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import styles from './CancelAppointment.module.css';

export interface CancelledAppointment {
  date: string;
  time: string;
  location: LocationKey;
}

export type CancelView =
  | { kind: 'loading' }
  | { kind: 'ask'; appointment: CancelledAppointment; sending?: boolean; failed?: boolean }
  | { kind: 'done'; appointment: CancelledAppointment }
  | { kind: 'already'; appointment?: CancelledAppointment }
  | { kind: 'invalid' }
  | { kind: 'failed' };

export interface CancelAppointmentProps {
  view: CancelView;
  onConfirm: () => void;
  /** The practice's phone, for whoever cannot cancel here. */
  phone: string;
  homeHref: string;
  bookingHref: string;
}

/** "Dienstag, 1. Dezember 2026" in the page's language (a calendar date: no time zone shift). */
const longDate = (lang: string, date: string) =>
  new Intl.DateTimeFormat(lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

function Facts({ appointment, lang }: { appointment: CancelledAppointment; lang: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <dl className={styles.facts}>
      <dt>{t('page.cancel.when')}</dt>
      <dd>{t('page.cancel.whenValue', { date: longDate(lang, appointment.date), time: appointment.time })}</dd>
      <dt>{t('page.cancel.where')}</dt>
      <dd>{t(`practice.location.${appointment.location}`)}</dd>
    </dl>
  );
}

/** A message that takes focus when it appears (role status or alert). */
function Outcome({ tone, children }: { tone: 'success' | 'info' | 'error'; children: React.ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => revealAndFocus(box.current, { block: 'center' }), []);
  return (
    <div ref={box} tabIndex={-1} role={tone === 'error' ? 'alert' : 'status'} className={`${styles.outcome} ${styles[tone]}`}>
      <Icon name={tone === 'success' ? 'check' : tone === 'error' ? 'alert' : 'calendar'} className={styles.icon} />
      <p>{children}</p>
    </div>
  );
}

export function CancelAppointment({ view, onConfirm, phone, homeHref, bookingHref }: CancelAppointmentProps) {
  const intl = useIntl();
  const lang = intl.locale;
  const t = (id: string) => intl.formatMessage({ id });
  const call = (id: string) =>
    intl.formatMessage(
      { id },
      {
        phone: (
          <a key="phone" href={telHref(phone)} className={styles.phone}>
            {phone}
          </a>
        ),
      },
    );
  const newRequest = (
    <Button href={bookingHref} variant="secondary">
      {t('page.cancel.newRequest')}
    </Button>
  );

  switch (view.kind) {
    case 'loading':
      return (
        <p role="status" className={styles.loading}>
          {t('page.cancel.loading')}
        </p>
      );
    case 'ask':
      return (
        <section className={styles.card} aria-labelledby="cancel-question">
          <h2 id="cancel-question" className={styles.question}>
            {t('page.cancel.question')}
          </h2>
          <Facts appointment={view.appointment} lang={lang} />
          {view.failed && <Outcome tone="error">{call('page.cancel.failed')}</Outcome>}
          <div className={styles.actions}>
            <Button onClick={onConfirm} aria-disabled={view.sending || undefined}>
              {view.sending ? t('page.cancel.sending') : t('page.cancel.confirm')}
            </Button>
            <Button href={homeHref} variant="ghost">
              {t('page.cancel.keep')}
            </Button>
          </div>
        </section>
      );
    case 'done':
      return (
        <section className={styles.card}>
          <Outcome tone="success">{t('page.cancel.done')}</Outcome>
          <Facts appointment={view.appointment} lang={lang} />
          <div className={styles.actions}>{newRequest}</div>
        </section>
      );
    case 'already':
      return (
        <section className={styles.card}>
          <Outcome tone="info">{t('page.cancel.already')}</Outcome>
          {view.appointment && <Facts appointment={view.appointment} lang={lang} />}
          <div className={styles.actions}>{newRequest}</div>
        </section>
      );
    case 'invalid':
    case 'failed':
      return (
        <section className={styles.card}>
          <Outcome tone="error">{call(view.kind === 'invalid' ? 'page.cancel.invalid' : 'page.cancel.failed')}</Outcome>
          <div className={styles.actions}>{newRequest}</div>
        </section>
      );
  }
}
