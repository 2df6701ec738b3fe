/**
 * An appointment request: reception's steps (confirm, propose, decline … each mailing the patient
 * where it should: Workflow.tsx), the patient's request (read only), internal notes and the history
 * of every step. The status changes only through those steps, never by editing the record.
 */
import { Link } from '@mui/material';
import { BooleanField, FunctionField, Labeled, SelectField, TextInput, useLocaleState } from 'react-admin';
import { DateField, intlLocale } from '../../components/fields';
import { SenderPanel } from '../../components/SenderPanel';
import type { AppointmentRequest } from '@/contract/entities/appointment';
import { CHOICES } from '../../components/choices';
import { SameClientNote } from './SameClient';
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
    <SenderPanel messageEmptyText="–">
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
      <Labeled source="reminderOptIn">
        <BooleanField source="reminderOptIn" looseValue />
      </Labeled>
      <Labeled source="language">
        <SelectField source="language" choices={CHOICES.language} emptyText="–" />
      </Labeled>
      <Labeled source="createdAt">
        <>
          <DateField source="createdAt" showTime />
          <FunctionField render={(r: AppointmentRequest) => <SameClientNote record={r} />} />
        </>
      </Labeled>
    </SenderPanel>
    <TextInput source="notes" multiline minRows={3} fullWidth />
    <AppointmentHistory />
  </>
);
