/** Applications: filter by job and status; the CV downloads from the list; deletion asks first. */
import {
  BulkDeleteButton,
  Datagrid,
  FunctionField,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../components/fields';
import type { JobApplication, JobPosting } from '@/contract/entities/job';
import { CHOICES } from '../../components/choices';
import { CvDownloadButton } from './Inputs';

const jobTitle = (j: JobPosting) => j.title?.de ?? j.slug;
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={CHOICES.applicationStatus} alwaysOn />,
  <ReferenceInput key="jobId" source="jobId" reference="jobs" alwaysOn>
    <SelectInput optionText={jobTitle} />
  </ReferenceInput>,
];

function Job() {
  const translate = useTranslate();
  return (
    <ReferenceField source="jobId" reference="jobs" link={false} emptyText={translate('admin.applications.unsolicited')}>
      <FunctionField render={jobTitle} />
    </ReferenceField>
  );
}

export const ApplicationList = () => (
  <List filters={filters} sort={{ field: 'submittedAt', order: 'DESC' }}>
    <Datagrid rowClick="edit" bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
      <FunctionField
        source="lastName"
        label="resources.applications.fields.name"
        render={(r: JobApplication) => `${r.firstName} ${r.lastName}`}
      />
      <FunctionField source="jobId" sortable={false} render={() => <Job />} />
      <DateField source="submittedAt" showTime />
      <SelectField source="status" choices={CHOICES.applicationStatus} />
      <FunctionField source="cv" sortable={false} render={() => <CvDownloadButton variant="text" />} />
    </Datagrid>
  </List>
);
