/**
 * Practice page (praxis/practice with the anchors #philosophy and #equipment): the
 * practice's own texts, pictures of both locations, the team and the locations.
 */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button/Button';
import { SiteHero } from '../../components/PageHero/SiteHero';
import { ResponsiveImage } from '../../components/ResponsiveImage/ResponsiveImage';
import { TeamGrid } from '../../components/TeamGrid/TeamGrid';
import { useLang } from '../../intl/useLang';
import { pathTo } from '../../../lib/paths';
import { contentQuery, practiceImagesQuery, teamQuery } from '../../common/queries';
import { ContentBlocks } from '../site/ContentBlocks';
import { LocationsSection } from '../site/LocationsSection';
import styles from '../site/page.module.css';
import gallery from './PracticeGallery.module.css';

const TEAM_PREVIEW = 4;

export default function PracticePage() {
  const lang = useLang();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const content = useQuery(contentQuery('practice'));
  const images = useQuery(practiceImagesQuery());
  const team = useQuery(teamQuery());
  return (
    <>
      <SiteHero title={t('page.practice.title')} lead={t('page.practice.lead')} />
      {/* A fresh install has no texts, photos or team yet: each part shows once it has something to show. */}
      {(content.data ?? []).length > 0 && (
        <div className={`container ${styles.section} ${styles.narrow}`}>
          <ContentBlocks blocks={content.data!} />
        </div>
      )}
      {(images.data ?? []).length > 0 && (
        <section className={`container ${styles.section}`} aria-labelledby="practice-gallery">
          <h2 id="practice-gallery">{t('page.practice.gallery')}</h2>
          <ul className={gallery.gallery}>
            {images.data!.map((img) => (
              <li key={img.id}>
                <ResponsiveImage image={img.image} use="practiceRoom" fallbackSize={[640, 427]} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {!(team.isSuccess && team.data.length === 0) && (
        <section className={`container ${styles.section}`} aria-labelledby="practice-team">
          <div className={styles.sectionHeader}>
            <h2 id="practice-team">{t('page.team.title')}</h2>
            <Button href={`${pathTo(lang, 'practice')}/team`} variant="ghost">
              {t('page.team.all')}
            </Button>
          </div>
          <TeamGrid
            members={(team.data ?? []).slice(0, TEAM_PREVIEW)}
            loading={team.isPending}
            error={team.isError}
            onRetry={() => void team.refetch()}
          />
        </section>
      )}
      <LocationsSection />
    </>
  );
}
