/**
 * What each background job carries, by its name: the one list both the services' `jobs.add`
 * (context.ts) and the jobs' definitions (jobs.ts) are typed by. Apart from jobs.ts, which imports
 * what every job runs, so that the services' interface does not depend on the work itself.
 *
 * Ids only (a mail's id, an appointment's): job documents and their failure reasons are shown to
 * admins and may reach logs, so no personal data goes in.
 */
import type { LanguageCode } from '../src/contract/common';
import type { VersionedResource } from '../src/contract/entities/editorial';

export type ScheduledAction = 'publish' | 'unpublish';

/** A scheduled publish or unpublish (editorial.ts). */
export interface ScheduledJobData {
  resource: VersionedResource;
  recordId: string;
  action: ScheduledAction;
  /** The time the job was set for: it acts only while the schedule still says this time. */
  at: string;
}

export interface JobDataByName {
  'mail.deliver': { mailId: string };
  'auth.resetLink': { requestId: string };
  'newsletter.confirmation': { subscriptionId: string; language: LanguageCode };
  'appointment.remind': { appointmentId: string; start: string };
  'mail.sweep': Record<string, never>;
  'retention.run': Record<string, never>;
  'editorial.scheduled': ScheduledJobData;
}

export type JobName = keyof JobDataByName;
export type JobData<N extends JobName> = JobDataByName[N];
