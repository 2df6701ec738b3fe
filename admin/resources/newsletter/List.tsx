/**
 * Newsletter subscriptions (double opt-in): read and delete only. Only confirmed addresses
 * are subscribed; the proof of consent shows with each (asked for, confirmed, the wording's version).
 */
import { Datagrid, List, SearchInput, SelectField, SelectInput, TextField } from 'react-admin';
import { DateField } from '../../components/fields';
import { CHOICES } from '../../components/choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={CHOICES.newsletterStatus} alwaysOn />,
];

export const NewsletterList = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
    <Datagrid rowClick={false}>
      <TextField source="email" sortable={false} />
      <SelectField source="language" choices={CHOICES.language} sortable={false} />
      <SelectField source="status" choices={CHOICES.newsletterStatus} />
      <DateField source="requestedAt" showTime emptyText="–" sortable={false} />
      <DateField source="confirmedAt" showTime emptyText="–" sortable={false} />
      <DateField source="unsubscribedAt" showTime emptyText="–" sortable={false} />
      <TextField source="consentVersion" emptyText="–" sortable={false} />
    </Datagrid>
  </List>
);
