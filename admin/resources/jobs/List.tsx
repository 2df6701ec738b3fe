import {
  BooleanField,
  Datagrid,
  FunctionField,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import { DateField } from '../../components/fields';
import type { JobPosting } from '@/contract/entities/job';
import { CHOICES } from '../../components/choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="published" source="published" alwaysOn />,
  <SelectInput key="location" source="location" choices={CHOICES.location} />,
];

export const JobList = () => (
  <List filters={filters} sort={{ field: 'datePosted', order: 'DESC' }}>
    <Datagrid rowClick="edit">
      <FunctionField source="title" sortable={false} render={(r: JobPosting) => r.title?.de} />
      <TextField source="slug" />
      <SelectField source="location" choices={CHOICES.location} sortable={false} />
      <SelectField source="employmentType" choices={CHOICES.employmentType} sortable={false} />
      <DateField source="datePosted" />
      <BooleanField source="published" />
    </Datagrid>
  </List>
);
