import { BooleanField, FunctionField, NullableBooleanInput, SelectField, SelectInput, TextField } from 'react-admin';
import { DateField } from '../../components/fields';
import { RecordList } from '../../components/RecordList';
import type { JobPosting } from '@/contract/entities/job';
import { CHOICES } from '../../components/choices';

const filters = [
  <NullableBooleanInput key="published" source="published" alwaysOn />,
  <SelectInput key="location" source="location" choices={CHOICES.location} />,
];

export const JobList = () => (
  <RecordList filters={filters} sort={{ field: 'datePosted', order: 'DESC' }}>
    <FunctionField source="title" sortable={false} render={(r: JobPosting) => r.title?.de} />
    <TextField source="slug" />
    <SelectField source="location" choices={CHOICES.location} sortable={false} />
    <SelectField source="employmentType" choices={CHOICES.employmentType} sortable={false} />
    <DateField source="datePosted" />
    <BooleanField source="published" />
  </RecordList>
);
