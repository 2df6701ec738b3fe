/** About page (ueber-uns/about-us/about), edited in the admin (Über uns). */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { BlogPostBody } from '../../components/BlogPostBody/BlogPostBody';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { LoadingIndicator } from '../../components/LoadingIndicator/LoadingIndicator';
import { SiteHero } from '../../components/PageHero/SiteHero';
import { localize } from '../../../i18n/localize';
import { useLang } from '../../intl/useLang';
import { aboutQuery } from '../../common/queries';
import { QueryError } from '../site/QueryError';
import styles from '../site/page.module.css';

export default function AboutPage() {
  const lang = useLang();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const about = useQuery(aboutQuery());
  if (about.isPending) return <LoadingIndicator variant="page" />;
  if (about.isError) return <QueryError onRetry={() => void about.refetch()} />;
  const a = about.data;
  const [intro, philosophy, equipment] = [a.intro, a.philosophy, a.equipment].map((text) => localize(text, lang));
  return (
    <>
      <SiteHero title={localize(a.title, lang)} image={a.image} />
      <div className={`container ${styles.section} ${styles.narrow}`}>
        {/* Each text shows once the practice has written it (a fresh install has the title only). */}
        {!intro && !philosophy && !equipment && a.values.length === 0 && (
          <EmptyState icon="info" titleAs="p" title={t('page.about.empty')} />
        )}
        {intro && <BlogPostBody markdown={intro} />}
        {philosophy && (
          <section id="philosophy" aria-labelledby="about-philosophy" className={styles.contentBlock}>
            <h2 id="about-philosophy">{t('page.about.philosophy')}</h2>
            <BlogPostBody markdown={philosophy} />
          </section>
        )}
        {equipment && (
          <section id="equipment" aria-labelledby="about-equipment" className={styles.contentBlock}>
            <h2 id="about-equipment">{t('page.about.equipment')}</h2>
            <BlogPostBody markdown={equipment} />
          </section>
        )}
        {a.values.length > 0 && (
          <section aria-labelledby="about-values" className={styles.contentBlock}>
            <h2 id="about-values">{t('page.about.values')}</h2>
            <ul className={styles.grid}>
              {a.values.map((v, i) => (
                <li key={i} className={styles.card}>
                  <h3>{localize(v.title, lang)}</h3>
                  <p style={{ margin: 0 }}>{localize(v.text, lang)}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
