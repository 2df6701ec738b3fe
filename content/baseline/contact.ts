/**
 * The contact record of a fresh install: the practice's main address and legal name (its identity,
 * which the product is built around), every number, address and link the practice has to supply
 * left empty. The site shows no call, mail, WhatsApp or social link until staff enter one (admin →
 * Kontakt); no opening hours means no bookable slot rather than invented ones.
 */
import type { ContactRecord } from '../../src/contract/entities/contact';
import type { z } from 'zod';

export const baselineContact: Omit<z.infer<typeof ContactRecord>, 'createdAt' | 'updatedAt' | 'updatedBy'> = {
  id: 'contact',
  phone_primary: '',
  email_primary: '',
  address: 'Oberföhringer Straße 188, 81925 München',
  street: 'Oberföhringer Straße',
  house_number: '188',
  postal_code: '81925',
  city: 'München',
  opening_hours: { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] },
  social_media: { facebook: '', instagram: '', youtube: '', whatsapp: '' },
  // The name without a legal form: the form is a fact of its own (legal record), supplied by the practice.
  legal_name: {
    de: 'Zahnarztpraxis Dr. Katharina Berger & Kollegen',
    en: 'Dental practice Dr. Katharina Berger & Colleagues',
    fr: 'Cabinet dentaire Dr Katharina Berger & Associés',
    es: 'Clínica dental Dra. Katharina Berger y colegas',
    ru: 'Стоматологическая практика д-ра Катарины Бергер и коллег',
  },
  tax_id: '',
  registration_number: '',
};
