/**
 * The privacy-policy link inside consent labels (rich-text chunk `<link>…</link>` of the message).
 * It opens in a new tab so nothing typed into the form is lost by reading it.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLang } from '../../intl/useLang';
import { pathTo } from '../../../lib/paths';
import { SiteLink } from '../SiteLink/SiteLink';

export function usePrivacyLink() {
  const lang = useLang();
  const intl = useIntl();
  const newTab = intl.formatMessage({ id: 'app.opensInNewTab' });
  return (chunks: ReactNode[]) => (
    <SiteLink href={pathTo(lang, 'privacy')} target="_blank" rel="noopener noreferrer">
      {chunks}
      <span className="visually-hidden"> {newTab}</span>
    </SiteLink>
  );
}
