/**
 * A blog post's text, written in the safe Markdown subset and rendered as React elements from the
 * parser's AST (src/lib/markdown.ts): never as HTML, so nothing in the text can inject markup.
 * Loaded on demand by BlogPostBody.tsx: the parser is needed where the text is rendered (the server,
 * a client-side navigation), not where the browser hydrates the server's markup.
 */
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { InlineMarkdown } from '../../../lib/InlineMarkdown';
import { parseMarkdown, type BlockNode, type InlineNode } from '../../../lib/markdown';
import { SiteLink } from '../SiteLink/SiteLink';

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

/** The blocks of a text in the safe Markdown subset, as elements (their container is BlogPostBody's). */
export function MarkdownBlocks({ markdown }: { markdown: string }) {
  const blocks = useMemo(() => parseMarkdown(markdown), [markdown]);
  return (
    <>
      {blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </>
  );
}
