import { Datagrid, FunctionField, List, SearchInput, SelectField, SelectInput, TextField } from 'react-admin';
import type { SeoEntry } from '@/contract/entities/seo';
import { CHOICES } from '../../components/choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="page" source="page" choices={CHOICES.seoPage} alwaysOn />,
  <SelectInput key="language" source="language" choices={CHOICES.language} alwaysOn />,
];

export const SeoList = () => (
  <List filters={filters} sort={{ field: 'page', order: 'ASC' }} perPage={25}>
    <Datagrid rowClick="edit">
      <SelectField source="page" choices={CHOICES.seoPage} />
      <SelectField source="language" choices={CHOICES.language} />
      <TextField source="title" sortable={false} />
      <FunctionField source="description" sortable={false} render={(r: SeoEntry) => `${r.description.length} / 160`} />
    </Datagrid>
  </List>
);
