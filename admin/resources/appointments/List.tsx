import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { Button } from '@mui/material';
import {
  Datagrid,
  ExportButton,
  FilterButton,
  FunctionField,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DateField } from '../../components/fields';
import type { AppointmentRequest } from '@/contract/entities/appointment';
import { CHOICES } from '../../components/choices';
import { PhoneLink } from '../../components/contactLinks';
import { SameClientNote } from './SameClient';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={CHOICES.appointmentStatus} alwaysOn />,
  <SelectInput key="location" source="location" choices={CHOICES.location} />,
  <SelectInput key="treatmentType" source="treatmentType" choices={CHOICES.treatmentType} />,
  // Set by the note on a request of a client that sent several (SameClient.tsx); removable as a filter.
  <TextInput key="clientGroup" source="clientGroup" disabled />,
];

/** The list's actions: filters, export, and the way to the day and week view. */
function Actions() {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Button size="small" component={RouterLink} to="/appointment-calendar" startIcon={<CalendarMonthIcon />}>
        {translate('admin.menu.calendar')}
      </Button>
      <FilterButton />
      <ExportButton />
    </TopToolbar>
  );
}

export const AppointmentList = () => (
  <List filters={filters} actions={<Actions />} sort={{ field: 'createdAt', order: 'DESC' }}>
    <Datagrid rowClick="edit">
      <FunctionField
        source="lastName"
        label="resources.appointments.fields.name"
        render={(r: AppointmentRequest) => (
          <>
            {r.firstName} {r.lastName}
            <SameClientNote record={r} />
          </>
        )}
      />
      <PhoneLink source="phone" label="resources.appointments.fields.phone" sortable={false} />
      <SelectField source="treatmentType" choices={CHOICES.treatmentType} sortable={false} />
      <DateField source="preferredDate" />
      <TextField source="preferredTime" sortable={false} />
      <SelectField
        source="location"
        choices={CHOICES.location}
        sortable={false}
        emptyText="admin.choices.location.oberfoehring"
      />
      <SelectField source="status" choices={CHOICES.appointmentStatus} />
      <DateField source="createdAt" showTime />
    </Datagrid>
  </List>
);
