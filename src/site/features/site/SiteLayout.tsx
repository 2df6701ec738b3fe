/**
 * The app's frame of every public page (SiteFrameView): the practice data every page shares, read
 * through the router's query cache (frameQueries.ts), around the route's page.
 */
import { useQuery } from '@tanstack/react-query';
import { Outlet, useRouterState } from '@tanstack/react-router';
import type { LanguageCode } from '../../../contract/common';
import { IntlProvider } from '../../intl/IntlProvider';
import { ErrorBoundary } from '../../components/ErrorFallback/ErrorBoundary';
import { frameViewOf } from './frameData';
import { frameQueries } from './frameQueries';
import { SiteFrameView } from './SiteFrameView';
import { useRouteChangeFocus } from './useRouteChangeFocus';

export function SiteLayout({ lang }: { lang: LanguageCode }) {
  return (
    <IntlProvider lang={lang}>
      <ErrorBoundary>
        <SiteFrame lang={lang} />
      </ErrorBoundary>
    </IntlProvider>
  );
}

function SiteFrame({ lang }: { lang: LanguageCode }) {
  const location = useRouterState({ select: (s) => s.location });
  const reads = frameQueries();
  const settings = useQuery(reads.settings);
  const treatments = useQuery(reads.treatments);
  const info = useQuery(reads.info);
  const languages = useQuery(reads.languages);
  const contact = useQuery(reads.contact);
  useRouteChangeFocus(location.pathname, location.hash);

  return (
    <SiteFrameView
      lang={lang}
      view={frameViewOf({
        settings: settings.data,
        treatments: treatments.data,
        info: info.data,
        languages: languages.data,
        contact: contact.data,
      })}
      failed={{ languages: languages.isError, info: info.isError }}
      content={<Outlet />}
    />
  );
}
