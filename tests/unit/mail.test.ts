/**
 * The mail templates in every language: complete catalogues, every placeholder filled,
 * staff mails German, and nothing a visitor typed in a receipt.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/contract/common';
import { NEWSLETTER_CONFIRM_DAYS } from '../../src/contract/rules/newsletterConsent';
import { mailMessages } from '../../behaviour/mail/catalogue';
import { plainText } from '../../behaviour/mail/content';
import { composeMail, type PracticeForMail, type TemplateData, type TemplateId } from '../../behaviour/mail/templates';

const practice: PracticeForMail = {
  name: 'Zahnarztpraxis Dr. Berger & Kollegen',
  address: 'Oberföhringer Straße 188, 81925 München',
  phone: '+49 89 95 45 67 80',
  email: 'info@praxis-dr-berger.de',
  locations: { schwabing: { address: 'Leopoldstraße 1, 80802 München', phone: '+49 89 1' } },
};
const samples: { [T in TemplateId]: TemplateData[T] } = {
  appointmentReceipt: { date: '2026-04-14', time: '10:30', location: 'schwabing' },
  appointmentConfirmed: {
    date: '2026-04-14',
    time: '10:30',
    location: 'schwabing',
    minutes: 45,
    cancelLink: 'https://x.test/de/termin/absagen#token=abc',
    reminder: true,
  },
  appointmentProposed: {
    date: '2026-04-15',
    time: '09:00',
    location: 'schwabing',
    requestedDate: '2026-04-14',
    requestedTime: '10:30',
  },
  appointmentDeclined: { date: '2026-04-14', time: '10:30', location: 'schwabing', bookingLink: 'https://x.test/de/termin' },
  appointmentReminder: {
    date: '2026-04-14',
    time: '10:30',
    location: 'schwabing',
    minutes: 45,
    cancelLink: 'https://x.test/de/termin/absagen#token=abc',
  },
  appointmentCancelledNotice: {
    date: '2026-04-14',
    time: '10:30',
    location: 'schwabing',
    cancelledAt: '2026-04-10T07:00:00Z',
    link: 'https://x.test/admin/appointments/appo-1',
  },
  messageReceipt: {},
  applicationReceipt: { jobTitle: 'Zahnmedizinische Fachangestellte' },
  staffNotice: {
    kind: 'applications',
    location: 'oberfoehring',
    receivedAt: '2026-03-12T09:14:00Z',
    link: 'https://x.test/admin/applications/appl-1',
  },
  invitation: { name: 'Neue Kollegin', link: 'https://x.test/admin/register#token=abc' },
  passwordReset: { name: 'Anna', link: 'https://x.test/admin/reset-password#token=abc' },
  messageReply: { text: 'Guten Tag Herr Muster,\n\ndie Rechnung kommt morgen.\nViele Grüße', staffName: 'Anna Empfang' },
  applicationInvitation: { jobTitle: 'Zahnmedizinische Fachangestellte', location: 'schwabing' },
  applicationRejection: { jobTitle: null },
  newsletterConfirm: {
    confirmLink: 'https://x.test/de/newsletter-bestaetigen#token=abc',
    unsubscribeLink: 'https://x.test/de/newsletter-abmelden#token=def',
  },
  newsletterWelcome: { unsubscribeLink: 'https://x.test/en/newsletter-unsubscribe#token=def' },
};

describe('mail catalogues', () => {
  it('have every id in all five languages, non-empty', () => {
    const ids = Object.keys(mailMessages.de);
    for (const lang of LANGUAGES) {
      expect(Object.keys(mailMessages[lang]).sort(), lang).toEqual([...ids].sort());
      expect(
        ids.filter((id) => !mailMessages[lang][id]?.trim()),
        lang,
      ).toEqual([]);
    }
  });
});

describe('mail templates', () => {
  for (const template of Object.keys(samples) as TemplateId[])
    it(`${template}: every placeholder filled in every language`, () => {
      for (const lang of LANGUAGES) {
        const text = plainText(composeMail(template, lang, samples[template] as never, practice));
        expect(text, `${template} ${lang}`).not.toMatch(/[{}]/);
        expect(text).toContain(practice.phone);
      }
    });

  // A fresh install has the practice's address but no number or e-mail yet.
  it('asks nobody to call and shows no empty contact line while the practice has no phone or e-mail', () => {
    const unsupplied = { ...practice, phone: '', email: '', locations: { schwabing: { address: 'Leopoldstraße 1', phone: '' } } };
    for (const template of [
      'appointmentReceipt',
      'messageReceipt',
      'applicationReceipt',
      'messageReply',
      'applicationInvitation',
    ] as const)
      for (const lang of LANGUAGES) {
        const text = plainText(composeMail(template, lang, samples[template] as never, unsupplied));
        expect(text, `${template} ${lang}`).not.toMatch(/[{}]|: \.|Telefon ·|Phone ·|\+49/);
        expect(text, `${template} ${lang}`).toContain(practice.address);
        // No sentence or fact around a value left out ("unter  oder … an .", "Telefon:").
        expect(text, `${template} ${lang}`).not.toMatch(/ [.,]| {2}|:[ \t]+\n|:[ \t]*$/);
      }
  });

  it('writes staff mails in German whatever the language asked for', () => {
    expect(composeMail('staffNotice', 'ru', samples.staffNotice, practice).subject).toBe(
      'Neue Bewerbung über die Website (Praxis Oberföhring)',
    );
    expect(composeMail('passwordReset', 'en', samples.passwordReset, practice).subject).toBe('Passwort zurücksetzen');
  });

  it('gives the patient the requested time in their language, with the location’s address', () => {
    const ru = plainText(composeMail('appointmentReceipt', 'ru', samples.appointmentReceipt, practice));
    expect(ru).toContain('вторник, 14 апреля 2026 г., 10:30');
    expect(ru).toContain('Клиника в Швабинге, Leopoldstraße 1, 80802 München');
    const de = plainText(composeMail('appointmentReceipt', 'de', samples.appointmentReceipt, practice));
    expect(de).toContain('Wunschtermin: Dienstag, 14. April 2026, 10:30 Uhr');
  });

  it('names the job an applicant applied for, and none for an unsolicited application', () => {
    expect(plainText(composeMail('applicationReceipt', 'en', samples.applicationReceipt, practice))).toContain(
      'Thank you for your application as Zahnmedizinische Fachangestellte and',
    );
    expect(plainText(composeMail('applicationReceipt', 'en', { jobTitle: null }, practice))).toContain(
      'Thank you for your application and',
    );
  });
});

describe('mails of the inbox and the newsletter', () => {
  it('mails reception’s reply as typed (their own salutation), in paragraphs, signed by the staff member, and nothing else of the message', () => {
    const mail = composeMail('messageReply', 'en', samples.messageReply, practice);
    expect(mail.subject).toBe('Reply to your message');
    expect(mail.greeting).toBe(''); // staff write the salutation
    expect(mail.paragraphs).toEqual(['Guten Tag Herr Muster,', 'die Rechnung kommt morgen.\nViele Grüße']);
    expect(mail.signature).toBe(`Anna Empfang\nYour team at ${practice.name}`);
    expect(mail.footer.join('\n')).not.toContain('sent automatically');
  });

  it('invites an applicant with the posting’s practice and its phone, and rejects without a reason', () => {
    const invitation = plainText(composeMail('applicationInvitation', 'de', samples.applicationInvitation, practice));
    expect(invitation).toContain('vielen Dank für Ihre Bewerbung als Zahnmedizinische Fachangestellte.');
    expect(invitation).toContain('Praxis: Praxis Schwabing, Leopoldstraße 1, 80802 München');
    expect(invitation).toContain('Telefon: +49 89 1');
    const rejection = plainText(composeMail('applicationRejection', 'es', samples.applicationRejection, practice));
    expect(rejection).toContain('Gracias por su candidatura y por su interés');
  });

  it('puts an unsubscribe link in every newsletter mail and the confirmation link’s days in its text', () => {
    for (const lang of LANGUAGES) {
      const confirm = composeMail('newsletterConfirm', lang, samples.newsletterConfirm, practice);
      expect(confirm.action?.url).toBe(samples.newsletterConfirm.confirmLink);
      expect(confirm.unsubscribe?.url).toBe(samples.newsletterConfirm.unsubscribeLink);
      expect(confirm.paragraphs[0]).toContain(String(NEWSLETTER_CONFIRM_DAYS));
      const welcome = composeMail('newsletterWelcome', lang, samples.newsletterWelcome, practice);
      expect(plainText(welcome)).toContain(samples.newsletterWelcome.unsubscribeLink);
    }
    expect(plainText(composeMail('newsletterWelcome', 'de', samples.newsletterWelcome, practice))).toContain(
      'Newsletter abbestellen:\nhttps://x.test/en/newsletter-unsubscribe#token=def',
    );
  });
});
