/**
 * Select choices from the contract's enums, so a value added there appears here. Names are i18n
 * ids: the site's catalogue id where the site shows the same value (one label for site and admin:
 * every enum labelled in src/i18n/enums.json, and the treatment categories), else
 * admin.choices.<group>.<value>.
 */
import { LanguageCode } from '@/contract/common';
import { AppointmentStatus } from '@/contract/entities/appointment';
import { BlogStatus } from '@/contract/entities/blog';
import { ApplicationStatus } from '@/contract/entities/job';
import { OutboxStatus } from '@/contract/entities/mail';
import { NewsletterStatus } from '@/contract/entities/newsletter';
import { AuditAction, ConsentEvent, ConsentSubject } from '@/contract/entities/privacy';
import { LocationKey } from '@/contract/entities/practice';
import { ReviewSource, ReviewStatus } from '@/contract/entities/review';
import { SeoPage } from '@/contract/entities/seo';
import { Role, StaffStatus } from '@/contract/entities/staffUser';
import { TeamLocation, TeamRole } from '@/contract/entities/team';
import { Priority, TreatmentCategoryKey } from '@/contract/entities/treatment';
import { ENUM_IDS, ENUM_LABELS, type LabelledEnum } from '@/i18n/messages';

const choices = <V extends string>(values: readonly V[], label: (value: V) => string) =>
  values.map((id) => ({ id, name: label(id) }));
const admin = (group: string) => (value: string) => `admin.choices.${group}.${value}`;

type Choice = { id: string; name: string };
/** `job.employmentType` → `employmentType`: the field the choices are for. */
type FieldOf<Name extends string> = Name extends `${string}.${infer Rest}` ? FieldOf<Rest> : Name;

/** The choices of every enum labelled in src/i18n/enums.json, by field name: a new one needs no line here. */
const labelled = Object.fromEntries(
  Object.entries(ENUM_LABELS).map(([name, e]) => [name.split('.').pop(), choices(Object.keys(e.values), (v) => `${name}.${v}`)]),
) as { [Name in LabelledEnum as FieldOf<Name>]: Choice[] };

/** The site's catalogue ids both faces show (src/i18n/messages; the admin loads them). */
export const isSharedLabel = (id: string) => ENUM_IDS.has(id) || /^category\.[a-z_]+\.name$/.test(id);

export const CHOICES = {
  ...labelled,
  language: choices(LanguageCode.options, admin('language')),
  category: choices(TreatmentCategoryKey.options, (v) => `category.${v}.name`),
  priority: choices(Priority.options, admin('priority')),
  teamRole: choices(TeamRole.options, admin('teamRole')),
  teamLocation: choices(TeamLocation.options, admin('location')),
  location: choices(LocationKey.options, admin('location')),
  blogStatus: choices(BlogStatus.options, admin('blogStatus')),
  reviewStatus: choices(ReviewStatus.options, admin('reviewStatus')),
  reviewSource: choices(ReviewSource.options, admin('reviewSource')),
  rating: [1, 2, 3, 4, 5].map((id) => ({ id, name: '★'.repeat(id) })),
  appointmentStatus: choices(AppointmentStatus.options, admin('appointmentStatus')),
  applicationStatus: choices(ApplicationStatus.options, admin('applicationStatus')),
  newsletterStatus: choices(NewsletterStatus.options, admin('newsletterStatus')),
  outboxStatus: choices(OutboxStatus.options, admin('outboxStatus')),
  auditAction: choices(AuditAction.options, admin('auditAction')),
  consentSubject: choices(ConsentSubject.options, admin('consentSubject')),
  consentEvent: choices(ConsentEvent.options, admin('consentEvent')),
  staffStatus: choices(StaffStatus.options, admin('staffStatus')),
  role: choices(Role.options, admin('role')),
  seoPage: choices(SeoPage.options, admin('seoPage')),
};
