/**
 * The page a cancel link opens: /de/termin/absagen#token=…, /en/appointment/cancel#token=…
 * The token sits in the fragment, which browsers never send, so it reaches no access log; the page
 * reads it after hydration and posts it. It first asks, then cancels once; a link used again, expired
 * or out of date says so. Not for search engines.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { CancelAppointment, type CancelView } from '../../components/CancelAppointment/CancelAppointment';
import { SiteHero } from '../../components/PageHero/SiteHero';
import { useLang } from '../../intl/useLang';
import { ApiRequestError, call } from '../../../lib/api';
import { FALLBACK_CONTACT } from '../../common/fallbackContact';
import { pathTo } from '../../../lib/paths';
import { contactQuery } from '../../common/queries';
import styles from '../site/page.module.css';

const onHashChange = (changed: () => void) => {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
};
/** The token of the link, once the page runs in the browser: undefined before (and on the server), '' when there is none. */
const useLinkToken = (): string | undefined =>
  useSyncExternalStore(
    onHashChange,
    () => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '',
    () => undefined,
  );

const statusOf = (error: unknown) => (error instanceof ApiRequestError ? error.status : 0);

export default function CancelAppointmentPage() {
  const lang = useLang();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const token = useLinkToken();
  const contact = useQuery(contactQuery());
  const lookup = useQuery({
    queryKey: ['appointments', 'cancellation', token],
    queryFn: () => call('appointments.cancellation.lookup', { body: { token: token! } }),
    enabled: !!token,
    // A refused link stays refused; a failed lookup is shown with the phone, not retried behind the visitor's back.
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const cancel = useMutation({ mutationFn: () => call('appointments.cancellation.confirm', { body: { token: token! } }) });

  let view: CancelView;
  if (token === undefined || (token && lookup.isPending)) view = { kind: 'loading' };
  else if (!token || statusOf(lookup.error) === 404 || statusOf(lookup.error) === 400) view = { kind: 'invalid' };
  else if (lookup.isError) view = { kind: 'failed' };
  else if (cancel.isSuccess) view = { kind: 'done', appointment: cancel.data };
  else if (lookup.data!.state === 'cancelled' || statusOf(cancel.error) === 409)
    view = { kind: 'already', appointment: lookup.data };
  else if (statusOf(cancel.error) === 404) view = { kind: 'invalid' };
  else view = { kind: 'ask', appointment: lookup.data!, sending: cancel.isPending, failed: cancel.isError };

  return (
    <>
      <SiteHero
        title={t('page.cancel.title')}
        lead={t('page.cancel.lead')}
        above={[{ label: t('page.booking.title'), href: pathTo(lang, 'booking') }]}
      />
      <div className={`container ${styles.section}`}>
        <CancelAppointment
          view={view}
          onConfirm={() => {
            if (!cancel.isPending) cancel.mutate();
          }}
          phone={contact.data?.phone_primary ?? FALLBACK_CONTACT.phone_primary}
          homeHref={pathTo(lang, 'home')}
          bookingHref={pathTo(lang, 'booking')}
        />
      </div>
    </>
  );
}
