/**
 * Team member detail (team/{slug}, praxis/team/{slug}) and the owner's personal page
 * (also at /{lang}/{owner slug}); an unknown member shows the not-found message with a link back
 * to the team. At /{lang}/{slug} only the owner is found: other slugs there are not pages.
 */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs';
import { CallToAction } from '../../components/CallToAction/CallToAction';
import { LoadingIndicator } from '../../components/LoadingIndicator/LoadingIndicator';
import { TeamMemberDetail } from '../../components/TeamMemberDetail/TeamMemberDetail';
import { useLang } from '../../intl/useLang';
import { pathTo } from '../../../lib/paths';
import { teamMemberQuery } from '../../common/queries';
import { NotFoundScreen } from '../site/NotFoundScreen';
import { isNotFoundError, QueryError } from '../site/QueryError';
import styles from '../site/page.module.css';

export default function TeamMemberPage({ screen }: { screen: { screen: 'teamMember' | 'ownerAlias'; slug: string } }) {
  const lang = useLang();
  const intl = useIntl();
  const member = useQuery(teamMemberQuery(screen.slug));
  if (member.isPending) return <LoadingIndicator variant="page" />;
  if (member.isError && !isNotFoundError(member.error)) return <QueryError onRetry={() => void member.refetch()} />;
  const m = member.data;
  if (!m) return <NotFoundScreen kind={screen.screen === 'ownerAlias' ? 'page' : 'teamMember'} />;
  if (screen.screen === 'ownerAlias' && !m.isOwner) return <NotFoundScreen />;
  const name = [m.academicTitle, m.name].filter(Boolean).join(' ');
  return (
    <>
      <div className="container">
        <Breadcrumbs
          items={[
            { label: intl.formatMessage({ id: 'nav.home' }), href: pathTo(lang, 'home') },
            { label: intl.formatMessage({ id: 'page.team.title' }), href: pathTo(lang, 'team') },
            { label: name },
          ]}
        />
      </div>
      <TeamMemberDetail member={m} />
      {m.isOwner && (
        <div className={`container ${styles.section}`}>
          <CallToAction
            heading={intl.formatMessage({ id: 'page.team.ownerCta' }, { name })}
            text={intl.formatMessage({ id: 'page.cta.text' })}
            secondary={{ label: intl.formatMessage({ id: 'page.team.all' }), href: pathTo(lang, 'team'), icon: 'user' }}
          />
        </div>
      )}
    </>
  );
}
