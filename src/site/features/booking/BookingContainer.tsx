/**
 * The appointment request on the booking page: the form (an island, components/BookingForm/
 * BookingRequest.island.tsx) with the practice's locations from the practice data, named in the
 * page's language. While the practice has entered no opening hours (a fresh install) there is no
 * time to offer: instead of a form whose every day is empty, a note and the way to the contact form.
 * Both are decided where the page renders (on the server: the browser gets the result), from the
 * page's reads.
 */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { LOCATION_KEYS } from '../../../contract/constants';
import BookingRequest, { BOOKING_REQUEST } from '../../components/BookingForm/BookingRequest.island';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Island } from '../../components/Island/Island';
import { useLang } from '../../intl/useLang';
import { pathTo, TREATMENT_PARAM } from '../../../lib/paths';
import { openingStatusQuery, practiceInfoQuery } from '../../common/queries';

export function BookingContainer() {
  const lang = useLang();
  const intl = useIntl();
  const status = useQuery(openingStatusQuery());
  const info = useQuery(practiceInfoQuery());

  // Closed with no next opening in two weeks: no weekly hours at all (src/contract/rules/openingHours.ts).
  if (status.data && !status.data.is_open && !status.data.next_opening)
    return (
      <EmptyState
        icon="calendar"
        titleAs="p"
        title={intl.formatMessage({ id: 'form.booking.notYet' })}
        action={
          <Button href={pathTo(lang, 'contact')} variant="secondary">
            {intl.formatMessage({ id: 'page.cta.contact' })}
          </Button>
        }
      />
    );

  const name = (key: string) => intl.formatMessage({ id: `practice.location.${key}` });
  // The practice data names the locations; without it, the contract's two (the server knows their addresses).
  const locations = info.data?.locations.length
    ? info.data.locations.map((l) => ({
        key: l.key,
        name: name(l.key),
        address: `${l.street} ${l.house_number}, ${l.postal_code} ${l.city}`,
      }))
    : LOCATION_KEYS.map((key) => ({ key, name: name(key), address: '' }));
  // The form's code comes on first use; a booking link's treatment must show without one.
  return (
    <Island
      name={BOOKING_REQUEST}
      component={BookingRequest}
      props={{ locations }}
      hydrate="interaction"
      wakeWithParam={TREATMENT_PARAM}
    />
  );
}
