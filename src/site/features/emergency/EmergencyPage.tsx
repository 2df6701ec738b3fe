/**
 * The one emergency page: what to do in a dental emergency by day and time, with the
 * practice's numbers from its locations. Linked from the contact page and the footer.
 */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { BlogPostBody } from '../../components/BlogPostBody/BlogPostBody';
import { SiteHero } from '../../components/PageHero/SiteHero';
import { useLang } from '../../intl/useLang';
import { FALLBACK_CONTACT } from '../../common/fallbackContact';
import { practiceInfoQuery } from '../../common/queries';
import styles from '../site/page.module.css';
import { emergencyMarkdown } from './emergency';

export default function EmergencyPage() {
  const lang = useLang();
  const intl = useIntl();
  const practice = useQuery(practiceInfoQuery());
  const title = intl.formatMessage({ id: 'page.emergency.title' });
  // An emergency page must help even when the practice info cannot be read: the shipped main number.
  const locations = practice.data?.locations.length
    ? practice.data.locations
    : [
        {
          key: 'oberfoehring' as const,
          name: intl.formatMessage({ id: 'app.practiceName' }),
          phone: FALLBACK_CONTACT.phone_primary,
        },
      ];
  return (
    <>
      <SiteHero title={title} />
      <article className={`container ${styles.section} ${styles.narrow}`}>
        <BlogPostBody markdown={emergencyMarkdown(lang, { locations })} />
      </article>
    </>
  );
}
