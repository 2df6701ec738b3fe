/**
 * Every mail the practice's site writes, as a template: data in, MailContent out, texts from the
 * mail catalogue (catalogue.ts) in the recipient's language. Staff mails are German.
 *
 * What goes in, deliberately:
 * - receipts to patients, senders and applicants echo nothing they typed (no name, subject, message
 *   or treatment wish), only validated facts (date, time, location, a job's title): a form that
 *   anyone can fill in with anyone's address must not let them send that person their own words
 *   from the practice's server, and health details do not travel by mail;
 * - staff notices name only the kind, the location and the time, plus a link to the record in the
 *   admin (behind its login), never the person or their request;
 * - a reply to a message carries what reception typed and nothing of the message unless they
 *   quote it; invitations and rejections of applications go out only when reception chooses so;
 * - newsletter mails carry an unsubscribe link that works without login (`unsubscribe`).
 */
import type { LanguageCode } from '../../src/contract/common';
import type { NotifyKind } from '../../src/contract/entities/mail';
import type { LocationKey } from '../../src/contract/entities/practice';
import { message } from '../../src/i18n/messages';
import { mailText, type MailMessageId } from './catalogue';
import type { MailContent } from './content';

/** The practice as mails sign it: from the practice info and the contact data. */
export interface PracticeForMail {
  name: string;
  /** "Oberföhringer Straße 188, 81925 München" */
  address: string;
  phone: string;
  email: string;
  locations: Partial<Record<LocationKey, { address: string; phone: string }>>;
}

/** A confirmed or proposed appointment as mails name it (Berlin wall-clock date and time). */
interface AppointmentFacts {
  date: string;
  time: string;
  location: LocationKey;
}

export interface TemplateData {
  appointmentReceipt: { date: string; time: string; location: LocationKey };
  appointmentConfirmed: AppointmentFacts & { minutes: number; cancelLink: string; reminder: boolean };
  appointmentProposed: AppointmentFacts & { requestedDate: string; requestedTime: string };
  appointmentDeclined: AppointmentFacts & { bookingLink: string };
  appointmentReminder: AppointmentFacts & { minutes: number; cancelLink: string };
  appointmentCancelledNotice: AppointmentFacts & { cancelledAt: string; link: string };
  messageReceipt: Record<string, never>;
  applicationReceipt: { jobTitle: string | null };
  staffNotice: { kind: NotifyKind; location: LocationKey; receivedAt: string; link: string };
  invitation: { name: string; link: string };
  passwordReset: { name: string; link: string };
  /** Reception's reply, as typed; `staffName` signs it. */
  messageReply: { text: string; staffName: string };
  /** The practice the posting is at (the main practice for an unsolicited application). */
  applicationInvitation: { jobTitle: string | null; location: LocationKey };
  applicationRejection: { jobTitle: string | null };
  newsletterConfirm: { confirmLink: string; unsubscribeLink: string };
  newsletterWelcome: { unsubscribeLink: string };
}
export type TemplateId = keyof TemplateData;

/** Mails to staff: always German, whatever language the request came in. */
export const STAFF_TEMPLATES: ReadonlySet<TemplateId> = new Set([
  'staffNotice',
  'appointmentCancelledNotice',
  'invitation',
  'passwordReset',
]);

const TIME_ZONE = 'Europe/Berlin';

/** "Dienstag, 14. April 2026" for a calendar date (no time zone shift). */
const longDate = (lang: LanguageCode, isoDate: string) =>
  new Intl.DateTimeFormat(lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
/** "12.03.2026, 10:14" in the practice's time zone. */
const moment = (lang: LanguageCode, iso: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }).format(new Date(iso));

const locationName = (lang: LanguageCode, location: LocationKey) => message(lang, `practice.location.${location}`);

/** When and where, as the appointment mails list them (and how long, where it is known). */
function appointmentFacts(
  lang: LanguageCode,
  practice: PracticeForMail,
  { date, time, location }: AppointmentFacts,
  minutes?: number,
  whenLabel: MailMessageId = 'mail.appointment.when',
) {
  const t = (id: MailMessageId, values?: Record<string, string>) => mailText(lang, id, values);
  const place = practice.locations[location];
  return [
    { label: t(whenLabel), value: t('mail.appointment.whenValue', { date: longDate(lang, date), time }) },
    {
      label: t('mail.appointment.where'),
      value: [locationName(lang, location), place?.address].filter(Boolean).join(', '),
    },
    ...(minutes
      ? [{ label: t('mail.appointment.duration'), value: t('mail.appointment.durationValue', { minutes: String(minutes) }) }]
      : []),
  ];
}
const phoneOf = (practice: PracticeForMail, location: LocationKey) => practice.locations[location]?.phone ?? practice.phone;

