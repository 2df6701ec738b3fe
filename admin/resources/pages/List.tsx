import { BooleanField, Datagrid, FunctionField, List, NullableBooleanInput, SearchInput, TextField } from 'react-admin';
import type { Page } from '@/contract/entities/content';

export const PageList = () => (
  <List
    filters={[<SearchInput key="q" source="q" alwaysOn />, <NullableBooleanInput key="published" source="published" />]}
    sort={{ field: 'slug', order: 'ASC' }}
  >
    <Datagrid rowClick="edit">
      <FunctionField source="title" sortable={false} render={(r: Page) => r.title?.de} />
      <TextField source="slug" />
      <BooleanField source="published" sortable={false} />
    </Datagrid>
  </List>
);
