/**
 * The calendar file of a confirmed appointment, made with the `ics` library: one event
 * whose start is the Berlin wall-clock time of the appointment, written as its UTC instant
 * (DTSTART:…Z). Every calendar shows that in its own zone, summer time included, without the file
 * having to carry a VTIMEZONE (which `ics` does not write). The UID is the appointment's, and the
 * sequence grows with each confirmation, so a moved appointment replaces the earlier entry.
 *
 * Nothing about the patient or the treatment goes in: only when, where and the practice's phone.
 */
import { createEvent } from 'ics';
import type { LanguageCode } from '../../src/contract/common';
import type { AppointmentTime } from '../../src/contract/entities/appointment';
import { startOf } from '../../src/contract/rules/appointmentLifecycle';
import { message } from '../../src/i18n/messages';
import { mailText } from './catalogue';
import type { MailAttachment } from './outboxRow';
import type { PracticeForMail } from './templates';

export const ICS_FILENAME = 'termin.ics';

export function appointmentIcs(options: {
  id: string;
  /** Grows with each confirmation of the same appointment. */
  sequence: number;
  at: AppointmentTime;
  minutes: number;
  lang: LanguageCode;
  practice: PracticeForMail;
  /** Where the UID's domain comes from (the site's address). */
  host: string;
}): MailAttachment {
  const { id, sequence, at, minutes, lang, practice, host } = options;
  const place = practice.locations[at.location];
  const locationName = message(lang, `practice.location.${at.location}`);
  const { error, value } = createEvent({
    uid: `${id}@${host || 'localhost'}`,
    sequence,
    productId: 'praxis-website/termine',
    method: 'PUBLISH',
    start: startOf(at).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes },
    title: mailText(lang, 'mail.appointment.calendarTitle', { location: locationName }),
    description: mailText(lang, 'mail.appointment.calendarDescription', {
      practice: practice.name,
      phone: place?.phone ?? practice.phone,
    }),
    location: [locationName, place?.address ?? practice.address].filter(Boolean).join(', '),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    ...(practice.email ? { organizer: { name: practice.name, email: practice.email } } : {}),
  });
  if (error || !value) throw new Error(`ics: ${error?.message ?? 'no calendar file'}`);
  return { filename: ICS_FILENAME, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: value };
}
