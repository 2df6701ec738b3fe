/**
 * The contact form sending to POST /v1/contact, as an island (components/Island):
 * on the contact page it comes alive on the visitor's first use of it, so a visitor who only reads
 * the page's address and hours does not load the form's code. No query cache: the
 * request is the form's own, its states are the form's (useSubmission).
 */
import { call } from '../../../lib/api';
import { ContactForm, type ContactFormProps } from './ContactForm';

export const LIVE_CONTACT_FORM = 'ContactForm/LiveContactForm';

export default function LiveContactForm({ subject }: Pick<ContactFormProps, 'subject'>) {
  return (
    <ContactForm
      subject={subject}
      onSubmit={async (body) => {
        await call('contact.send', { body });
      }}
    />
  );
}
