/** Team list (team and praxis/team). */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { SiteHero } from '../../components/PageHero/SiteHero';
import { TeamGrid } from '../../components/TeamGrid/TeamGrid';
import { teamQuery } from '../../common/queries';
import styles from '../site/page.module.css';

export default function TeamPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const team = useQuery(teamQuery());
  return (
    <>
      <SiteHero title={t('page.team.title')} lead={t('page.team.lead')} />
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
