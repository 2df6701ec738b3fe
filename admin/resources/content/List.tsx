import { BooleanField, FunctionField, NullableBooleanInput, NumberField, TextField, TextInput } from 'react-admin';
import { RecordList } from '../../components/RecordList';
import type { ContentBlock } from '@/contract/entities/content';

const filters = [
  <TextInput key="page" source="page" alwaysOn />,
  <TextInput key="section" source="section" />,
  <NullableBooleanInput key="published" source="published" />,
];

export const ContentList = () => (
  <RecordList filters={filters} sort={{ field: 'page', order: 'ASC' }} perPage={25}>
    <TextField source="page" />
    <TextField source="section" />
    <FunctionField source="title" sortable={false} render={(r: ContentBlock) => r.title?.de ?? r.body.de.slice(0, 60)} />
    <NumberField source="order" />
    <BooleanField source="published" sortable={false} />
  </RecordList>
);
