/**
 * What makes the demo practice a demo, in one place, so that tests and the launch
 * checklist can find demo content wherever it is still stored or shown:
 *
 * - every record `npm run seed:demo` writes carries `demo: true` (DEMO_MARKER, added where demo rows
 *   are stored: api/seed.ts, and mocks/db.ts for the mock store). Staff edits keep the marker: an
 *   edited demo team member is still an invented person. The contract's schemas drop the field from
 *   every answer; the fixtures themselves (content/demo) are plain contract records.
 * - DEMO_VALUES: the invented facts themselves (numbers, addresses, ids, links), found in any text
 *   by `demoValuesIn`, whichever record or page carries them.
 * - DEMO_PEOPLE: the invented team, named in the catalogue's texts too; `mentionsDemoPerson` finds
 *   them in any of the five languages (the baseline catalogue is built without those sentences).
 *
 * This module holds literals only (no demo record), so the production server may import it.
 * tests/unit/demoContent.test.ts checks that every value listed here occurs in the demo content
 * and that the baseline (content/baseline) holds none of them.
 */

/** The field every demo record carries in the database and the mock store. */
export const DEMO_MARKER = 'demo' as const;

/** A demo row as it is stored: marked. */
export const asStoredDemo = <T extends object>(row: T): T & { demo: true } => ({ ...row, [DEMO_MARKER]: true as const });

export interface DemoValue {
  value: string;
  /** What the value claims to be, for a checklist line. */
  what: string;
  /** Where the demo seed stores it: collection.field (pages, content blocks and catalogue texts may repeat it). */
  where: string[];
}

export const DEMO_VALUES: readonly DemoValue[] = [
  {
    value: '+49 89 95 45 67 80',
    what: 'phone number (Oberföhring)',
    where: ['contact.phone_primary', 'practice.locations.phone'],
  },
  { value: '+49 89 38 39 20 10', what: 'phone number (Schwabing)', where: ['practice.locations.phone'] },
  {
    value: '+49 151 23456789',
    what: 'WhatsApp number',
    where: ['settings.whatsappNumber', 'contact.social_media.whatsapp'],
  },
  { value: 'DE 284 556 731', what: 'VAT identification number', where: ['contact.tax_id'] },
  { value: 'PR 1432', what: 'partnership register number', where: ['contact.registration_number'] },
  { value: 'G-PRAXIS2026', what: 'Google Analytics id', where: ['settings.analyticsId'] },
  {
    value: 'https://www.doctolib.de/zahnarztpraxis/muenchen/praxis-dr-berger',
    what: 'booking service address',
    where: ['settings.bookingUrl', 'settings.bookingRequestUrl'],
  },
  {
    value: 'https://www.facebook.com/praxisdrberger',
    what: 'Facebook profile',
    where: ['settings.socialLinks.facebook', 'contact.social_media.facebook'],
  },
  {
    value: 'https://www.instagram.com/praxisdrberger',
    what: 'Instagram profile',
    where: ['settings.socialLinks.instagram', 'contact.social_media.instagram'],
  },
  {
    value: 'https://www.youtube.com/@praxisdrberger',
    what: 'YouTube channel',
    where: ['settings.socialLinks.youtube', 'contact.social_media.youtube'],
  },
  { value: 'info@praxis-dr-berger.de', what: 'e-mail address', where: ['contact.email_primary'] },
  { value: 'oberfoehring@praxis-dr-berger.de', what: 'e-mail address (Oberföhring)', where: ['practice.locations.email'] },
  { value: 'schwabing@praxis-dr-berger.de', what: 'e-mail address (Schwabing)', where: ['practice.locations.email'] },
  { value: 'datenschutz@praxis-dr-berger.de', what: 'data protection officer’s e-mail', where: ['legal.dataProtectionOfficer'] },
  { value: 'Beispiel Versicherung AG (Demo)', what: 'professional-liability insurer', where: ['legal.liabilityInsurer'] },
  { value: 'Beispiel Hosting GmbH (Demo)', what: 'hosting provider', where: ['legal.hostingProvider'] },
  { value: 'Beispiel Mail GmbH (Demo)', what: 'e-mail provider', where: ['legal.smtpProvider'] },
];

/** The invented team (the owner, Dr. Katharina Berger, is the practice's own and not among them). */
export const DEMO_PEOPLE: readonly { name: string; mentions: readonly string[] }[] = [
  { name: 'Dr. Alexander Wolf', mentions: ['Wolf', 'Вольф'] },
  { name: 'Dr. Sofia Marković', mentions: ['Marković', 'Markovic', 'Маркович'] },
  { name: 'Dr. Jonas Hartmann', mentions: ['Hartmann', 'Хартман'] },
  { name: 'Lena Huber', mentions: ['Huber', 'Хубер'] },
  { name: 'Maria Schmid', mentions: ['Maria Schmid', 'Мария Шмид'] },
  { name: 'Tobias Keller', mentions: ['Tobias Keller', 'Тобиас Келлер'] },
  { name: 'Elif Yılmaz', mentions: ['Yılmaz', 'Йылмаз'] },
  { name: 'Anna Petrova', mentions: ['Petrova', 'Петрова'] },
];

// A Latin mention is a whole word ("Wolf", not "Wolfsburg"); a Cyrillic one a stem, since Russian
// declines names (Вольфа, Хубер, Маркович, Хартманном).
const cyrillic = /[\u0400-\u04FF]/;
const escape = (m: string) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const mentionPattern = new RegExp(
  DEMO_PEOPLE.flatMap((p) => p.mentions)
    .map((m) => `(?<!\\p{L})${escape(m)}${cyrillic.test(m) ? '' : '(?!\\p{L})'}`)
    .join('|'),
  'u',
);

/** Whether a text names one of the invented team members, in any language. */
export const mentionsDemoPerson = (text: string) => mentionPattern.test(text);

/** The demo values a text contains (compared without regard to spaces, so "+498995456780" counts too). */
export function demoValuesIn(text: string): DemoValue[] {
  const squeezed = text.replace(/\s+/g, '');
  return DEMO_VALUES.filter((v) => squeezed.includes(v.value.replace(/\s+/g, '')));
}
