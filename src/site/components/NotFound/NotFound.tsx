/**
 * The body of a not-found page (anything unknown; a treatment not found; a team member
 * not found, with a link back to the team). One component, three kinds: each names what is
 * missing and offers the most useful way on first, then home, treatments and contact.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLang } from '../../intl/useLang';
import { pathTo, type Page } from '../../../lib/paths';
import { useResponseStatus } from '../../common/responseStatus';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { SiteLink } from '../SiteLink/SiteLink';
import styles from '../../styles/statusPanel.module.css';

export type NotFoundKind = 'page' | 'treatment' | 'teamMember';

interface Way {
  page: Page;
  label: string;
}

const CONTENT: Record<NotFoundKind, { title: string; text: string; first: Way }> = {
  page: { title: 'notFound.title', text: 'notFound.text', first: { page: 'home', label: 'error.boundary.home' } },
  treatment: {
    title: 'error.treatmentNotFound',
    text: 'notFound.treatmentText',
    first: { page: 'treatments', label: 'nav.allTreatments' },
  },
  teamMember: {
    title: 'error.teamMemberNotFound',
    text: 'notFound.teamMemberText',
    first: { page: 'team', label: 'notFound.backToTeam' },
  },
};

const MORE: Way[] = [
  { page: 'home', label: 'error.boundary.home' },
  { page: 'treatments', label: 'nav.allTreatments' },
  { page: 'contact', label: 'nav.contact' },
];

export interface NotFoundProps {
  kind?: NotFoundKind;
}

export function NotFound({ kind = 'page' }: NotFoundProps) {
  useResponseStatus(404); // a server-rendered not-found page answers 404, not 200
  const intl = useIntl();
  const lang = useLang();
  const titleId = useId();
  const { title, text, first } = CONTENT[kind];
  const more = MORE.filter((w) => w.page !== first.page);

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <span className={styles.icon}>
        <Icon name="search" size={32} />
      </span>
      <h1 id={titleId} className={styles.title}>
        {intl.formatMessage({ id: title })}
      </h1>
      <p className={styles.text}>{intl.formatMessage({ id: text })}</p>
      <Button href={pathTo(lang, first.page)}>
        {first.page === 'team' && <Icon name="arrowLeft" />}
        {intl.formatMessage({ id: first.label })}
      </Button>
      <ul className={styles.more}>
        {more.map((w) => (
          <li key={w.page}>
            <SiteLink href={pathTo(lang, w.page)} className={styles.link}>
              {intl.formatMessage({ id: w.label })}
              <Icon name="arrowRight" size={18} />
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
