/**
 * An appointment request: reception's steps (confirm, propose, decline … each mailing the patient
 * where it should: Workflow.tsx), the patient's request (read only), internal notes and the history
 * of every step. The status changes only through those steps, never by editing the record.
 */
import { Box, Link, Paper } from '@mui/material';
import { FunctionField, Labeled, SelectField, TextField, TextInput, useLocaleState } from 'react-admin';
import { DateField, intlLocale } from '../../components/fields';
import { EmailLink, PhoneLink } from '../../components/contactLinks';
import type { AppointmentRequest } from '@/contract/entities/appointment';
import { CHOICES } from '../../components/choices';
import { AppointmentHistory, AppointmentWorkflow } from './Workflow';

function PreferredDate({ record }: { record: AppointmentRequest }) {
  const [locale] = useLocaleState();
  return (
    <>
      {new Date(`${record.preferredDate}T12:00:00`).toLocaleDateString(intlLocale(locale))} {record.preferredTime}
    </>
  );
}

/** The treatment page the booking link came from, as its public page (German address). */
const TreatmentPage = ({ record }: { record: AppointmentRequest }) =>
  record.treatment ? (
    <Link href={`/de/behandlungen/${encodeURIComponent(record.treatment)}`} target="_blank" rel="noopener">
      {record.treatment}
    </Link>
  ) : (
    <>–</>
  );

export const AppointmentInputs = () => (
  <>
    <AppointmentWorkflow />
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
        <Labeled source="treatment">
          <FunctionField render={(r: AppointmentRequest) => <TreatmentPage record={r} />} />
        </Labeled>
        <Labeled source="preferredDate">
          <FunctionField render={(r: AppointmentRequest) => <PreferredDate record={r} />} />
        </Labeled>
        <Labeled source="location">
          {/* Requests from before the form asked are for the main practice. */}
          <SelectField source="location" choices={CHOICES.location} emptyText="admin.choices.location.oberfoehring" />
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
    <TextInput source="notes" multiline minRows={3} fullWidth />
    <AppointmentHistory />
  </>
);
