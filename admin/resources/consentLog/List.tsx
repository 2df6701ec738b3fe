/**
 * The consent log: the newsletter's double opt-in steps and the cookie banner's wording
 * versions, read only, for admins. A subscriber is named by the subscription id and the SHA-256 of
 * the address (search by either); no IP address is kept.
 */
import { Datagrid, DateInput, SelectField, SelectInput, SimpleList, TextField, useLocaleState, useTranslate } from 'react-admin';
import type { ConsentEntry } from '@/contract/entities/privacy';
import { CHOICES } from '../../components/choices';
import { LogList } from '../../components/LogList';
import { DateField, intlLocale } from '../../components/fields';

/** On a phone each entry is a line of the list: six columns would push the page sideways. */
function PhoneList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <SimpleList<ConsentEntry>
      linkType={false}
      primaryText={(r) =>
        `${translate(`admin.choices.consentSubject.${r.subject}`)} · ${translate(`admin.choices.consentEvent.${r.event}`)} · ${r.version}`
      }
      secondaryText={(r) => r.subscriptionId ?? ''}
      tertiaryText={(r) => new Date(r.at).toLocaleString(intlLocale(locale), { dateStyle: 'short', timeStyle: 'short' })}
    />
  );
}

const Grid = () => (
  <Datagrid bulkActionButtons={false} rowClick={false}>
    <DateField source="at" showTime />
    <SelectField source="subject" choices={CHOICES.consentSubject} sortable={false} />
    <SelectField source="event" choices={CHOICES.consentEvent} sortable={false} />
    <TextField source="version" sortable={false} />
    <TextField source="subscriptionId" sortable={false} emptyText="–" />
    <TextField
      source="addressHash"
      sortable={false}
      emptyText="–"
      sx={{ fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }}
    />
  </Datagrid>
);

export const ConsentLogList = () => (
  <LogList
    filters={[
      <SelectInput key="subject" source="subject" choices={CHOICES.consentSubject} alwaysOn />,
      <SelectInput key="event" source="event" choices={CHOICES.consentEvent} />,
      <DateInput key="from" source="from" />,
      <DateInput key="until" source="until" />,
    ]}
    phoneList={<PhoneList />}
    grid={<Grid />}
  />
);
