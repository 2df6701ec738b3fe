/**
 * Newsletter sign-up (contract NewsletterInput): e-mail and explicit consent. Double opt-in, so
 * success tells the visitor to confirm through the e-mail we just sent.
 */
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import type { NewsletterInput } from '../../../contract/entities/newsletter';
import { CheckboxField } from '../form/CheckboxField';
import { FormFrame } from '../form/FormFrame';
import { lazyResolver } from '../form/lazyResolver';
import { Honeypot } from '../form/Honeypot';
import { usePrivacyLink } from '../form/PrivacyLink';
import { TextField } from '../form/TextField';
import { useFieldBinding } from '../form/useFieldBinding';
import { useSubmission } from '../form/useSubmission';

type NewsletterValues = z.input<typeof NewsletterInput>;
export type NewsletterRequest = z.output<typeof NewsletterInput>;

export interface NewsletterFormProps {
  onSubmit: (subscription: NewsletterRequest) => Promise<void>;
}

const FIELDS = ['email', 'consent', 'website'] as const;

export function NewsletterForm({ onSubmit }: NewsletterFormProps) {
  const intl = useIntl();
  const privacyLink = usePrivacyLink();
  const form = useForm<NewsletterValues, unknown, NewsletterRequest>({
    resolver: lazyResolver(() => import('./newsletterResolver').then((m) => m.newsletterResolver)),
    // consent starts unticked (undefined); the schema accepts only true.
    defaultValues: { email: '', website: '' },
  });
  const { register, handleSubmit } = form;
  const bind = useFieldBinding(form);
  const submission = useSubmission(form, {
    fields: FIELDS,
    failure: 'form.newsletter.error',
    success: 'form.newsletter.success',
  });

  return (
    <FormFrame
      onSubmit={handleSubmit((subscription) => submission.run(() => onSubmit(subscription)))}
      submission={submission}
      submitLabel={intl.formatMessage({ id: 'form.newsletter.submit' })}
      columns={1}
    >
      <TextField
        label={intl.formatMessage({ id: 'form.field.email' })}
        type="email"
        autoComplete="email"
        required
        {...bind('email')}
      />
      <CheckboxField
        label={<FormattedMessage id="form.newsletter.consent" values={{ link: privacyLink }} />}
        required
        {...bind('consent')}
      />
      <Honeypot {...register('website')} />
    </FormFrame>
  );
}
