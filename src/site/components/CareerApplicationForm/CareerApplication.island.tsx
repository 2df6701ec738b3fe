/**
 * The application form wired to the API, as an island (components/Island): on the careers page it
 * is the content's only live part, so the page hydrates its frame and this form alone.
 * Its props are the positions to choose from, ids and titles in the page's language. It sends the
 * fields with the CV as multipart (file part "cv"), reporting upload progress, through call()
 * directly (an island has no query cache). 'Jetzt bewerben' on a job card (a served link that does
 * not hydrate, JobCard/applyLink.ts) preselects that job and brings the form into view, its heading
 * focused (screen readers start there).
 */
import { useEffect, useState } from 'react';
import { call } from '../../../lib/api';
import { revealAndFocus } from '../../common/revealAndFocus';
import { APPLICATION_ANCHOR, APPLICATION_TITLE, onApplyLinks } from '../JobCard/applyLink';
import { CareerApplicationForm, type ApplicationFields, type JobChoice } from './CareerApplicationForm';

export const CAREER_APPLICATION = 'CareerApplicationForm/CareerApplication';

/** Multipart fields are text; empty optional ones are left out. */
export function applicationFormData({ fields, cv }: { fields: ApplicationFields; cv: File }): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined && value !== null && value !== '') form.append(name, String(value));
  form.append('cv', cv);
  return form;
}

export default function CareerApplication({ jobs }: { jobs: JobChoice[] }) {
  const [jobId, setJobId] = useState<string | undefined>();
  useEffect(
    () =>
      onApplyLinks((id) => {
        setJobId(id);
        // The form's top under the header, its heading focused.
        revealAndFocus(document.getElementById(APPLICATION_ANCHOR), { focus: document.getElementById(APPLICATION_TITLE) });
      }),
    [],
  );
  return (
    // A preselected job starts the form afresh with it chosen.
    <CareerApplicationForm
      key={jobId ?? 'any'}
      jobs={jobs}
      jobId={jobId}
      onSubmit={async (fields, cv, onProgress) => {
        await call('applications.create', { form: applicationFormData({ fields, cv }), onProgress });
      }}
    />
  );
}
