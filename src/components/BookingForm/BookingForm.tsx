/**
 * Appointment request form (spec §5): name, contact, treatment, preferred date and a free time
 * of that day, optional message. Validation is the contract's AppointmentRequestInput, so the
 * messages are the spec's texts in the active language. The owner loads the day's slots
 * (onDateChange → slots) and sends the request (onSubmit).
 */
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { lastBookableDay, TREATMENT_TYPES, todayInBerlin } from '../../contract/constants';
import type { AppointmentRequestInput, AppointmentSlot, TreatmentType } from '../../contract/entities/appointment';
import { FormFrame, WIDE_FIELD } from '../form/FormFrame';
import { Honeypot } from '../form/Honeypot';
import { lazyResolver } from '../form/lazyResolver';
import { SelectField } from '../form/SelectField';
import { TextArea } from '../form/TextArea';
import { PersonFields, registerPerson } from '../form/PersonFields';
import { TextField } from '../form/TextField';
import { useErrorText } from '../form/useErrorText';
import { useSubmission } from '../form/useSubmission';

type BookingValues = z.input<typeof AppointmentRequestInput>;
export type BookingRequest = z.output<typeof AppointmentRequestInput>;

/** The free times of the chosen day, as the owner knows them. */
export type SlotsState = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; slots: AppointmentSlot[] };

export interface BookingFormProps {
  onSubmit: (request: BookingRequest) => Promise<void>;
  slots: SlotsState;
  /** Called with the chosen date (YYYY-MM-DD, or '' when cleared) so the owner can load its slots. */
  onDateChange?: (date: string) => void;
  /** Preselects a treatment (e.g. when coming from a treatment page). */
  treatmentType?: TreatmentType;
}

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'treatmentType',
  'preferredDate',
  'preferredTime',
  'message',
  'website',
] as const;

const emptyValues = (treatmentType?: TreatmentType): BookingValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  // Nothing chosen yet: the schema rejects '' with "Please select a treatment".
  treatmentType: treatmentType ?? ('' as unknown as TreatmentType),
  preferredDate: '',
  preferredTime: '',
  message: '',
  website: '',
});

/** Available times of one day, once each (two locations may offer the same time), in order. */
export const freeTimes = (slots: AppointmentSlot[], date: string) =>
  [...new Set(slots.filter((s) => s.date === date && s.available).map((s) => s.time))].sort();

function timeHint(date: string, slots: SlotsState, times: string[]): string | undefined {
  if (!date) return 'form.booking.time.chooseDate';
  if (date < todayInBerlin()) return 'validation.booking.datePast';
  if (slots.status === 'loading') return 'form.booking.time.loading';
  if (slots.status === 'error') return 'form.booking.time.error';
  if (slots.status === 'ready' && times.length === 0) return 'form.booking.time.none';
  return undefined;
}

export function BookingForm({ onSubmit, slots, onDateChange, treatmentType }: BookingFormProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const form = useForm<BookingValues, unknown, BookingRequest>({
    resolver: lazyResolver(() => import('./bookingResolver').then((m) => m.bookingResolver)),
    defaultValues: emptyValues(treatmentType),
  });
  const { register, handleSubmit, setValue, control } = form;
  const { errors } = form.formState;
  const submission = useSubmission(form, { fields: FIELDS, failure: 'form.booking.error', success: 'form.booking.success' });

  const date = useWatch({ control, name: 'preferredDate' }) ?? '';
  useEffect(() => {
    onDateChange?.(date);
  }, [date, onDateChange]);

  const times = slots.status === 'ready' && date >= todayInBerlin() ? freeTimes(slots.slots, date) : [];
  const hint = timeHint(date, slots, times);
  const t = (id: string) => intl.formatMessage({ id });

  const send = handleSubmit(({ message, ...request }) =>
    submission.run(() => onSubmit(message ? { ...request, message } : request)),
  );

  return (
    <FormFrame onSubmit={send} submission={submission} submitLabel={t('form.booking.submit')}>
      <PersonFields fields={registerPerson(register)} errors={errors} />
      <SelectField
        className={WIDE_FIELD}
        label={t('form.booking.treatmentType')}
        placeholder={t('form.select.placeholder')}
        options={TREATMENT_TYPES.map((type) => ({ value: type, label: t(`treatmentType.${type}`) }))}
        required
        error={errorText(errors.treatmentType?.message)}
        {...register('treatmentType')}
      />
      <TextField
        label={t('form.booking.date')}
        type="date"
        min={todayInBerlin()}
        max={lastBookableDay()}
        required
        error={errorText(errors.preferredDate?.message)}
        {...register('preferredDate', { onChange: () => setValue('preferredTime', '') })}
      />
      <SelectField
        label={t('form.booking.time')}
        placeholder={t('form.select.placeholder')}
        options={times.map((time) => ({ value: time, label: time }))}
        hint={hint && t(hint)}
        liveHint
        required
        error={errorText(errors.preferredTime?.message)}
        {...register('preferredTime')}
      />
      <TextArea
        className={WIDE_FIELD}
        label={t('form.field.message')}
        optional
        error={errorText(errors.message?.message)}
        {...register('message')}
      />
      <Honeypot {...register('website')} />
    </FormFrame>
  );
}
