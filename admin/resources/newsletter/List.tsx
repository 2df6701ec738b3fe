/** Newsletter subscriptions (double opt-in): read and delete only. */
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
      <DateField source="createdAt" showTime />
    </Datagrid>
  </List>
);
