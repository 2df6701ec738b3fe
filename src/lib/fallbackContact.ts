/**
 * The practice's contact data that ships with the site (spec §8): used when the contact call
 * fails and on the error screen, which must help even when nothing else loads. Keep it equal to
 * the contact record staff maintain (a unit test compares it with the fixtures).
 */
import type { ContactData } from '../contract/entities/contact';

export const FALLBACK_CONTACT = {
  street: 'Oberföhringer Straße',
  house_number: '188',
  postal_code: '81925',
  city: 'München',
  phone_primary: '+49 89 95 45 67 80',
  email_primary: 'info@praxis-dr-berger.de',
} as const satisfies Partial<ContactData>;

/** `tel:` target from a displayed number: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