type Body = Pick<MailContent, 'paragraphs'> & Partial<Pick<MailContent, 'facts' | 'action' | 'after'>>;

function frame(
  lang: LanguageCode,
  practice: PracticeForMail,
  parts: Body & {
    subject: string;
    preheader: string;
    greeting?: string;
    signature?: string;
    forStaff?: boolean;
    /** Why the mail came, under the practice's address; default: sent automatically after a request on the site. */
    note?: string | null;
    unsubscribe?: MailContent['unsubscribe'];
  },
): MailContent {
  const t = (id: MailMessageId, values?: Record<string, string>) => mailText(lang, id, values);
  return {
    subject: parts.subject,
    preheader: parts.preheader,
    greeting: parts.greeting ?? t('mail.greeting'),
    paragraphs: parts.paragraphs,
    facts: parts.facts ?? [],
    action: parts.action,
    after: parts.after ?? [],
    closing: t('mail.closing'),
    signature: parts.signature ?? t('mail.signature', { practice: practice.name }),
    footer: [
      practice.name,
      practice.address,
      // A fresh install has no number or address yet: the footer names what there is.
      ...(practice.phone && practice.email
        ? [t('mail.footer.contact', { phone: practice.phone, email: practice.email })]
        : [practice.phone || practice.email].filter(Boolean)),
      ...(parts.forStaff ? [] : [parts.note === undefined ? t('mail.footer.automatic') : parts.note].filter((n) => n !== null)),
    ],
    ...(parts.unsubscribe ? { unsubscribe: parts.unsubscribe } : {}),
  };
}

/** A reply's text as paragraphs (blank lines part them; single line breaks stay inside). */
const paragraphsOf = (typed: string) =>
  typed
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

