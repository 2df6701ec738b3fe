/**
 * Reception's step on an appointment request that was not taken, because someone else changed the
 * request first (the inbox's lost race): the alert names the request's new status, who changed it
 * (a colleague, the patient by their cancel link, or nobody known) and when.
 */
import { expect } from 'storybook/test';
import type { AppointmentRequest } from '@/contract/entities/appointment';
import preview from '../../../.storybook/preview';
import { withAdmin } from '../../../.storybook/admin';
import { LostRace } from './Workflow';

/** The request as it is now, after the other change. */
const request = (status: AppointmentRequest['status']): AppointmentRequest => ({
  id: 'appt-1042',
  firstName: 'Jonas',
  lastName: 'Weber',
  email: 'jonas.weber@example.org',
  phone: '+49 89 1234567',
  treatmentType: 'checkup',
  preferredDate: '2026-12-03',
  preferredTime: '09:30',
  location: 'schwabing',
  status,
  createdAt: '2026-11-27T16:12:00.000Z',
  updatedAt: '2026-11-28T09:41:00.000Z',
});

const meta = preview.meta({
  title: 'Admin/Keine verlorenen Änderungen/Anfrage: Schritt nicht ausgeführt',
  component: LostRace,
  parameters: { resource: 'appointments' },
  decorators: [withAdmin],
});

export const ColleagueConfirmedFirst = meta.story({
  args: { current: request('confirmed'), by: 'Maria Schneider' },
  async play({ canvas }) {
    const alert = canvas.getByTestId('appointment-lost-race');
    await expect(alert).toHaveTextContent(
      /^Ihr Schritt wurde nicht ausgeführt: Maria Schneider hat die Anfrage inzwischen geändert/,
    );
    await expect(alert).toHaveTextContent(/Status jetzt: Bestätigt\.$/);
  },
});

export const PatientCancelled = meta.story({
  args: { current: request('cancelled'), by: 'patient' },
  async play({ canvas }) {
    const alert = canvas.getByTestId('appointment-lost-race');
    await expect(alert).toHaveTextContent('der Patient oder die Patientin hat die Anfrage inzwischen geändert');
    await expect(alert).toHaveTextContent(/Status jetzt: Abgesagt\.$/);
  },
});

export const UnknownColleague = meta.story({
  args: { current: request('proposed'), by: null },
  async play({ canvas }) {
    await expect(canvas.getByTestId('appointment-lost-race')).toHaveTextContent(
      'jemand anderes hat die Anfrage inzwischen geändert',
    );
  },
});
