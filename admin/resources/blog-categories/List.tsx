import { Datagrid, FunctionField, List, SearchInput, TextField } from 'react-admin';
import type { BlogCategory } from '@/contract/entities/blog';

export const BlogCategoryList = () => (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'slug', order: 'ASC' }}>
    <Datagrid rowClick="edit">
      <FunctionField source="name" sortable={false} render={(r: BlogCategory) => r.name?.de} />
      <TextField source="slug" />
    </Datagrid>
  </List>
);
