/** Treatment list: search in any language and a category filter over the catalogue. */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { SiteHero } from '../../components/PageHero/SiteHero';
import { TreatmentGrid } from '../../components/TreatmentGrid/TreatmentGrid';
import { treatmentCategoriesQuery, treatmentsQuery } from '../../common/queries';
import styles from '../site/page.module.css';

export default function TreatmentsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const treatments = useQuery(treatmentsQuery());
  const categories = useQuery(treatmentCategoriesQuery());
  return (
    <>
      <SiteHero title={t('page.treatments.title')} lead={t('page.treatments.lead')} />
      <div className={`container ${styles.section}`}>
        <TreatmentGrid
          treatments={treatments.data ?? []}
          // Category failures are logged only: the filter then offers what the list has.
          categories={categories.data ?? []}
          loading={treatments.isPending}
          error={treatments.isError ? 'error.treatmentsFailed' : null}
          onRetry={() => void treatments.refetch()}
        />
      </div>
    </>
  );
}
