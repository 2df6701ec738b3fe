/**
 * The top of a content page: the page's one h1, a lead text, and optionally breadcrumbs, a small
 * label above the title, a picture and actions. The picture is above the fold, so it loads eagerly.
 */
import type { ReactNode } from 'react';
import type { ImageRef } from '../../../contract/common';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import styles from './PageHero.module.css';

export interface PageHeroProps {
  title: string;
  lead?: ReactNode;
  /** A short label above the title, e.g. the blog category. */
  eyebrow?: ReactNode;
  image?: ImageRef;
  /** Buttons (src/site/components/Button) under the lead. */
  actions?: ReactNode;
  /** Usually <Breadcrumbs>. */
  breadcrumbs?: ReactNode;
}

export function PageHero({ title, lead, eyebrow, image, actions, breadcrumbs }: PageHeroProps) {
  return (
    <header className={styles.hero}>
      <div className={`container ${styles.inner} ${image ? styles.withImage : ''}`}>
        <div className={styles.text}>
          {breadcrumbs && <div className={styles.breadcrumbs}>{breadcrumbs}</div>}
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.title}>{title}</h1>
          {lead && <div className={styles.lead}>{typeof lead === 'string' ? <p>{lead}</p> : lead}</div>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        {image && (
          <div className={styles.image}>
            <ResponsiveImage image={image} use="pageHero" fallbackSize={[800, 600]} priority />
          </div>
        )}
      </div>
    </header>
  );
}
