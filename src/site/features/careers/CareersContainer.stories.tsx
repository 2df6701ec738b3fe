import type { StoryContext } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { answering, expectThanks } from '../../../../.storybook/mockApi';
import preview from '../../../../.storybook/preview';
import { failing, pending, rejecting } from '../../../../mocks/handlers';
import { LIMITS } from '../../../contract/common';
import { endpoint } from '../../../contract/endpoints';
import { CareersContainer } from './CareersContainer';

const APPLY = `*${endpoint('applications.create').path}`;
type Ctx = Pick<StoryContext, 'canvas' | 'canvasElement' | 'userEvent'>;
const byName = (root: HTMLElement, name: string) => root.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

/** A CV the server accepts: it checks the content (magic bytes), not the name. */
const pdfCv = () =>
  new File(['%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'], 'Lebenslauf_Lea_Wagner.pdf', { type: 'application/pdf' });

async function fillValid({ canvas, canvasElement, userEvent }: Ctx, cv: File = pdfCv()) {
  await userEvent.type(byName(canvasElement, 'firstName'), 'Lea');
  await userEvent.type(byName(canvasElement, 'lastName'), 'Wagner');
  await userEvent.type(byName(canvasElement, 'email'), 'lea.wagner@example.de');
  await userEvent.type(byName(canvasElement, 'phone'), '0176 12345678');
  await userEvent.upload(fileInput(canvasElement), cv);
  await userEvent.click(canvas.getByRole('checkbox'));
}
const submit = ({ canvas, userEvent }: Ctx, name = 'Bewerbung senden') => userEvent.click(canvas.getByRole('button', { name }));

let uploads = 0;
let sentFields: Record<string, FormDataEntryValue> | undefined;

const meta = preview.meta({ title: 'Features/CareersContainer', component: CareersContainer });

/** Positions come from the mock API; the multipart application is stored and confirmed. */
export const Success = meta.story({
  async play(context) {
    const { canvas } = context;
    const job = await canvas.findByRole('combobox', { name: 'Stelle' }, { timeout: 5000 });
    await context.userEvent.selectOptions(job, 'job-dh-schwabing');
    await fillValid(context);
    await submit(context);
    await expectThanks(context, 'Ihre Bewerbung wurde erfolgreich übermittelt!');
  },
});

/** The multipart body: the text fields (empty optional ones left out) and the file part "cv". */
export const SendsMultipart = meta.story({
  beforeEach({ msw }) {
    sentFields = undefined;
    msw.use(
      http.post(APPLY, async ({ request }) => {
        sentFields = Object.fromEntries((await request.formData()).entries());
        return HttpResponse.json({ data: { id: 'appl-1', status: 'new' } }, { status: 201 });
      }),
    );
  },
  async play(context) {
    await fillValid(context);
    await submit(context);
    await expectThanks(context, 'Ihre Bewerbung wurde erfolgreich übermittelt!');
    await expect(sentFields).toMatchObject({
      firstName: 'Lea',
      lastName: 'Wagner',
      email: 'lea.wagner@example.de',
      phone: '0176 12345678',
      privacyAccepted: 'true',
    });
    await expect(Object.keys(sentFields!).sort()).toEqual(['cv', 'email', 'firstName', 'lastName', 'phone', 'privacyAccepted']);
    await expect((sentFields!.cv as File).name).toBe('Lebenslauf_Lea_Wagner.pdf');
  },
});

/** 5 MB + 1 byte: the size message, and nothing is uploaded. */
export const TooLargeIsNotUploaded = meta.story({
  beforeEach({ msw }) {
    uploads = 0;
    msw.use(
      http.post(APPLY, () => {
        uploads++;
        return HttpResponse.json({ data: { id: 'appl-1' } }, { status: 201 });
      }),
    );
  },
  async play(context) {
    await fillValid(context, new File([new Uint8Array(LIMITS.uploadBytes + 1)], 'Mappe.pdf', { type: 'application/pdf' }));
    await expect(await context.canvas.findByText('Die Datei darf höchstens 5 MB groß sein')).toBeVisible();
    await submit(context);
    await expect(fileInput(context.canvasElement)).toHaveFocus();
    await expect(context.canvas.queryByRole('status')).toBeNull();
    await expect(uploads).toBe(0);
  },
});

/** A ".pdf" that is not a PDF: the mock API judges the content (415) and the message lands at the file. */
export const ServerRejectsContent = meta.story({
  async play(context) {
    await fillValid(context, new File(['just text'], 'Lebenslauf.pdf', { type: 'application/pdf' }));
    await submit(context);
    const input = fileInput(context.canvasElement);
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Bitte laden Sie eine PDF-, DOC- oder DOCX-Datei hoch/), {
      timeout: 5000,
    });
    await expect(input).toHaveFocus();
  },
});

/** A field issue from the server appears at its field. */
export const ServerRejectsAField = meta.story({
  beforeEach: answering(rejecting('applications.create', 'phone', 'validation.application.phone')),
  async play(context) {
    await fillValid(context);
    await submit(context);
    const phone = byName(context.canvasElement, 'phone');
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Die Telefonnummer muss mindestens 10 Zeichen lang sein'), {
      timeout: 5000,
    });
  },
});

/** A server failure: the fixed failure message word for word in English; the form keeps everything, the file too. */
export const FailureEnglish = meta.story({
  globals: { locale: 'en' },
  beforeEach: answering(failing('applications.create', 500)),
  async play(context) {
    await fillValid(context);
    await submit(context, 'Send application');
    await expect(await context.canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Error sending application. Please try again.',
    );
    await expect(context.canvas.getByText('Lebenslauf_Lea_Wagner.pdf')).toBeVisible();
    await expect(byName(context.canvasElement, 'email')).toHaveValue('lea.wagner@example.de');
  },
});

/** Slow server: the button shows the upload state with its percentage. */
export const Slow = meta.story({
  beforeEach: answering(pending('applications.create')),
  async play(context) {
    await fillValid(context);
    await submit(context);
    await expect(await context.canvas.findByRole('button', { name: /^Wird hochgeladen … \d+\s%$/ })).toBeVisible();
    await expect(context.canvas.getByRole('progressbar', { name: 'Upload-Fortschritt' })).toBeVisible();
  },
});

/** The position list fails to load: the form still works, as an unsolicited application. */
export const JobsUnavailable = meta.story({
  beforeEach: answering(failing('jobs.list', 500)),
  async play({ canvas }) {
    await expect(canvas.getByRole('button', { name: 'Bewerbung senden' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Stelle' })).toBeNull();
  },
});
