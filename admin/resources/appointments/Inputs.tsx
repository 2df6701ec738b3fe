/** An appointment request: the patient's request (read only), its status and internal notes. */
import { Box, Paper } from '@mui/material';
import { FunctionField, Labeled, SelectField, SelectInput, TextField, TextInput, useLocaleState } from 'react-admin';
import { DateField, intlLocale } from '../../components/fields';
import { EmailLink, PhoneLink } from '../../components/contactLinks';
import type { AppointmentRequest } from '@/contract/entities/appointment';
import { CHOICES } from '../../components/choices';

function PreferredDate({ record }: { record: AppointmentRequest }) {
  const [locale] = useLocaleState();
  return (
    <>
      {new Date(`${record.preferredDate}T12:00:00`).toLocaleDateString(intlLocale(locale))} {record.preferredTime}
    </>
  );
}

export const AppointmentInputs = () => (
  <>
    <Paper variant="outlined" sx={{ p: 2, mb: 2, width: '100%' }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <Labeled source="name">
          <FunctionField render={(r: AppointmentRequest) => `${r.firstName} ${r.lastName}`} />
        </Labeled>
        <Labeled source="email">
          <EmailLink />
        </Labeled>
        <Labeled source="phone">
          <PhoneLink />
        </Labeled>
        <Labeled source="treatmentType">
          <SelectField source="treatmentType" choices={CHOICES.treatmentType} />
        </Labeled>
        <Labeled source="preferredDate">
          <FunctionField render={(r: AppointmentRequest) => <PreferredDate record={r} />} />
        </Labeled>
        <Labeled source="location">
          <SelectField source="location" choices={CHOICES.location} emptyText="–" />
        </Labeled>
        <Labeled source="language">
          <SelectField source="language" choices={CHOICES.language} emptyText="–" />
        </Labeled>
        <Labeled source="createdAt">
          <DateField source="createdAt" showTime />
        </Labeled>
      </Box>
      <Labeled source="message" sx={{ mt: 2 }}>
        <TextField source="message" emptyText="–" sx={{ whiteSpace: 'pre-wrap' }} />
      </Labeled>
    </Paper>
    <SelectInput source="status" choices={CHOICES.appointmentStatus} />
    <TextInput source="notes" multiline minRows={3} fullWidth />
  </>
);
