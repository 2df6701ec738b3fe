/**
 * Careers (karriere/careers/jobs): open positions and the application form with CV
 * upload. 'Jetzt bewerben' on a job preselects it in the form below (#application). The content is
 * served as it is but for the form, an island: a job card's apply link leads to the form
 * and names its job, and the form preselects it (components/JobCard/applyLink.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { JobCard } from '../../components/JobCard/JobCard';
import { APPLICATION_ANCHOR, APPLICATION_TITLE } from '../../components/JobCard/applyLink';
import { LoadingIndicator } from '../../components/LoadingIndicator/LoadingIndicator';
import { SiteHero } from '../../components/PageHero/SiteHero';
import { jobsQuery } from '../../common/queries';
import { QueryError } from '../site/QueryError';
import styles from '../site/page.module.css';
import { CareersContainer } from './CareersContainer';

export default function CareersPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const jobs = useQuery(jobsQuery());
  return (
    <>
      <SiteHero title={t('page.careers.title')} lead={t('page.careers.lead')} />
      <section className={`container ${styles.section}`} aria-labelledby="jobs-title">
        <h2 id="jobs-title">{t('page.careers.jobsTitle')}</h2>
        {jobs.isPending && <LoadingIndicator />}
        {jobs.isError && <QueryError titleAs="p" onRetry={() => void jobs.refetch()} />}
        {jobs.data?.length === 0 && <p>{t('page.careers.noJobs')}</p>}
        {jobs.data && jobs.data.length > 0 && (
          <ul className={styles.grid}>
            {jobs.data.map((job) => (
              <li key={job.id}>
                <JobCard job={job} applyHref={`#${APPLICATION_ANCHOR}`} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section id={APPLICATION_ANCHOR} tabIndex={-1} className={styles.sectionAlt} aria-labelledby={APPLICATION_TITLE}>
        <div className={`container ${styles.narrow}`}>
          <h2 id={APPLICATION_TITLE} tabIndex={-1}>
            {t('job.apply')}
          </h2>
          <CareersContainer />
        </div>
      </section>
    </>
  );
}
