/**
 * A job posting on the careers page: title, employment type, location, application deadline,
 * summary and 'Jetzt bewerben', a link (by default to the application form's anchor on the
 * careers page) that names its job, so the form preselects it (applyLink.ts).
 */
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { JobPosting } from '../../../contract/entities/job';
import { localize } from '../../../i18n/localize';
import { useLang } from '../../intl/useLang';
import { pathTo } from '../../../lib/paths';
import { buttonClass } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { SiteLink } from '../SiteLink/SiteLink';
import card from '../../styles/card.module.css';
import { APPLICATION_ANCHOR, APPLY_FOR } from './applyLink';
import styles from './JobCard.module.css';

export interface JobCardProps {
  job: JobPosting;
  /** Where 'Jetzt bewerben' leads: by default the careers page's application form. */
  applyHref?: string;
  headingLevel?: 2 | 3 | 4;
}

export function JobCard({ job, applyHref, headingLevel = 3 }: JobCardProps) {
  const intl = useIntl();
  const lang = useLang();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={card.panelColumn}>
      <Heading id={titleId} className={styles.title}>
        {localize(job.title, lang)}
      </Heading>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className="visually-hidden">{intl.formatMessage({ id: 'job.employmentType' })}</dt>
          <dd>
            <Icon name="clock" size={18} />
            {intl.formatMessage({ id: `job.employmentType.${job.employmentType}` })}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className="visually-hidden">{intl.formatMessage({ id: 'job.location' })}</dt>
          <dd>
            <Icon name="pin" size={18} />
            {intl.formatMessage({ id: `location.${job.location}` })}
          </dd>
        </div>
        {job.validThrough && (
          <div className={styles.fact}>
            <dt>
              <Icon name="calendar" size={18} />
              {intl.formatMessage({ id: 'job.validThrough' })}
            </dt>
            <dd>
              <time dateTime={job.validThrough}>
                {intl.formatDate(new Date(`${job.validThrough}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })}
              </time>
            </dd>
          </div>
        )}
      </dl>
      <p className={styles.summary}>{localize(job.summary, lang)}</p>
      <div className={styles.actions}>
        {/* Several cards each say 'Jetzt bewerben'; the job title tells them apart. */}
        <SiteLink
          href={applyHref ?? pathTo(lang, 'careers', undefined, APPLICATION_ANCHOR)}
          className={buttonClass({})}
          aria-describedby={titleId}
          {...{ [APPLY_FOR]: job.id }}
        >
          <FormattedMessage id="job.apply" />
          <Icon name="arrowRight" />
        </SiteLink>
      </div>
    </article>
  );
}
