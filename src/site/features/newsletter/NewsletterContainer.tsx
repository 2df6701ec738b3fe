/** The newsletter form wired to POST /v1/newsletter; the mails go out in the visitor's language. */
import { useMutation } from '@tanstack/react-query';
import { NewsletterForm, type NewsletterRequest } from '../../components/NewsletterForm/NewsletterForm';
import { useLang } from '../../intl/useLang';
import { call } from '../../../lib/api';

export function NewsletterContainer() {
  const lang = useLang();
  const subscribe = useMutation({
    mutationFn: (body: NewsletterRequest) => call('newsletter.subscribe', { body: { ...body, language: lang } }),
  });
  return (
    <NewsletterForm
      onSubmit={async (body) => {
        await subscribe.mutateAsync(body);
      }}
    />
  );
}
