/**
 * A blog post's text (or any text in the safe Markdown subset): rendered as React elements from the
 * parser's AST by MarkdownBlocks.tsx, never as HTML, so nothing in the text can inject markup.
 *
 * The parser (markdown-to-jsx, about 25 KB gzip) loads on demand. Where the browser
 * hydrates a server-rendered page, the text's markup is already there and never changes, so the
 * container keeps the server's DOM (Preact leaves an element's dangerouslySetInnerHTML alone while
 * hydrating) and the parser is not loaded at all; its links are followed by the router as before.
 * As soon as the text changes (another language, another post) the parser renders it. The server
 * and client-side navigations load it first (preloadMarkdownBody), so nothing waits then.
 */
import { Suspense, useState } from 'react';
import { isHydrating } from '../../common/hydration';
import { useFollowServedLinks } from '../SiteLink/useFollowServedLinks';
import styles from './BlogPostBody.module.css';

export interface BlogPostBodyProps {
  /** The post's body in the active language (already localized). */
  markdown: string;
  className?: string;
}

let Rendered: typeof import('./MarkdownBlocks').MarkdownBlocks | undefined;
let loading: Promise<void> | undefined;

/** Loads the Markdown renderer (a no-op once loaded): the server renderer, routes and stories call it before rendering. */
export function preloadMarkdownBody(): Promise<void> {
  loading ??= import('./MarkdownBlocks').then(({ MarkdownBlocks }) => {
    Rendered = MarkdownBlocks;
  });
  return loading;
}

function RenderedMarkdown({ markdown }: { markdown: string }) {
  if (!Rendered) throw preloadMarkdownBody(); // Suspense waits for the module (a route that did not preload it)
  return <Rendered markdown={markdown} />;
}

export function BlogPostBody({ markdown, className }: BlogPostBodyProps) {
  // The text the server rendered, when this body is part of the page the browser hydrates.
  const [served] = useState(() => (isHydrating() ? markdown : undefined));
  const followServedLinks = useFollowServedLinks();
  const classes = [styles.body, className].filter(Boolean).join(' ');
  if (served === markdown)
    return <div className={classes} onClick={followServedLinks} dangerouslySetInnerHTML={{ __html: '' }} />;
  return (
    <div className={classes}>
      <Suspense fallback={null}>
        <RenderedMarkdown markdown={markdown} />
      </Suspense>
    </div>
  );
}
