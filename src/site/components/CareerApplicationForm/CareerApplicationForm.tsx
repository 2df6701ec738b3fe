/**
 * Job application: name, e-mail, phone, optional message and position, the CV
 * (PDF, DOC or DOCX, at most 5 MB, checked here before anything is uploaded) and the privacy
 * acceptance. While the CV uploads, the button and the file field show the progress.
 */
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { CV_ACCEPT } from '../../../contract/constants';
import type { LanguageCode } from '../../../contract/common';
import type { JobApplicationInput, JobPosting } from '../../../contract/entities/job';
import { localize } from '../../../i18n/localize';
import { CheckboxField } from '../form/CheckboxField';
import { FileField } from '../form/FileField';
import { FormFrame, WIDE_FIELD } from '../form/FormFrame';
import { Honeypot } from '../form/Honeypot';
import { lazyResolver } from '../form/lazyResolver';
import { usePrivacyLink } from '../form/PrivacyLink';
import { SelectField } from '../form/SelectField';
import { TextArea } from '../form/TextArea';
import { PersonFields, registerPerson } from '../form/PersonFields';
import { useErrorText } from '../form/useErrorText';
import { useFieldBinding } from '../form/useFieldBinding';
import { useSubmission } from '../form/useSubmission';
import type { ApplicationFormSchema } from './applicationResolver';

type ApplicationValues = z.input<ApplicationFormSchema>;
export type ApplicationFields = z.output<typeof JobApplicationInput>;

/** A position to choose: its id and its title in the page's language (all the form shows of it). */
export interface JobChoice {
  id: string;
  title: string;
}

export const jobChoices = (jobs: readonly JobPosting[], lang: LanguageCode): JobChoice[] =>
  jobs.map((job) => ({ id: job.id, title: localize(job.title, lang) }));

export interface CareerApplicationFormProps {
  /** Sends the fields and the CV; reports upload progress 0..1 through `onProgress`. */
  onSubmit: (fields: ApplicationFields, cv: File, onProgress: (fraction: number) => void) => Promise<void>;
  /** Open positions to choose from; without them the application is unsolicited. */
  jobs?: readonly JobChoice[];
  /** Preselected position (on a job's page). */
  jobId?: string;
}

const FIELDS = ['jobId', 'firstName', 'lastName', 'email', 'phone', 'message', 'cv', 'privacyAccepted', 'website'] as const;

export function CareerApplicationForm({ onSubmit, jobs = [], jobId }: CareerApplicationFormProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const privacyLink = usePrivacyLink();
  const [progress, setProgress] = useState<number>();
  const form = useForm<ApplicationValues, unknown, z.output<ApplicationFormSchema>>({
    resolver: lazyResolver(() => import('./applicationResolver').then((m) => m.applicationResolver)),
    // privacyAccepted starts unticked (undefined); the schema accepts only true.
    defaultValues: { jobId: jobId ?? '', firstName: '', lastName: '', email: '', phone: '', message: '', website: '', cv: null },
  });
  const { register, handleSubmit, control, trigger, clearErrors } = form;
  const { errors } = form.formState;
  const bind = useFieldBinding(form);
  const submission = useSubmission(form, {
    fields: FIELDS,
    failure: 'form.application.error',
    success: 'form.application.success',
    // Too large or not a CV by content: the server's word belongs next to the file.
    statusFields: { 413: 'cv', 415: 'cv' },
  });
  const t = (id: string) => intl.formatMessage({ id });

  const send = handleSubmit(({ cv, message, jobId: position, ...fields }) =>
    submission.run(async () => {
      setProgress(0);
      try {
        await onSubmit({ ...fields, ...(position ? { jobId: position } : {}), ...(message ? { message } : {}) }, cv, setProgress);
      } finally {
        setProgress(undefined);
      }
    }),
  );

  return (
    <FormFrame
      onSubmit={send}
      submission={submission}
      submitLabel={t('form.application.submit')}
      busyLabel={progress === undefined ? undefined : intl.formatMessage({ id: 'form.uploading' }, { progress })}
    >
      <PersonFields fields={registerPerson(register)} errors={errors} />
      {jobs.length > 0 && (
        <SelectField
          className={WIDE_FIELD}
          label={t('form.application.job')}
          placeholder={t('form.application.unsolicited')}
          options={jobs.map((job) => ({ value: job.id, label: job.title }))}
          {...bind('jobId')}
        />
      )}
      <TextArea className={WIDE_FIELD} label={t('form.field.message')} optional {...bind('message')} />
      <Controller
        control={control}
        name="cv"
        render={({ field, fieldState }) => (
          <FileField
            className={WIDE_FIELD}
            label={t('form.application.cv')}
            hint={t('form.application.cvHint')}
            accept={CV_ACCEPT}
            required
            progress={progress}
            name={field.name}
            value={field.value}
            ref={field.ref}
            onBlur={field.onBlur}
            onChange={(file) => {
              field.onChange(file);
              // Say at once when a file is too large or of the wrong type, before anything is sent.
              if (file) void trigger('cv');
              else clearErrors('cv');
            }}
            error={errorText(fieldState.error?.message)}
          />
        )}
      />
      <CheckboxField
        className={WIDE_FIELD}
        label={<FormattedMessage id="form.application.privacy" values={{ link: privacyLink }} />}
        required
        {...bind('privacyAccepted')}
      />
      <Honeypot {...register('website')} />
    </FormFrame>
  );
}
