// Loaded on the application form's first validation (see ../form/lazyResolver.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { CV_ACCEPT, LIMITS } from '../../../contract/constants';
import { JobApplicationInput } from '../../../contract/entities/job';
import { fileProblem } from '../form/FileField';

/** The CV as the browser holds it; the server checks the content again (magic bytes). */
const cvFile = z
  .custom<File | null | undefined>()
  .superRefine((file, ctx) => {
    if (typeof File === 'undefined' || !(file instanceof File)) {
      ctx.addIssue({ code: 'custom', message: 'validation.application.fileRequired' });
      return;
    }
    const problem = fileProblem(file, { maxBytes: LIMITS.uploadBytes, accept: CV_ACCEPT });
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: problem === 'tooLarge' ? 'validation.application.fileSize' : 'validation.application.fileType',
      });
  })
  .transform((file) => file as File);

/**
 * The contract's fields plus the file part. An empty position select means "unsolicited". The
 * checkbox always yields a boolean, so the client checks the literal true: zodResolver reports a
 * union's first member message, which would hide the contract's privacy message.
 */
const ApplicationForm = JobApplicationInput.extend({
  jobId: z.preprocess((v) => (v === '' ? undefined : v), JobApplicationInput.shape.jobId),
  privacyAccepted: z.literal(true, { error: 'validation.application.privacy' }),
  cv: cvFile,
});
export type ApplicationFormSchema = typeof ApplicationForm;
export const applicationResolver = zodResolver(ApplicationForm);
