/**
 * Select choices from the contract's enums, so a value added there appears here. Names are i18n
 * ids: the site's catalogue id where the site shows the same value (one label for site and admin:
 * treatment types, categories, pain levels, employment types), else admin.choices.<group>.<value>.
 */
import { LanguageCode } from '@/contract/common';
import { AppointmentStatus, TreatmentType } from '@/contract/entities/appointment';
import { BlogStatus } from '@/contract/entities/blog';
import { ApplicationStatus, EmploymentType } from '@/contract/entities/job';
import { OutboxStatus } from '@/contract/entities/mail';
import { NewsletterStatus } from '@/contract/entities/newsletter';
import { LocationKey } from '@/contract/entities/practice';
import { ReviewSource, ReviewStatus } from '@/contract/entities/review';
import { SeoPage } from '@/contract/entities/seo';
import { Role, StaffStatus } from '@/contract/entities/staffUser';
import { TeamLocation, TeamRole } from '@/contract/entities/team';
import { PainLevel, Priority, TreatmentCategoryKey } from '@/contract/entities/treatment';

const choices = <V extends string>(values: readonly V[], label: (value: V) => string) =>
  values.map((id) => ({ id, name: label(id) }));
const admin = (group: string) => (value: string) => `admin.choices.${group}.${value}`;

/** The site's catalogue ids of values both faces show (src/i18n/messages; the admin loads them). */
export const SHARED_LABEL = /^(treatmentType\.|painLevel\.|job\.employmentType\.|category\.[a-z_]+\.name$)/;

export const CHOICES = {
  language: choices(LanguageCode.options, admin('language')),
  category: choices(TreatmentCategoryKey.options, (v) => `category.${v}.name`),
  priority: choices(Priority.options, admin('priority')),
  painLevel: choices(PainLevel.options, (v) => `painLevel.${v}`),
  teamRole: choices(TeamRole.options, admin('teamRole')),
  teamLocation: choices(TeamLocation.options, admin('location')),
  location: choices(LocationKey.options, admin('location')),
  employmentType: choices(EmploymentType.options, (v) => `job.employmentType.${v}`),
  blogStatus: choices(BlogStatus.options, admin('blogStatus')),
  reviewStatus: choices(ReviewStatus.options, admin('reviewStatus')),
  reviewSource: choices(ReviewSource.options, admin('reviewSource')),
  rating: [1, 2, 3, 4, 5].map((id) => ({ id, name: '★'.repeat(id) })),
  appointmentStatus: choices(AppointmentStatus.options, admin('appointmentStatus')),
  treatmentType: choices(TreatmentType.options, (v) => `treatmentType.${v}`),
  applicationStatus: choices(ApplicationStatus.options, admin('applicationStatus')),
  newsletterStatus: choices(NewsletterStatus.options, admin('newsletterStatus')),
  outboxStatus: choices(OutboxStatus.options, admin('outboxStatus')),
  staffStatus: choices(StaffStatus.options, admin('staffStatus')),
  role: choices(Role.options, admin('role')),
  seoPage: choices(SeoPage.options, admin('seoPage')),
};
