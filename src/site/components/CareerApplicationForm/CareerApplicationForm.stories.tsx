import type { StoryContext } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { refusesEmptySubmit } from '../../../../.storybook/plays';
import preview from '../../../../.storybook/preview';
import { jobPostings } from '../../../../content/demo/jobs';
import { LIMITS } from '../../../contract/common';
import { useLang } from '../../intl/useLang';
import { ApiRequestError } from '../../../lib/api';
import { CareerApplicationForm, jobChoices, type CareerApplicationFormProps } from './CareerApplicationForm';

const JOBS = jobPostings.filter((j) => j.published);
const cv = (bytes = 180 * 1024, name = 'Lebenslauf_Lea_Wagner.pdf') =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Unless a story says otherwise, the published positions in the story's language, as the careers page hands them over. */
function WithJobs({ jobs, ...props }: CareerApplicationFormProps) {
  const lang = useLang();
  return <CareerApplicationForm jobs={jobs ?? jobChoices(JOBS, lang)} {...props} />;
}

const meta = preview.meta({
  title: 'Forms/CareerApplicationForm',
  component: CareerApplicationForm,
  args: { onSubmit: fn(async () => {}) },
  render: (args) => <WithJobs {...args} />,
  // The form's validation loads on its first check (lazyResolver); loaded before each play, so a
  // play's wait for a message is not spent on the dev server compiling zod on a busy machine.
  loaders: [async () => void (await import('./applicationResolver'))],
});

type Ctx = Pick<StoryContext, 'canvas' | 'canvasElement' | 'userEvent'>;

async function fillValid({ canvas, canvasElement, userEvent }: Ctx, file = cv()) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Vorname' }), 'Lea');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Nachname' }), 'Wagner');
  await userEvent.type(canvas.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'lea.wagner@example.de');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Telefonnummer' }), '0176 12345678');
  await userEvent.upload(fileInput(canvasElement), file);
  await userEvent.click(canvas.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
}
const submit = ({ canvas, userEvent }: Ctx) => userEvent.click(canvas.getByRole('button', { name: 'Bewerbung senden' }));

/** Idle: open positions to choose from (unsolicited by default), CV field, privacy link to this language's page. */
export const Idle = meta.story({
  async play({ canvas, canvasElement }) {
    const job = canvas.getByRole('combobox', { name: 'Stelle' });
    await expect(job).toHaveDisplayValue('Initiativbewerbung');
    await expect(job.querySelectorAll('option')).toHaveLength(JOBS.length + 1);
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', '.pdf,.doc,.docx');
    await expect(fileInput(canvasElement)).toHaveAccessibleName('Lebenslauf');
    await expect(canvas.getByRole('link', { name: /Datenschutzerklärung/ })).toHaveAttribute('href', '/de/datenschutz');
  },
});

/** The empty form's messages word for word in English: nothing is sent. */
export const EmptySubmitEnglish = meta.story({
  globals: { locale: 'en' },
  async play(context) {
    await refusesEmptySubmit({
      button: 'Send application',
      messages: [
        'Please enter a valid email address',
        'Phone number must be at least 10 characters',
        'You must accept the privacy policy',
        'Please attach your CV',
        'Name must be at least 2 characters',
      ],
    })(context);
    // First and last name each say so.
    await expect(context.canvas.getAllByText('Name must be at least 2 characters')).toHaveLength(2);
  },
});

export const EmptySubmitFrench = meta.story({
  globals: { locale: 'fr' },
  async play(context) {
    await refusesEmptySubmit({
      button: 'Envoyer la candidature',
      messages: [
        'Veuillez saisir une adresse e-mail valide',
        'Vous devez accepter la politique de confidentialité',
        'Veuillez joindre votre CV',
      ],
    })(context);
    const privacy = context.canvas.getByRole('link', { name: /politique de confidentialité/ });
    await expect(privacy).toHaveAttribute('href', '/fr/privacy');
  },
});

