/**
 * The not-found page (spec §2: anything else), also for slugs the data does not know: its head
 * (noindex, no canonical address) and the body that names what is missing.
 */
import { useIntl } from 'react-intl';
import { NotFound, type NotFoundKind } from '../../components/NotFound/NotFound';
import { useLang } from '../../i18n/useLang';
import { PageHead } from '../seo/PageHead';

export function NotFoundScreen({ kind = 'page' }: { kind?: NotFoundKind }) {
  const lang = useLang();
  const intl = useIntl();
  return (
    <>
      <PageHead lang={lang} title={intl.formatMessage({ id: 'notFound.title' })} pathIn={null} noindex />
      <NotFound kind={kind} />
    </>
  );
}