const TEMPLATES: { [T in TemplateId]: (lang: LanguageCode, data: TemplateData[T], practice: PracticeForMail) => MailContent } = {
  appointmentReceipt(lang, { date, time, location }, practice) {
    const t = (id: MailMessageId, values?: Record<string, string>) => mailText(lang, id, values);
    const place = practice.locations[location];
    const phone = place?.phone || practice.phone;
    return frame(lang, practice, {
      subject: t('mail.appointmentReceipt.subject'),
      preheader: t('mail.appointmentReceipt.preheader'),
      paragraphs: [t('mail.appointmentReceipt.intro'), t('mail.appointmentReceipt.next')],
      facts: [
        {
          label: t('mail.appointmentReceipt.when'),
          value: t('mail.appointmentReceipt.whenValue', { date: longDate(lang, date), time }),
        },
        {
          label: t('mail.appointmentReceipt.where'),
          value: [locationName(lang, location), place?.address].filter(Boolean).join(', '),
        },
      ],
      // "Call us" only with a number to call.
      after: phone ? [t('mail.appointmentReceipt.urgent', { phone })] : [],
    });
  },
  appointmentConfirmed(lang, data, practice) {
    const t = (id: MailMessageId, values?: Record<string, string>) => mailText(lang, id, values);
    return frame(lang, practice, {
      subject: t('mail.appointmentConfirmed.subject', { date: longDate(lang, data.date), time: data.time }),
      preheader: t('mail.appointmentConfirmed.preheader'),
      paragraphs: [t('mail.appointmentConfirmed.intro')],
      facts: appointmentFacts(lang, practice, data, data.minutes),
      action: { label: t('mail.appointment.cancelAction'), url: data.cancelLink },
      after: [
        t('mail.appointment.bring'),
        t('mail.appointmentConfirmed.calendar'),
        ...(data.reminder ? [t('mail.appointmentConfirmed.reminder')] : []),
        t('mail.appointment.cancelHint', { phone: phoneOf(practice, data.location) }),
      ],
    });
  },
  appointmentProposed(lang, data, practice) {
    const t = (id: MailMessageId, values?: Record<string, string>) => mailText(lang, id, values);
    const requested = t('mail.appointment.whenValue', { date: longDate(lang, data.requestedDate), time: data.requestedTime });
    return frame(lang, practice, {
      subject: t('mail.appointmentProposed.subject'),
      preheader: t('mail.appointmentProposed.preheader'),
      paragraphs: [t('mail.appointmentProposed.intro', { requested })],
      facts: appointmentFacts(lang, practice, data, undefined, 'mail.appointmentProposed.when'),
      after: [t('mail.appointmentProposed.next', { phone: phoneOf(practice, data.location) })],
    });
  },
  appointmentDeclined(lang, data, practice) {
    const t = (id: MailMessageId, values?: Record<string, string>) => mailText(lang, id, values);
    const phone = phoneOf(practice, data.location);
    return frame(lang, practice, {
      subject: t('mail.appointmentDeclined.subject'),
      preheader: t('mail.appointmentDeclined.preheader'),
      paragraphs: [
        t('mail.appointmentDeclined.intro', {
          date: longDate(lang, data.date),
          time: data.time,
          location: locationName(lang, data.location),
        }),
        t('mail.appointmentDeclined.next', { phone }),
      ],
      action: { label: t('mail.appointmentDeclined.action'), url: data.bookingLink },
      after: [t('mail.appointmentReceipt.urgent', { phone })],
    });
  },
  appointmentReminder(lang, data, practice) {
    const t = (id: MailMessageId, values?: Record<string, string>) => mailText(lang, id, values);
    return frame(lang, practice, {
      subject: t('mail.appointmentReminder.subject', { time: data.time }),
      preheader: t('mail.appointmentReminder.preheader', {
        location: locationName(lang, data.location),
        date: longDate(lang, data.date),
      }),
      paragraphs: [t('mail.appointmentReminder.intro')],
      facts: appointmentFacts(lang, practice, data, data.minutes),
      action: { label: t('mail.appointment.cancelAction'), url: data.cancelLink },
      after: [t('mail.appointment.bring'), t('mail.appointment.cancelHint', { phone: phoneOf(practice, data.location) })],
    });
  },
  appointmentCancelledNotice(lang, data, practice) {
    const t = (id: MailMessageId, values?: Record<string, string>) => mailText(lang, id, values);
    const where = locationName(lang, data.location);
    return frame(lang, practice, {
      subject: t('mail.appointmentCancelledNotice.subject', { location: where }),
      preheader: t('mail.appointmentCancelledNotice.preheader'),
      paragraphs: [
        t('mail.appointmentCancelledNotice.intro', {
          date: longDate(lang, data.date),
          time: data.time,
          location: where,
          at: moment(lang, data.cancelledAt),
        }),
        t('mail.staffNotice.privacy'),
      ],
      action: { label: t('mail.staffNotice.action'), url: data.link },
      signature: t('mail.staffNotice.signature', { practice: practice.name }),
      forStaff: true,
    });
  },
  messageReceipt(lang, _data, practice) {
    const t = (id: MailMessageId, values?: Record<string, string>) => mailText(lang, id, values);
    return frame(lang, practice, {
      subject: t('mail.messageReceipt.subject'),
      preheader: t('mail.messageReceipt.preheader'),
      paragraphs: [t('mail.messageReceipt.intro'), t('mail.messageReceipt.next')],
      after: practice.phone ? [t('mail.messageReceipt.urgent', { phone: practice.phone })] : [],
    });
  },
  applicationReceipt(lang, { jobTitle }, practice) {
    const t = (id: MailMessageId, values?: Record<string, string>) => mailText(lang, id, values);
    return frame(lang, practice, {
      subject: t('mail.applicationReceipt.subject'),
      preheader: t('mail.applicationReceipt.preheader'),
      paragraphs: [t('mail.applicationReceipt.intro', { job: jobTitle ? jobTitle : 'none' }), t('mail.applicationReceipt.next')],
    });
  },
  staffNotice(lang, { kind, location, receivedAt, link }, practice) {
    const t = (id: MailMessageId, values?: Record<string, string>) => mailText(lang, id, values);
    const where = locationName(lang, location);
    return frame(lang, practice, {
      subject: t('mail.staffNotice.subject', { kind, location: where }),
      preheader: t('mail.staffNotice.preheader'),
      greeting: t('mail.greeting'),
      paragraphs: [
        t('mail.staffNotice.intro', { kind, location: where, time: moment(lang, receivedAt) }),
        t('mail.staffNotice.privacy'),
      ],
      action: { label: t('mail.staffNotice.action'), url: link },
      signature: t('mail.staffNotice.signature', { practice: practice.name }),
      forStaff: true,
    });
  },
  invitation(lang, { name, link }, practice) {
    const t = (id: MailMessageId, values?: Record<string, string>) => mailText(lang, id, values);
    return frame(lang, practice, {
      subject: t('mail.invitation.subject'),
      preheader: t('mail.invitation.preheader'),
      greeting: t('mail.greeting.staff', { name }),
      paragraphs: [t('mail.invitation.intro', { practice: practice.name })],
      action: { label: t('mail.invitation.action'), url: link },
      forStaff: true,
    });
  },
  passwordReset(lang, { name, link }, practice) {
    const t = (id: MailMessageId, values?: Record<string, string>) => mailText(lang, id, values);
    return frame(lang, practice, {
      subject: t('mail.passwordReset.subject'),
      preheader: t('mail.passwordReset.preheader'),
      greeting: t('mail.greeting.staff', { name }),
      paragraphs: [t('mail.passwordReset.intro')],
      action: { label: t('mail.passwordReset.action'), url: link },
      after: [t('mail.passwordReset.ignore')],
      forStaff: true,
    });
  },
  messageReply(lang, { text, staffName }, practice) {
    const t = (id: MailMessageId, values?: Record<string, string>) => mailText(lang, id, values);
    return frame(lang, practice, {
      subject: t('mail.messageReply.subject'),
      preheader: t('mail.messageReply.preheader'),
      // Staff write the salutation themselves (it names the sender, which only they may decide).
      greeting: '',
      paragraphs: paragraphsOf(text),
      // A fresh install may lack a number or address: the footer then names what there is.
      after:
        practice.phone && practice.email
          ? [t('mail.messageReply.contact', { phone: practice.phone, email: practice.email })]
          : [],
      signature: t('mail.messageReply.signature', { name: staffName, practice: practice.name }),
      note: t('mail.messageReply.note'),
    });
  },
  applicationInvitation(lang, { jobTitle, location }, practice) {
    const t = (id: MailMessageId, values?: Record<string, string>) => mailText(lang, id, values);
    const place = practice.locations[location];
    return frame(lang, practice, {
      subject: t('mail.applicationInvitation.subject'),
      preheader: t('mail.applicationInvitation.preheader'),
      paragraphs: [
        t('mail.applicationInvitation.intro', { job: jobTitle ? jobTitle : 'none' }),
        practice.email
          ? t('mail.applicationInvitation.next', { email: practice.email })
          : t('mail.applicationInvitation.nextWithoutEmail'),
      ],
      facts: [
        {
          label: t('mail.applicationInvitation.where'),
          value: [locationName(lang, location), place?.address].filter(Boolean).join(', '),
        },
        { label: t('mail.applicationInvitation.phone'), value: place?.phone || practice.phone },
      ].filter((fact) => fact.value),
      after: [t('mail.applicationInvitation.closing')],
      note: null,
    });
  },
  applicationRejection(lang, { jobTitle }, practice) {
    const t = (id: MailMessageId, values?: Record<string, string>) => mailText(lang, id, values);
    return frame(lang, practice, {
      subject: t('mail.applicationRejection.subject'),
      preheader: t('mail.applicationRejection.preheader'),
      paragraphs: [
        t('mail.applicationRejection.intro', { job: jobTitle ? jobTitle : 'none' }),
        t('mail.applicationRejection.decision'),
        t('mail.applicationRejection.documents'),
      ],
      after: [t('mail.applicationRejection.wishes')],
      note: null,
    });
  },
  newsletterConfirm(lang, { confirmLink, unsubscribeLink }, practice) {
    const t = (id: MailMessageId, values?: Record<string, string>) => mailText(lang, id, values);
    return frame(lang, practice, {
      subject: t('mail.newsletterConfirm.subject'),
      preheader: t('mail.newsletterConfirm.preheader'),
      paragraphs: [t('mail.newsletterConfirm.intro', { practice: practice.name })],
      action: { label: t('mail.newsletterConfirm.action'), url: confirmLink },
      after: [t('mail.newsletterConfirm.only'), t('mail.newsletterConfirm.ignore')],
      note: t('mail.newsletter.note'),
      unsubscribe: { label: t('mail.newsletter.unsubscribe'), url: unsubscribeLink },
    });
  },
  newsletterWelcome(lang, { unsubscribeLink }, practice) {
    const t = (id: MailMessageId, values?: Record<string, string>) => mailText(lang, id, values);
    return frame(lang, practice, {
      subject: t('mail.newsletterWelcome.subject'),
      preheader: t('mail.newsletterWelcome.preheader'),
      paragraphs: [t('mail.newsletterWelcome.intro'), t('mail.newsletterWelcome.what')],
      after: [t('mail.newsletterWelcome.leave')],
      note: t('mail.newsletter.note'),
      unsubscribe: { label: t('mail.newsletter.unsubscribe'), url: unsubscribeLink },
    });
  },
};

/** The mail `template` makes of `data`, in `lang` (German for staff templates). */
export function composeMail<T extends TemplateId>(
  template: T,
  lang: LanguageCode,
  data: TemplateData[T],
  practice: PracticeForMail,
): MailContent {
  return TEMPLATES[template](STAFF_TEMPLATES.has(template) ? 'de' : lang, data, practice);
}