/** 5 MB + 1 byte: the size message at once, and submitting sends nothing. */
export const FileTooLargeEnglish = meta.story({
  globals: { locale: 'en' },
  async play(context) {
    const { args, canvas, canvasElement, userEvent } = context;
    await userEvent.upload(fileInput(canvasElement), cv(LIMITS.uploadBytes + 1, 'portfolio.pdf'));
    await expect(await canvas.findByText('File size must not exceed 5MB')).toBeVisible();
    await expect(fileInput(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Lea');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Wagner');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'lea.wagner@example.de');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '0176 12345678');
    await userEvent.click(canvas.getByRole('checkbox', { name: /privacy policy/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send application' }));
    await expect(canvas.getByText('File size must not exceed 5MB')).toBeVisible();
    await expect(fileInput(canvasElement)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const WrongFileType = meta.story({
  async play({ canvas, canvasElement, userEvent }) {
    const input = fileInput(canvasElement);
    input.removeAttribute('accept'); // as when the picker's "all files" option is used
    await userEvent.upload(input, new File(['x'], 'bewerbungsfoto.jpg', { type: 'image/jpeg' }));
    await expect(await canvas.findByText('Bitte laden Sie eine PDF-, DOC- oder DOCX-Datei hoch')).toBeVisible();
  },
});

/** Uploading: the button shows the percentage, the file field a progress bar. */
export const Uploading = meta.story({
  args: {
    onSubmit: fn((_fields: unknown, _cv: File, onProgress: (fraction: number) => void) => {
      onProgress(0.42);
      return new Promise<void>(() => {});
    }),
  },
  async play(context) {
    await fillValid(context);
    await submit(context);
    const { canvas } = context;
    await expect(await canvas.findByRole('button', { name: /^Wird hochgeladen … 42\s%$/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('progressbar', { name: 'Upload-Fortschritt' })).toHaveAttribute('value', '0.42');
  },
});

/** Success: fields without the empty optional ones, the chosen position, the CV; then an empty form. */
export const Success = meta.story({
  args: { jobId: 'job-dh-schwabing' },
  async play(context) {
    const { args, canvas, canvasElement } = context;
    const file = cv();
    await fillValid(context, file);
    await submit(context);
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Ihre Bewerbung wurde erfolgreich übermittelt!');
    await waitFor(() => expect(status).toHaveFocus());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        jobId: 'job-dh-schwabing',
        firstName: 'Lea',
        lastName: 'Wagner',
        email: 'lea.wagner@example.de',
        phone: '0176 12345678',
        privacyAccepted: true,
        website: '',
      },
      file,
      expect.any(Function),
    );
    await expect(canvas.getByText('Keine Datei ausgewählt')).toBeVisible();
    await expect(fileInput(canvasElement).files).toHaveLength(0);
    await expect(canvas.getByRole('checkbox', { name: /Datenschutzerklärung/ })).not.toBeChecked();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
});

/** Failure: the form's failure message; every field, the file included, is kept for another try. */
export const Error = meta.story({
  args: { onSubmit: fn(() => Promise.reject(new ApiRequestError(0, { message: 'error.generic', code: 'network' }))) },
  async play(context) {
    await fillValid(context);
    await submit(context);
    const { canvas } = context;
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Fehler beim Senden der Bewerbung. Bitte versuchen Sie es erneut.');
    await expect(canvas.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Lea');
    await expect(canvas.getByText('Lebenslauf_Lea_Wagner.pdf')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /Datenschutzerklärung/ })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Bewerbung senden' })).toBeVisible();
  },
});

/** The server judges the file by its content (415): the message belongs to the file field. */
export const ServerRejectsFile = meta.story({
  args: {
    onSubmit: fn(() =>
      Promise.reject(new ApiRequestError(415, { message: 'validation.application.fileType', code: 'unsupported_type' })),
    ),
  },
  async play(context) {
    await fillValid(context);
    await submit(context);
    const input = fileInput(context.canvasElement);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(context.canvas.getByText('Bitte laden Sie eine PDF-, DOC- oder DOCX-Datei hoch')).toBeVisible();
    await expect(input).toHaveFocus();
  },
});

export const UnsolicitedWithoutJobsOnMobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { jobs: [] },
  async play({ canvas }) {
    await expect(canvas.queryByRole('combobox', { name: 'Stelle' })).toBeNull();
  },
});

export const RussianWithPreselectedJob = meta.story({
  globals: { locale: 'ru' },
  args: { jobId: 'job-zfa-oberfoehring' },
  async play({ canvas }) {
    await expect(canvas.getByRole('combobox', { name: 'Вакансия' })).toHaveDisplayValue(/Ассистент стоматолога/);
    await expect(canvas.getByRole('button', { name: 'Отправить заявку' })).toBeVisible();
    await expect(canvas.getByText('PDF, DOC или DOCX, не более 5 МБ')).toBeVisible();
  },
});
