/**
 * Service pillar page (leistungen/{serviceSlug}): one treatment category with all its
 * treatments. The slug is the category's; unknown slugs show the not-found page.
 */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { LoadingIndicator } from '../../components/LoadingIndicator/LoadingIndicator';
import { SiteHero } from '../../components/PageHero/SiteHero';
import { TreatmentCard } from '../../components/TreatmentCard/TreatmentCard';
import { localize } from '../../../i18n/localize';
import { useLang } from '../../intl/useLang';
import { pathTo } from '../../../lib/paths';
import { treatmentCategoriesQuery, treatmentsQuery } from '../../common/queries';
import { NotFoundScreen } from '../site/NotFoundScreen';
import { QueryError } from '../site/QueryError';
import { PageCallToAction } from '../site/PageCallToAction';
import styles from '../site/page.module.css';

export default function ServicePage({ screen }: { screen: { slug: string } }) {
  const lang = useLang();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const categories = useQuery(treatmentCategoriesQuery());
  const treatments = useQuery(treatmentsQuery());
  if (categories.isPending || treatments.isPending) return <LoadingIndicator variant="page" />;
  if (categories.isError || treatments.isError) {
    return (
      <QueryError
        messageId="error.treatmentsFailed"
        onRetry={() => void Promise.all([categories.refetch(), treatments.refetch()])}
      />
    );
  }
  const category = categories.data.find((c) => c.slug === screen.slug);
  if (!category) return <NotFoundScreen />;
  const name = localize(category.name, lang);
  const members = treatments.data.filter((x) => x.category === category.id);
  return (
    <>
      <SiteHero
        title={name}
        lead={localize(category.description, lang)}
        above={[{ label: t('page.services.title'), href: pathTo(lang, 'services') }]}
      />
      <section className={`container ${styles.section}`} aria-labelledby="service-treatments">
        <h2 id="service-treatments">{t('page.services.treatmentsIn')}</h2>
        <ul className={styles.grid}>
          {members.map((x) => (
            <li key={x.id}>
              <TreatmentCard treatment={x} />
            </li>
          ))}
        </ul>
      </section>
      <PageCallToAction />
    </>
  );
}
