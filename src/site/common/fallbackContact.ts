/**
 * The practice's contact data that ships with the site: used when the contact call
 * fails and on the error screen, which must help even when nothing else loads. It is the
 * baseline's (content/baseline/contact.ts): the practice's address, and no phone or e-mail, since a
 * number built into the site would be invented for any practice that has not supplied its own.
 * Empty fields are not shown.
 */
import { baselineContact } from '../../../content/baseline/contact';
import type { ContactData } from '../../contract/entities/contact';

export const FALLBACK_CONTACT = {
  street: baselineContact.street,
  house_number: baselineContact.house_number,
  postal_code: baselineContact.postal_code,
  city: baselineContact.city,
  phone_primary: baselineContact.phone_primary,
  email_primary: baselineContact.email_primary,
} as const satisfies Partial<ContactData>;

/** `tel:` target from a displayed number: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
