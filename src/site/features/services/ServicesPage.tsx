/** Services list (leistungen): the treatment categories as pillar pages with their treatments. */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { SiteHero } from '../../components/PageHero/SiteHero';
import { SiteLink } from '../../components/SiteLink/SiteLink';
import { localize } from '../../../i18n/localize';
import { useLang } from '../../intl/useLang';
import { pathTo } from '../../../lib/paths';
import { treatmentCategoriesQuery, treatmentsQuery } from '../../common/queries';
import { QueryError } from '../site/QueryError';
import styles from '../site/page.module.css';

export default function ServicesPage() {
  const lang = useLang();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const categories = useQuery(treatmentCategoriesQuery());
  const treatments = useQuery(treatmentsQuery());
  return (
    <>
      <SiteHero title={t('page.services.title')} lead={t('page.services.lead')} />
      <div className={`container ${styles.section}`}>
        {categories.isError ? (
          <QueryError titleAs="h2" messageId="error.treatmentsFailed" onRetry={() => void categories.refetch()} />
        ) : (
          <ul className={styles.grid}>
            {(categories.data ?? []).map((c) => {
              const count = (treatments.data ?? []).filter((x) => x.category === c.id).length;
              return (
                <li key={c.id} className={styles.card}>
                  <h2 style={{ fontSize: 'var(--font-size-lg)' }}>
                    <SiteLink href={pathTo(lang, 'services', c.slug)}>{localize(c.name, lang)}</SiteLink>
                  </h2>
                  <p>{localize(c.description, lang)}</p>
                  <p style={{ margin: 0, color: 'var(--color-text-muted)' }}>{t('treatments.count', { count })}</p>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </>
  );
}
