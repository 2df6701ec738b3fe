/**
 * Appointment request form: name, contact, the practice (where there are two), treatment,
 * preferred date and a free time of that day at that practice, optional message (with the consent to
 * its health data once one is typed), whether to be reminded the day before, and optionally how the
 * visitor heard of the practice (counted in the statistics only). Validation is the
 * contract's AppointmentRequestInput, so the messages are its fixed texts in the active language.
 * The owner loads the day's slots (onDateChange → slots) and sends the request (onSubmit). Coming
 * from a treatment page, the owner passes its treatment type (preselected) and name (shown), and
 * the request carries the page's slug for reception.
 */
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { lastBookableDay, TREATMENT_TYPES, todayInBerlin } from '../../../contract/constants';
import type { AppointmentSlot, TreatmentType } from '../../../contract/entities/appointment';
import type { HeardAbout } from '../../../contract/entities/statistics';
import type { LocationKey } from '../../../contract/entities/practice';
import { CheckboxField } from '../form/CheckboxField';
import { FormFrame, WIDE_FIELD } from '../form/FormFrame';
import { Honeypot } from '../form/Honeypot';
import { lazyResolver } from '../form/lazyResolver';
import { usePrivacyLink } from '../form/PrivacyLink';
import { SelectField } from '../form/SelectField';
import { TextArea } from '../form/TextArea';
import { PersonFields, registerPerson } from '../form/PersonFields';
import { RadioGroupField } from '../form/RadioGroupField';
import { TextField } from '../form/TextField';
import { useErrorText } from '../form/useErrorText';
import { useFieldBinding } from '../form/useFieldBinding';
import { useSubmission } from '../form/useSubmission';
import styles from './BookingForm.module.css';
import type { BookingRequest, BookingValues } from './bookingValues';

/** The free times of the chosen day, as the owner knows them. */
export type SlotsState = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; slots: AppointmentSlot[] };

export interface BookingFormProps {
  onSubmit: (request: BookingRequest) => Promise<void>;
  slots: SlotsState;
  /** Called with the chosen date (YYYY-MM-DD, or '' when cleared) so the owner can load its slots. */
  onDateChange?: (date: string) => void;
  /** Preselects a treatment (e.g. when coming from a treatment page). */
  treatmentType?: TreatmentType;
  /** The treatment page the visitor came from: its slug goes with the request, its name is shown. */
  fromTreatment?: { slug: string; name: string };
  /**
   * The practice's locations (practice data). With two or more the visitor must choose one; with
   * one the request is for it.
   */
  locations: readonly { key: LocationKey; name: string; address: string }[];
}

/**
 * The contract's HEARD_ABOUT_CHOICES in its order, written out because that module builds zod schemas,
 * which the form loads only on its first validation (../form/lazyResolver.ts). A record, so a choice
 * the contract adds or drops fails the typecheck here.
 */
const HEARD_ABOUT: Record<HeardAbout, true> = { search: true, maps: true, recommendation: true, social: true, other: true };

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'location',
  'treatmentType',
  'preferredDate',
  'preferredTime',
  'message',
  'healthDataConsent',
  'reminderOptIn',
  'heardAbout',
  'website',
] as const;

const emptyValues = (treatmentType: TreatmentType | undefined, location: LocationKey | undefined): BookingValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  // Nothing chosen yet where there are two: the form's schema asks for one.
  location: location ?? '',
  // Nothing chosen yet: the schema rejects '' with "Please select a treatment".
  treatmentType: treatmentType ?? '',
  preferredDate: '',
  preferredTime: '',
  message: '',
  healthDataConsent: false,
  reminderOptIn: false,
  // Not preselected: an answer only the visitor chose is worth counting.
  heardAbout: undefined,
  website: '',
});

/** Available times of one day at one practice, in order. */
export const freeTimes = (slots: AppointmentSlot[], date: string, location: string) =>
  [...new Set(slots.filter((s) => s.date === date && s.location === location && s.available).map((s) => s.time))].sort();

function timeHint(date: string, location: string, slots: SlotsState, times: string[]): string | undefined {
  if (!location) return 'form.booking.time.chooseLocation';
  if (!date) return 'form.booking.time.chooseDate';
  if (date < todayInBerlin()) return 'validation.booking.datePast';
  if (slots.status === 'loading') return 'form.booking.time.loading';
  if (slots.status === 'error') return 'form.booking.time.error';
  if (slots.status === 'ready' && times.length === 0) return 'form.booking.time.none';
  return undefined;
}

