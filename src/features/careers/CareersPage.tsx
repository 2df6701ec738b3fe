/**
 * Careers (spec §2 karriere/careers/jobs): open positions and the application form with CV
 * upload. 'Jetzt bewerben' on a job preselects it in the form below (#application).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { JobCard, APPLICATION_ANCHOR } from '../../components/JobCard/JobCard';
import { LoadingIndicator } from '../../components/LoadingIndicator/LoadingIndicator';
import { SiteHero } from '../../components/PageHero/SiteHero';
import { revealAndFocus } from '../../lib/revealAndFocus';
import { jobsQuery } from '../../lib/queries';
import { QueryError } from '../site/QueryError';
import styles from '../site/page.module.css';
import { CareersContainer } from './CareersContainer';

const APPLY_TITLE = 'apply-title';

export default function CareersPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const jobs = useQuery(jobsQuery());
  const [jobId, setJobId] = useState<string | undefined>();
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
                <JobCard
                  job={job}
                  onApply={(j) => {
                    setJobId(j.id);
                    // The form's top under the header, its heading focused (screen readers start there).
                    revealAndFocus(document.getElementById(APPLICATION_ANCHOR), { focus: document.getElementById(APPLY_TITLE) });
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section id={APPLICATION_ANCHOR} tabIndex={-1} className={styles.sectionAlt} aria-labelledby={APPLY_TITLE}>
        <div className={`container ${styles.narrow}`}>
          <h2 id={APPLY_TITLE} tabIndex={-1}>
            {t('job.apply')}
          </h2>
          <CareersContainer key={jobId ?? 'any'} jobId={jobId} />
        </div>
      </section>
    </>
  );
}
