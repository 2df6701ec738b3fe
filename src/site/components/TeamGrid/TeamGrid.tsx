/** The team page's grid of member cards, with its loading, empty and error states. */
import { useIntl } from 'react-intl';
import type { TeamMember } from '../../../contract/entities/team';
import { EmptyState } from '../EmptyState/EmptyState';
import { ListSkeleton, LoadFailed } from '../EmptyState/ListStates';
import { TeamMemberCard } from '../TeamMemberCard/TeamMemberCard';
import styles from './TeamGrid.module.css';

export interface TeamGridProps {
  members: readonly TeamMember[];
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** Level of each member's name: 2 directly under the page title, 3 inside a section. */
  headingLevel?: 2 | 3 | 4;
  /** Placeholder cards while loading. */
  skeletonCount?: number;
}

export function TeamGrid({
  members,
  loading = false,
  error = false,
  onRetry,
  headingLevel = 2,
  skeletonCount = 6,
}: TeamGridProps) {
  const intl = useIntl();
  if (loading) return <ListSkeleton count={skeletonCount} gridClassName={styles.grid} itemClassName={styles.skeleton} />;
  if (error) return <LoadFailed messageId="error.teamFailed" onRetry={onRetry} />;
  if (members.length === 0) return <EmptyState icon="user" titleAs="p" title={intl.formatMessage({ id: 'team.empty' })} />;
  return (
    <ul className={styles.grid}>
      {members.map((member) => (
        <li key={member.id}>
          <TeamMemberCard member={member} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
