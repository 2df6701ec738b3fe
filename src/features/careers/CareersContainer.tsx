/**
 * The application form wired to the API: offers the published positions and sends the fields
 * with the CV as multipart (file part "cv"), reporting upload progress.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { CareerApplicationForm, type ApplicationFields } from '../../components/CareerApplicationForm/CareerApplicationForm';
import { call } from '../../lib/api';
import { jobsQuery } from '../../lib/queries';

interface Application {
  fields: ApplicationFields;
  cv: File;
  onProgress: (fraction: number) => void;
}

/** Multipart fields are text; empty optional ones are left out. */
export function applicationFormData({ fields, cv }: Pick<Application, 'fields' | 'cv'>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined && value !== null && value !== '') form.append(name, String(value));
  form.append('cv', cv);
  return form;
}

export function CareersContainer({ jobId }: { jobId?: string }) {
  // Without the list (still loading or failed) the form still works: the application is unsolicited.
  const jobs = useQuery(jobsQuery());
  const apply = useMutation({
    mutationFn: ({ onProgress, ...application }: Application) =>
      call('applications.create', { form: applicationFormData(application), onProgress }),
  });
  return (
    <CareerApplicationForm
      jobs={jobs.data}
      jobId={jobId}
      onSubmit={async (fields, cv, onProgress) => {
        await apply.mutateAsync({ fields, cv, onProgress });
      }}
    />
  );
}
