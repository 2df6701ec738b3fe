/** Treatment list (spec §2): search in any language and a category filter over the catalogue. */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs';
import { PageHero } from '../../components/PageHero/PageHero';
import { TreatmentGrid } from '../../components/TreatmentGrid/TreatmentGrid';
import { useLang } from '../../i18n/useLang';
import { pathTo } from '../../lib/paths';
import { treatmentCategoriesQuery, treatmentsQuery } from '../../lib/queries';
import styles from '../site/page.module.css';

export default function TreatmentsPage() {
  const lang = useLang();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const treatments = useQuery(treatmentsQuery());
  const categories = useQuery(treatmentCategoriesQuery());
  return (
    <>
      <PageHero
        title={t('page.treatments.title')}
        lead={t('page.treatments.lead')}
        breadcrumbs={
          <Breadcrumbs items={[{ label: t('nav.home'), href: pathTo(lang, 'home') }, { label: t('page.treatments.title') }]} />
        }
      />
      <div className={`container ${styles.section}`}>
        <TreatmentGrid
          treatments={treatments.data ?? []}
          // Category failures are logged only (spec §8): the filter then offers what the list has.
          categories={categories.data ?? []}
          loading={treatments.isPending}
          error={treatments.isError ? 'error.treatmentsFailed' : null}
          onRetry={() => void treatments.refetch()}
        />
      </div>
    </>
  );
}
