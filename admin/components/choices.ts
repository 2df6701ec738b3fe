/** Select choices from the contract's enums; names are i18n keys (admin.choices.<group>.<value>). */
import { LANGUAGES } from '@/contract/common';
import { TREATMENT_TYPES } from '@/contract/entities/appointment';
import { ROLES } from '@/contract/entities/staffUser';
import { SEO_PAGES } from '@/contract/entities/seo';
import { TEAM_ROLES } from '@/contract/entities/team';
import { TREATMENT_CATEGORIES } from '@/contract/entities/treatment';

export const choices = (group: string, values: readonly string[]) =>
  values.map((id) => ({ id, name: `admin.choices.${group}.${id}` }));

export const CHOICES = {
  language: choices('language', LANGUAGES),
  category: choices('category', Object.keys(TREATMENT_CATEGORIES)),
  priority: choices('priority', ['HIGH', 'MEDIUM', 'LOW']),
  painLevel: choices('painLevel', ['none', 'minimal', 'mild', 'moderate']),
  teamRole: choices('teamRole', TEAM_ROLES),
  teamLocation: choices('location', ['oberfoehring', 'schwabing', 'both']),
  location: choices('location', ['oberfoehring', 'schwabing']),
  employmentType: choices('employmentType', ['fullTime', 'partTime', 'miniJob', 'apprenticeship']),
  blogStatus: choices('blogStatus', ['draft', 'published']),
  reviewStatus: choices('reviewStatus', ['pending', 'approved', 'rejected']),
  reviewSource: choices('reviewSource', ['google', 'jameda', 'website']),
  rating: [1, 2, 3, 4, 5].map((id) => ({ id, name: '★'.repeat(id) })),
  appointmentStatus: choices('appointmentStatus', ['new', 'contacted', 'confirmed', 'cancelled', 'completed']),
  treatmentType: choices('treatmentType', TREATMENT_TYPES),
  applicationStatus: choices('applicationStatus', ['new', 'inReview', 'invited', 'rejected', 'hired']),
  newsletterStatus: choices('newsletterStatus', ['pending', 'confirmed', 'unsubscribed']),
  staffStatus: choices('staffStatus', ['invited', 'active', 'deactivated']),
  role: choices('role', ROLES),
  seoPage: choices('seoPage', SEO_PAGES),
};