export function BookingForm({ onSubmit, slots, onDateChange, treatmentType, fromTreatment, locations }: BookingFormProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const choose = locations.length > 1;
  const onlyLocation = choose ? undefined : locations[0]?.key;
  const form = useForm<BookingValues, unknown, BookingRequest>({
    resolver: lazyResolver(() =>
      import('./bookingResolver').then((m) => (choose ? m.bookingResolverWithLocation : m.bookingResolver)),
    ),
    defaultValues: emptyValues(treatmentType, onlyLocation),
  });
  const { register, handleSubmit, setValue, control } = form;
  const { errors } = form.formState;
  const bind = useFieldBinding(form);
  const submission = useSubmission(form, { fields: FIELDS, failure: 'form.booking.error', success: 'form.booking.success' });

  const date = useWatch({ control, name: 'preferredDate' }) ?? '';
  const message = useWatch({ control, name: 'message' }) ?? '';
  const privacyLink = usePrivacyLink();
  const location = useWatch({ control, name: 'location' }) ?? '';
  useEffect(() => {
    onDateChange?.(date);
  }, [date, onDateChange]);
  // Arriving from a treatment page: its type once known (the owner looks the page up), unless one was chosen.
  useEffect(() => {
    if (treatmentType && !form.getValues('treatmentType')) setValue('treatmentType', treatmentType);
  }, [treatmentType, form, setValue]);

  const times = slots.status === 'ready' && location && date >= todayInBerlin() ? freeTimes(slots.slots, date, location) : [];
  const hint = timeHint(date, location, slots, times);
  const t = (id: string) => intl.formatMessage({ id });

  const send = handleSubmit(({ message, healthDataConsent, location: chosen, ...request }) =>
    submission.run(() =>
      onSubmit({
        ...request,
        ...(chosen ? { location: chosen } : {}),
        ...(fromTreatment ? { treatment: fromTreatment.slug } : {}),
        ...(message ? { message, healthDataConsent } : {}),
      }),
    ),
  );

  return (
    <FormFrame onSubmit={send} submission={submission} submitLabel={t('form.booking.submit')}>
      <PersonFields fields={registerPerson(register)} errors={errors} />
      {choose && (
        <RadioGroupField
          className={WIDE_FIELD}
          legend={t('form.booking.location')}
          options={locations.map((l) => ({ value: l.key, label: l.name, hint: l.address }))}
          required
          error={errorText(errors.location?.message)}
          field={register('location', { onChange: () => setValue('preferredTime', '') })}
        />
      )}
      {/* Never served: the owner knows the treatment of the page's link only in the browser. */}
      {fromTreatment && (
        <p className={`${WIDE_FIELD} ${styles.fromTreatment}`} data-after-hydration="">
          {intl.formatMessage({ id: 'form.booking.treatmentFrom' }, { treatment: fromTreatment.name })}
        </p>
      )}
      <SelectField
        className={WIDE_FIELD}
        label={t('form.booking.treatmentType')}
        placeholder={t('form.select.placeholder')}
        options={TREATMENT_TYPES.map((type) => ({ value: type, label: t(`treatmentType.${type}`) }))}
        required
        {...bind('treatmentType')}
      />
      <TextField
        label={t('form.booking.date')}
        type="date"
        min={todayInBerlin()}
        max={lastBookableDay()}
        required
        {...bind('preferredDate', { onChange: () => setValue('preferredTime', '') })}
      />
      <SelectField
        label={t('form.booking.time')}
        placeholder={t('form.select.placeholder')}
        options={times.map((time) => ({ value: time, label: time }))}
        hint={hint && t(hint)}
        liveHint
        required
        {...bind('preferredTime')}
      />
      <TextArea className={WIDE_FIELD} label={t('form.field.message')} optional {...bind('message')} />
      {/* A message may tell of the patient's health: sent only with this consent (Art. 9 GDPR), asked once there is one. */}
      {message.trim() !== '' && (
        <CheckboxField
          className={WIDE_FIELD}
          label={<FormattedMessage id="form.booking.healthDataConsent" values={{ link: privacyLink }} />}
          required
          {...bind('healthDataConsent')}
        />
      )}
      <CheckboxField className={WIDE_FIELD} label={t('form.booking.reminder')} {...bind('reminderOptIn')} />
      {/* Optional and last: counted in the statistics only, never stored with the request (contract). */}
      <SelectField
        className={WIDE_FIELD}
        label={t('heardAbout')}
        placeholder={t('form.select.placeholder')}
        options={Object.keys(HEARD_ABOUT).map((choice) => ({ value: choice, label: t(`heardAbout.${choice}`) }))}
        optional
        // The empty first option is "no answer": sent as no field at all, which the contract allows.
        {...bind('heardAbout', { setValueAs: (v: string) => v || undefined })}
      />
      <Honeypot {...register('website')} />
    </FormFrame>
  );
}
