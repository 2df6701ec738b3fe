import { Datagrid, FunctionField, List, SearchInput, SelectField, SelectInput, TextField } from 'react-admin';
import { DateField } from '../../components/fields';
import type { AppointmentRequest } from '@/contract/entities/appointment';
import { CHOICES } from '../../components/choices';
import { PhoneLink } from '../../components/contactLinks';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={CHOICES.appointmentStatus} alwaysOn />,
  <SelectInput key="treatmentType" source="treatmentType" choices={CHOICES.treatmentType} />,
];

export const AppointmentList = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
    <Datagrid rowClick="edit">
      <FunctionField
        source="lastName"
        label="resources.appointments.fields.name"
        render={(r: AppointmentRequest) => `${r.firstName} ${r.lastName}`}
      />
      <PhoneLink source="phone" label="resources.appointments.fields.phone" sortable={false} />
      <SelectField source="treatmentType" choices={CHOICES.treatmentType} sortable={false} />
      <DateField source="preferredDate" />
      <TextField source="preferredTime" sortable={false} />
      <SelectField source="location" choices={CHOICES.location} sortable={false} emptyText="–" />
      <SelectField source="status" choices={CHOICES.appointmentStatus} />
      <DateField source="createdAt" showTime />
    </Datagrid>
  </List>
);
