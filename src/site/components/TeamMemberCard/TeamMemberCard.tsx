/**
 * One team member in the team grid: portrait, name with academic title, role labels and position.
 * The name is the card's one link (to the member's page); the whole card is its click area.
 */
import { useIntl } from 'react-intl';
import type { TeamMember, TeamRole } from '../../../contract/entities/team';
import { localize } from '../../../i18n/localize';
import { useLang } from '../../intl/useLang';
import { pathTo } from '../../../lib/paths';
import { Icon } from '../Icon/Icon';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import { SiteLink } from '../SiteLink/SiteLink';
import card from '../../styles/card.module.css';
import styles from './TeamMemberCard.module.css';

/** "Dr. Katharina Berger": the title belongs to the name wherever it is shown. */
export const fullName = (member: Pick<TeamMember, 'name' | 'academicTitle'>) =>
  [member.academicTitle?.trim(), member.name].filter(Boolean).join(' ');

export function RoleList({ roles, className }: { roles: readonly TeamRole[]; className?: string }) {
  const intl = useIntl();
  return (
    <ul className={[styles.roles, className].filter(Boolean).join(' ')} aria-label={intl.formatMessage({ id: 'team.roles' })}>
      {roles.map((role) => (
        <li key={role} className={styles.role}>
          {intl.formatMessage({ id: `role.${role}` })}
        </li>
      ))}
    </ul>
  );
}

export interface TeamMemberCardProps {
  member: TeamMember;
  headingLevel?: 2 | 3 | 4;
}

export function TeamMemberCard({ member, headingLevel = 3 }: TeamMemberCardProps) {
  const lang = useLang();
  const Heading = `h${headingLevel}` as const;
  const { photo } = member;
  return (
    <article className={card.card}>
      <div className={styles.photo}>
        {photo ? <ResponsiveImage image={photo} use="teamCard" fallbackSize={[400, 400]} /> : <Icon name="user" size={64} />}
      </div>
      <div className={card.body}>
        <Heading className={styles.name}>
          <SiteLink href={pathTo(lang, 'team', member.slug)} className={card.link}>
            {fullName(member)}
          </SiteLink>
        </Heading>
        <RoleList roles={member.roles} />
        <p className={styles.position}>{localize(member.position, lang)}</p>
      </div>
    </article>
  );
}
