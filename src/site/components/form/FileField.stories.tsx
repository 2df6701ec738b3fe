import { useState } from 'react';
import { useIntl } from 'react-intl';
import { expect, fn } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { LIMITS } from '../../../contract/common';
import { FileField, fileProblem, type FileFieldProps } from './FileField';

const ACCEPT = '.pdf,.doc,.docx';
/** The native input (type=file has no role); its accessible name is asserted where it matters. */
const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;
const pdf = (name = 'Lebenslauf_Anna_Schneider.pdf', bytes = 240 * 1024) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

/** Stateful like in a form: the owner checks the file with fileProblem and shows its message. */
function Interactive(props: FileFieldProps) {
  const intl = useIntl();
  const [file, setFile] = useState<File | null>(props.value ?? null);
  // Judged against the CV types even when the input's accept hint is missing (pickers let users override it).
  const problem = file && fileProblem(file, { maxBytes: LIMITS.uploadBytes, accept: ACCEPT });
  const error = problem
    ? intl.formatMessage({ id: problem === 'tooLarge' ? 'validation.application.fileSize' : 'validation.application.fileType' })
    : props.error;
  return (
    <FileField
      {...props}
      value={file}
      error={error}
      onChange={(f) => {
        setFile(f);
        props.onChange(f);
      }}
    />
  );
}

const meta = preview.meta({
  title: 'Forms/FileField',
  component: FileField,
  render: (args) => <Interactive {...args} />,
  args: {
    label: 'Lebenslauf',
    hint: 'PDF, DOC oder DOCX, höchstens 5 MB',
    accept: ACCEPT,
    required: true,
    value: null,
    onChange: fn(),
  },
});

/** Nothing chosen yet: the input is named by its label and says so. */
export const Empty = meta.story({
  async play({ canvas, canvasElement }) {
    const input = fileInput(canvasElement);
    await expect(input).toHaveAccessibleName('Lebenslauf');
    await expect(input).toHaveAccessibleDescription('PDF, DOC oder DOCX, höchstens 5 MB Keine Datei ausgewählt');
    await expect(input).toHaveAttribute('accept', ACCEPT);
    await expect(input).toBeRequired();
    await expect(canvas.getByText('Keine Datei ausgewählt')).toBeVisible();
  },
});

/** Choosing a file shows its name and size; it can be removed again. */
export const ChooseAndRemove = meta.story({
  async play({ args, canvas, canvasElement, userEvent }) {
    const input = fileInput(canvasElement);
    const file = pdf();
    await userEvent.upload(input, file);
    await expect(args.onChange).toHaveBeenCalledWith(file);
    await expect(canvas.getByText('Lebenslauf_Anna_Schneider.pdf')).toBeVisible();
    await expect(canvas.getByText(/240 kB/)).toBeVisible();
    await expect(canvas.getByText('Andere Datei wählen')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Datei entfernen' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByText('Keine Datei ausgewählt')).toBeVisible();
    await expect(input).toHaveFocus();
  },
});

/** 5 MB + 1 byte: the size message, tied to the input. */
export const TooLarge = meta.story({
  async play({ canvas, canvasElement, userEvent }) {
    const input = fileInput(canvasElement);
    await userEvent.upload(input, pdf('Zeugnisse.pdf', LIMITS.uploadBytes + 1));
    await expect(canvas.getByText('Die Datei darf höchstens 5 MB groß sein')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
});

/** The picker's "all files" option bypasses accept; the check still catches the type. */
export const WrongType = meta.story({
  args: { accept: undefined },
  async play({ canvas, canvasElement, userEvent }) {
    const input = fileInput(canvasElement);
    await userEvent.upload(input, new File(['x'], 'foto.png', { type: 'image/png' }));
    await expect(canvas.getByText('Bitte laden Sie eine PDF-, DOC- oder DOCX-Datei hoch')).toBeVisible();
  },
});

/** While uploading: a progress bar with its percentage; the file cannot be removed meanwhile. */
export const Uploading = meta.story({
  args: { value: pdf('Bewerbung_Mueller_Jonas_Zahnmedizinische_Fachangestellte_2026_final.docx', 3_400_000), progress: 0.42 },
  async play({ canvas }) {
    const bar = canvas.getByRole('progressbar', { name: 'Upload-Fortschritt' });
    await expect(bar).toHaveAttribute('value', '0.42');
    await expect(canvas.getByText('42 %')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Datei entfernen' })).toBeNull();
    await expect(canvas.getByText(/3,2 MB/)).toBeVisible();
  },
});

export const WithServerError = meta.story({
  args: { value: pdf(), error: 'Bitte laden Sie eine PDF-, DOC- oder DOCX-Datei hoch' },
});

export const Russian = meta.story({
  globals: { locale: 'ru' },
  args: { label: 'Резюме', hint: 'PDF, DOC или DOCX, не более 5 МБ' },
  async play({ canvas, canvasElement, userEvent }) {
    await expect(canvas.getByText('Файл не выбран')).toBeVisible();
    await expect(canvas.getByText('Выбрать файл')).toBeVisible();
    await userEvent.upload(fileInput(canvasElement), pdf('cv.pdf', LIMITS.uploadBytes + 1));
    await expect(canvas.getByText('Размер файла не должен превышать 5 МБ')).toBeVisible();
  },
});
