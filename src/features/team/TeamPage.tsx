/** Team list (spec §2 team and praxis/team). */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs';
import { PageHero } from '../../components/PageHero/PageHero';
import { TeamGrid } from '../../components/TeamGrid/TeamGrid';
import { useLang } from '../../i18n/useLang';
import { pathTo } from '../../lib/paths';
import { teamQuery } from '../../lib/queries';
import styles from '../site/page.module.css';

export default function TeamPage() {
  const lang = useLang();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const team = useQuery(teamQuery());
  return (
    <>
      <PageHero
        title={t('page.team.title')}
        lead={t('page.team.lead')}
        breadcrumbs={
          <Breadcrumbs items={[{ label: t('nav.home'), href: pathTo(lang, 'home') }, { label: t('page.team.title') }]} />
        }
      />
      <div className={`container ${styles.section}`}>
        <TeamGrid
          members={team.data ?? []}
          loading={team.isPending}
          error={team.isError}
          onRetry={() => void team.refetch()}
          headingLevel={2}
        />
      </div>
    </>
  );
}
