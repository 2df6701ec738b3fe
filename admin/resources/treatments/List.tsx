/** Treatments: search (slug, titles), filters of the contract's whitelist, sortable columns of its sort list. */
import { BooleanField, FunctionField, NullableBooleanInput, SelectField, SelectInput, TextField } from 'react-admin';
import { DateField } from '../../components/fields';
import { RecordList } from '../../components/RecordList';
import type { Treatment } from '@/contract/entities/treatment';
import { CHOICES } from '../../components/choices';

const filters = [
  <SelectInput key="category" source="category" choices={CHOICES.category} alwaysOn />,
  <SelectInput key="priority" source="priority" choices={CHOICES.priority} />,
  <NullableBooleanInput key="isPopular" source="isPopular" />,
  <NullableBooleanInput key="isSpecialistRequired" source="isSpecialistRequired" />,
  <NullableBooleanInput key="published" source="published" />,
];

export const TreatmentList = () => (
  <RecordList filters={filters} sort={{ field: 'slug', order: 'ASC' }} perPage={25}>
    <FunctionField source="title" sortable={false} render={(r: Treatment) => r.title?.de} />
    <TextField source="slug" />
    <SelectField source="category" choices={CHOICES.category} />
    <SelectField source="priority" choices={CHOICES.priority} />
    <BooleanField source="isPopular" />
    <BooleanField source="isSpecialistRequired" sortable={false} />
    <BooleanField source="published" sortable={false} />
    <DateField source="updatedAt" showTime />
  </RecordList>
);
