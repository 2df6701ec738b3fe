/**
 * The <link> tags a server-rendered page needs beyond the app's entry: the styles and scripts of
 * its page module and of the language's catalogue, read from the client build's manifest
 * (dist/client/.vite/manifest.json). Styles are inlined, the entry's too: the page is styled at
 * first paint with no request in its way (and no layout shift when a page's CSS would otherwise
 * arrive with its script). Scripts are preloaded at low priority: hydration does not wait for a
 * second round of requests, and the first paint does not wait for scripts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  /** <style> and <link rel="modulepreload"> tags for the page's modules, for <head>. */
  tagsFor(modules: string[]): string;
  /** The template with its entry stylesheet inlined. */
  inlineEntryStyles(template: string): string;
}

export function createPageAssets(root: string): PageAssets {
  const manifestPath = join(root, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return { tagsFor: () => '', inlineEntryStyles: (t) => t };
  const css = new Map<string, string>();
  const style = (file: string) => {
    if (!css.has(file)) css.set(file, readFileSync(join(root, file), 'utf8'));
    return `<style data-href="/${file}">${css.get(file)}</style>`;
  };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

  /** Every file a chunk brings with it (itself, its static imports, their styles). */
  const filesOf = (key: string, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return new Set();
    seen.add(key);
    const files = new Set([chunk.file, ...(chunk.css ?? [])]);
    for (const imported of chunk.imports ?? []) for (const f of filesOf(imported, seen)) files.add(f);
    return files;
  };
  // The template already links the entry and what it imports.
  const inTemplate = filesOf('index.html');

  return {
    tagsFor(modules) {
      const files = new Set<string>();
      for (const m of modules) for (const f of filesOf(m)) if (!inTemplate.has(f)) files.add(f);
      const sorted = [...files].sort((a, b) => Number(b.endsWith('.css')) - Number(a.endsWith('.css')));
      return sorted.map((f) => (f.endsWith('.css') ? style(f) : `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${f}">`)).join('');
    },
    inlineEntryStyles: (template) =>
      template.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (tag, file: string) => (existsSync(join(root, file)) ? style(file) : tag)),
  };
}
