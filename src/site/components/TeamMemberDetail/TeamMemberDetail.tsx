/**
 * A team member's page body: portrait, name, roles, position and biography, then the
 * sections education, specializations, languages and contact — each with its heading, each left
 * out when empty. Without a member it is the fixed not-found message with a way back to the team.
 */
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LanguageCode } from '../../../contract/common';
import type { TeamMember } from '../../../contract/entities/team';
import { localize } from '../../../i18n/localize';
import { useLang } from '../../intl/useLang';
import { Icon } from '../Icon/Icon';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import { RoleList, fullName } from '../TeamMemberCard/TeamMemberCard';
import { telHref } from '../../common/fallbackContact';
import { NotFound } from '../NotFound/NotFound';
import styles from './TeamMemberDetail.module.css';

export interface TeamMemberDetailProps {
  /** null or undefined once loading has finished: the member does not exist. */
  member: TeamMember | null | undefined;
  loading?: boolean;
}

export function TeamMemberDetail({ member, loading = false }: TeamMemberDetailProps) {
  if (loading) return <DetailSkeleton />;
  // The site's one not-found screen for members: the fixed message and the way back to the team.
  if (!member) return <NotFound kind="teamMember" />;
  return <MemberProfile member={member} />;
}

function DetailSkeleton() {
  const intl = useIntl();
  return (
    <div role="status" className={styles.header}>
      <span className="visually-hidden">{intl.formatMessage({ id: 'app.loading' })}</span>
      <div className={`${styles.photo} ${styles.skeleton}`} aria-hidden="true" />
      <div className={styles.skeletonLines} aria-hidden="true">
        <div className={styles.skeleton} />
        <div className={styles.skeleton} />
        <div className={styles.skeleton} />
      </div>
    </div>
  );
}

/** Language names in the reader's language ("Serbisch", "сербский"), capitalised as list items. */
function languageName(code: string, lang: LanguageCode): string {
  let name = code;
  try {
    name = new Intl.DisplayNames([lang], { type: 'language' }).of(code) ?? code;
  } catch {
    // An unknown code is shown as it is.
  }
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A section listing texts (education, specializations, languages); none without items. */
function ListSection({ titleId, items, className }: { titleId: string; items: string[]; className: string }) {
  if (items.length === 0) return null;
  return (
    <Section title={<FormattedMessage id={titleId} />}>
      <ul className={className}>
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </Section>
  );
}

function MemberProfile({ member }: { member: TeamMember }) {
  const intl = useIntl();
  const lang = useLang();
  const { photo, contact } = member;
  const education = member.education.map((e) => localize(e, lang)).filter(Boolean);
  const specializations = member.specializations.map((s) => localize(s, lang)).filter(Boolean);
  const bio = localize(member.bio, lang)
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const hasContact = Boolean(contact.email || contact.phone);

  return (
    <article className={styles.detail}>
      <header className={styles.header}>
        <div className={styles.photo}>
          {photo ? (
            <ResponsiveImage image={photo} use="teamDetail" fallbackSize={[400, 400]} priority />
          ) : (
            <Icon name="user" size={96} />
          )}
        </div>
        <div className={styles.intro}>
          <h1 className={styles.name}>{fullName(member)}</h1>
          <RoleList roles={member.roles} />
          <p className={styles.position}>{localize(member.position, lang)}</p>
        </div>
      </header>

      {bio.length > 0 && (
        <div className={styles.bio}>
          {bio.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      )}

      <div className={styles.sections}>
        <ListSection titleId="team.education" items={education} className={styles.list} />
        <ListSection titleId="team.specializations" items={specializations} className={styles.chips} />
        <ListSection
          titleId="app.languages"
          items={member.languages.map((code) => languageName(code, lang))}
          className={styles.chips}
        />
        {hasContact && (
          <Section title={<FormattedMessage id="nav.contact" />}>
            <ul className={styles.contact}>
              {contact.phone && (
                <li>
                  <a href={telHref(contact.phone)} className={styles.contactLink}>
                    <Icon name="phone" />
                    <span className="visually-hidden">{intl.formatMessage({ id: 'form.field.phone' })}: </span>
                    {contact.phone}
                  </a>
                </li>
              )}
              {contact.email && (
                <li>
                  <a href={`mailto:${contact.email}`} className={styles.contactLink}>
                    <Icon name="mail" />
                    <span className="visually-hidden">{intl.formatMessage({ id: 'form.field.email' })}: </span>
                    {contact.email}
                  </a>
                </li>
              )}
            </ul>
          </Section>
        )}
      </div>
    </article>
  );
}
