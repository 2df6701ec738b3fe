/**
 * A blog post's text, written in the safe Markdown subset and rendered as React elements from the
 * parser's AST (src/lib/markdown.ts): never as HTML, so nothing in the text can inject markup.
 */
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { InlineMarkdown } from '../../lib/InlineMarkdown';
import { parseMarkdown, type BlockNode, type InlineNode } from '../../lib/markdown';
import { SiteLink } from '../SiteLink/SiteLink';
import styles from './BlogPostBody.module.css';

export interface BlogPostBodyProps {
  /** The post's body in the active language (already localized). */
  markdown: string;
  className?: string;
}

function Link({ href, children }: { href: string; children: ReactNode }) {
  const intl = useIntl();
  if (/^https?:/i.test(href))
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> {intl.formatMessage({ id: 'app.opensInNewTab' })}</span>
      </a>
    );
  if (/^(mailto|tel):/i.test(href)) return <a href={href}>{children}</a>;
  return <SiteLink href={href}>{children}</SiteLink>;
}

const Inline = ({ nodes }: { nodes: InlineNode[] }) => <InlineMarkdown nodes={nodes} Link={Link} />;

function Block({ block }: { block: BlockNode }) {
  switch (block.type) {
    case 'heading': {
      const Heading = `h${block.level}` as const;
      return (
        <Heading>
          <Inline nodes={block.children} />
        </Heading>
      );
    }
    case 'paragraph':
      return (
        <p>
          <Inline nodes={block.children} />
        </p>
      );
    case 'list': {
      const items = block.items.map((item, i) => (
        <li key={i}>
          <Inline nodes={item} />
        </li>
      ));
      return block.ordered ? <ol start={block.start === 1 ? undefined : block.start}>{items}</ol> : <ul>{items}</ul>;
    }
  }
}

export function BlogPostBody({ markdown, className }: BlogPostBodyProps) {
  const blocks = useMemo(() => parseMarkdown(markdown), [markdown]);
  return (
    <div className={[styles.body, className].filter(Boolean).join(' ')}>
      {blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </div>
  );
}
