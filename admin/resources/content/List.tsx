import {
  BooleanField,
  Datagrid,
  FunctionField,
  List,
  NullableBooleanInput,
  NumberField,
  SearchInput,
  TextField,
  TextInput,
} from 'react-admin';
import type { ContentBlock } from '@/contract/entities/content';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="page" source="page" alwaysOn />,
  <TextInput key="section" source="section" />,
  <NullableBooleanInput key="published" source="published" />,
];

export const ContentList = () => (
  <List filters={filters} sort={{ field: 'page', order: 'ASC' }} perPage={25}>
    <Datagrid rowClick="edit">
      <TextField source="page" />
      <TextField source="section" />
      <FunctionField source="title" sortable={false} render={(r: ContentBlock) => r.title?.de ?? r.body.de.slice(0, 60)} />
      <NumberField source="order" />
      <BooleanField source="published" sortable={false} />
    </Datagrid>
  </List>
);
