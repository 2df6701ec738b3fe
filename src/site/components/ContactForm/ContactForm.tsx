/**
 * Contact form: name, e-mail, subject, message, validated by the contract's
 * ContactMessageInput; fixed success and failure texts.
 */
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import type { ContactMessageInput } from '../../../contract/entities/contact';
import { FormFrame, WIDE_FIELD } from '../form/FormFrame';
import { lazyResolver } from '../form/lazyResolver';
import { Honeypot } from '../form/Honeypot';
import { TextArea } from '../form/TextArea';
import { TextField } from '../form/TextField';
import { useFieldBinding } from '../form/useFieldBinding';
import { useSubmission } from '../form/useSubmission';

type ContactValues = z.input<typeof ContactMessageInput>;
export type ContactMessageRequest = z.output<typeof ContactMessageInput>;

export interface ContactFormProps {
  onSubmit: (message: ContactMessageRequest) => Promise<void>;
  /** Prefills the subject (e.g. "Frage zu Veneers" from a treatment page). */
  subject?: string;
}

const FIELDS = ['name', 'email', 'subject', 'message', 'website'] as const;

export function ContactForm({ onSubmit, subject = '' }: ContactFormProps) {
  const intl = useIntl();
  const form = useForm<ContactValues, unknown, ContactMessageRequest>({
    resolver: lazyResolver(() => import('./contactResolver').then((m) => m.contactResolver)),
    defaultValues: { name: '', email: '', subject, message: '', website: '' },
  });
  const { register, handleSubmit } = form;
  const bind = useFieldBinding(form);
  const submission = useSubmission(form, { fields: FIELDS, failure: 'form.contact.error', success: 'form.contact.success' });
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <FormFrame
      onSubmit={handleSubmit((message) => submission.run(() => onSubmit(message)))}
      submission={submission}
      submitLabel={t('form.contact.submit')}
    >
      <TextField label={t('form.field.name')} autoComplete="name" required {...bind('name')} />
      <TextField label={t('form.field.email')} type="email" autoComplete="email" required {...bind('email')} />
      <TextField className={WIDE_FIELD} label={t('form.field.subject')} required {...bind('subject')} />
      <TextArea className={WIDE_FIELD} label={t('form.field.message')} rows={7} required {...bind('message')} />
      <Honeypot {...register('website')} />
    </FormFrame>
  );
}
