/**
 * The inline content of a parsed Markdown block (src/lib/markdown.ts) as elements, never as HTML:
 * text, strong, emphasis, and links through the caller's own link component (the site's keeps
 * visitors in the router and says when a link opens a new tab; the admin's preview opens every
 * link in a new tab).
 */
import type { ComponentType, ReactNode } from 'react';
import type { InlineNode } from './markdown';

export type MarkdownLink = ComponentType<{ href: string; children: ReactNode }>;

export function InlineMarkdown({ nodes, Link }: { nodes: InlineNode[]; Link: MarkdownLink }) {
  return (
    <>
      {nodes.map((node, i) => {
        switch (node.type) {
          case 'text':
            return node.value;
          case 'strong':
            return (
              <strong key={i}>
                <InlineMarkdown nodes={node.children} Link={Link} />
              </strong>
            );
          case 'emphasis':
            return (
              <em key={i}>
                <InlineMarkdown nodes={node.children} Link={Link} />
              </em>
            );
          case 'link':
            return (
              <Link key={i} href={node.href}>
                <InlineMarkdown nodes={node.children} Link={Link} />
              </Link>
            );
        }
      })}
    </>
  );
}
