/** The contact form wired to POST /v1/contact. */
import { useMutation } from '@tanstack/react-query';
import { ContactForm, type ContactMessageRequest } from '../../components/ContactForm/ContactForm';
import { call } from '../../lib/api';

export function ContactContainer({ subject }: { subject?: string }) {
  const send = useMutation({ mutationFn: (body: ContactMessageRequest) => call('contact.send', { body }) });
  return (
    <ContactForm
      subject={subject}
      onSubmit={async (body) => {
        await send.mutateAsync(body);
      }}
    />
  );
}
