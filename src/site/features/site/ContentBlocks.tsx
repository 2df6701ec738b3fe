/**
 * Editable page sections (admin → Inhalte): each block with its title as a heading and its text
 * in the safe Markdown subset. The section key becomes the element id, so links such as
 * /de/praxis#philosophy land on the right block.
 */
import type { ContentBlock } from '../../../contract/entities/content';
import { BlogPostBody } from '../../components/BlogPostBody/BlogPostBody';
import { localize } from '../../../i18n/localize';
import { useLang } from '../../intl/useLang';
import styles from './page.module.css';

export function ContentBlocks({ blocks, headingLevel = 2 }: { blocks: readonly ContentBlock[]; headingLevel?: 2 | 3 }) {
  const lang = useLang();
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      {[...blocks]
        .sort((a, b) => a.order - b.order)
        .map((b) => (
          <section
            key={b.id}
            id={b.section}
            className={styles.contentBlock}
            aria-labelledby={b.title ? `${b.section}-title` : undefined}
          >
            {b.title && <Heading id={`${b.section}-title`}>{localize(b.title, lang)}</Heading>}
            <BlogPostBody markdown={localize(b.body, lang)} />
          </section>
        ))}
    </>
  );
}
