/**
 * The legal pages (datenschutz/privacy, impressum/imprint, and the accessibility
 * statement), generated from the records that drive the site: the legal record, the contact record,
 * the practice's locations and the public settings. Each page needs all of its facts; if one of those
 * reads fails, the page shows the error instead of a policy that might leave something out.
 */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { BlogPostBody } from '../../components/BlogPostBody/BlogPostBody';
import { LoadingIndicator } from '../../components/LoadingIndicator/LoadingIndicator';
import { SiteHero } from '../../components/PageHero/SiteHero';
import { useLang } from '../../intl/useLang';
import { contactQuery, legalQuery, practiceInfoQuery, settingsQuery } from '../../common/queries';
import { QueryError } from '../site/QueryError';
import styles from '../site/page.module.css';
import { accessibilityMarkdown } from './accessibility';
import { imprintMarkdown } from './imprint';
import { privacyMarkdown } from './privacy';

type LegalScreen = 'privacy' | 'imprint' | 'accessibility';

export default function LegalPage({ screen }: { screen: { screen: LegalScreen } }) {
  const lang = useLang();
  const intl = useIntl();
  const legal = useQuery(legalQuery());
  const contact = useQuery(contactQuery());
  const settings = useQuery(settingsQuery());
  const practice = useQuery(practiceInfoQuery());
  // The privacy policy and the accessibility statement name the booking service only while one is set.
  const withSettings = screen.screen !== 'imprint';
  const needed = withSettings ? [legal, contact, settings] : [legal, contact];
  const title = intl.formatMessage({ id: `legal.title.${screen.screen}` });

  let body: ReactNode;
  if (needed.some((q) => q.isPending)) body = <LoadingIndicator variant="page" />;
  else if (!legal.data || !contact.data || (withSettings && !settings.data))
    body = <QueryError titleAs="h2" onRetry={() => needed.forEach((q) => void q.refetch())} />;
  else {
    const facts = { legal: legal.data, contact: contact.data };
    const markdown =
      screen.screen === 'imprint'
        ? imprintMarkdown(lang, { ...facts, locations: practice.data?.locations ?? [] })
        : screen.screen === 'privacy'
          ? privacyMarkdown(lang, { ...facts, settings: settings.data })
          : accessibilityMarkdown(lang, { ...facts, settings: settings.data });
    body = (
      <article className={`container ${styles.section} ${styles.narrow}`}>
        <BlogPostBody markdown={markdown} />
      </article>
    );
  }

  return (
    <>
      <SiteHero title={title} />
      {body}
    </>
  );
}
