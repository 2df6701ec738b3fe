/**
 * Job postings and applications: an application has a CV upload and a privacy acceptance.
 * Decisions: an application names the applicant and how to reach them, may target
 * a posting or be unsolicited, and carries exactly one CV (PDF, DOC or DOCX, at most 5 MB).
 */
import { z } from 'zod';
import {
  Id,
  IsoDate,
  IsoDateTime,
  LIMITS,
  LanguageCode,
  Localized,
  Sender,
  Slug,
  SpamTrap,
  StaffStep,
  Timestamps,
  localized,
  text,
} from '../common';
import { CV_TYPES } from '../constants';
import { LocationKey } from './practice';

export const EmploymentType = z.enum(['fullTime', 'partTime', 'miniJob', 'apprenticeship']);

export const JobPostingFields = {
  slug: Slug,
  title: localized(200),
  location: LocationKey,
  employmentType: EmploymentType,
  summary: localized(600),
  description: localized(LIMITS.longText),
  requirements: z.array(Localized).max(20),
  benefits: z.array(Localized).max(20),
  published: z.boolean(),
  datePosted: IsoDate,
  validThrough: IsoDate.optional(),
};
export const JobPosting = z.object({ id: Id, ...JobPostingFields, ...Timestamps });
export type JobPosting = z.infer<typeof JobPosting>;
export const JobPostingInput = z.strictObject(JobPostingFields);

export { CV_TYPES };

const name = z.string().trim().min(LIMITS.minName, 'validation.name.min').max(LIMITS.name, 'validation.tooLong');

/** The text fields of the multipart application form; the CV travels as the file part "cv". */
export const JobApplicationInput = z.strictObject({
  jobId: Id.optional(),
  firstName: name,
  lastName: name,
  email: z.email({ error: 'validation.application.email' }).max(254, 'validation.tooLong'),
  phone: z.string().trim().min(LIMITS.minPhone, 'validation.application.phone').max(40, 'validation.tooLong'),
  message: text(LIMITS.text).optional(),
  /** Multipart fields arrive as text: "true" (or true) is the only accepted value. */
  privacyAccepted: z
    .union([z.literal(true), z.literal('true')], { error: 'validation.application.privacy' })
    .transform(() => true as const),
  ...SpamTrap,
});
export type JobApplicationInput = z.input<typeof JobApplicationInput>;

export const StoredFile = z.object({
  fileId: Id,
  filename: z.string(),
  size: z.number().int().min(0),
  contentType: z.string(),
});
export type StoredFile = z.infer<typeof StoredFile>;

export const ApplicationStatus = z.enum(['new', 'inReview', 'invited', 'rejected', 'hired']);
export type ApplicationStatus = z.infer<typeof ApplicationStatus>;

/** The mails an application's status can send (reception chooses; never automatic). */
export const APPLICATION_MAILS = { invited: 'invitation', rejected: 'rejection' } as const;
export const ApplicationMail = z.enum(['invitation', 'rejection']);
export type ApplicationMail = z.infer<typeof ApplicationMail>;

/** A status change in an application's history, and the mail it sent, if any. */
export const ApplicationEvent = z.object({ ...StaffStep, status: ApplicationStatus, mail: ApplicationMail.nullable() });
export type ApplicationEvent = z.infer<typeof ApplicationEvent>;

export const JobApplication = z.object({
  id: Id,
  jobId: Id.nullable(),
  ...Sender,
  message: z.string().optional(),
  privacyAccepted: z.literal(true),
  cv: StoredFile,
  status: ApplicationStatus,
  notes: z.string().optional(),
  /** The site's language the applicant used: their acknowledgement and later mails are in it. */
  language: LanguageCode.optional(),
  submittedAt: IsoDateTime,
  /** Status changes by staff, oldest first, with the mail each sent. */
  history: z.array(ApplicationEvent).optional(),
  ...Timestamps,
});
export type JobApplication = z.infer<typeof JobApplication>;
export const JobApplicationUpdate = z.strictObject({
  status: ApplicationStatus,
  notes: text(LIMITS.text).optional(),
  /**
   * Send the applicant the mail of the new status (invited: invitation, rejected: rejection), in
   * their language: only with a change to one of those two statuses, never unless reception asks.
   */
  sendMail: z.boolean().optional(),
});
