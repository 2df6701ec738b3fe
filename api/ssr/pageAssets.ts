/**
 * How a server-rendered page references the client build (dist/client, its manifest in
 * .vite/manifest.json), tuned for phones on slow lines:
 * - Styles are inlined, the entry's and those of the page's modules: the page is styled at first
 *   paint with no request in its way, and there is no layout shift when a page's styles would
 *   otherwise arrive with its script. Only the rules the page's markup can use are inlined
 *   (usedStyles.ts), each file followed by a disabled link to all of it, which the loader enables
 *   and the entries wait for before they render anything new (src/site/common/fullStyles.ts). On a page
 *   that hydrates only its frame, the content never renders again: a file that nothing the frame
 *   can load uses gets no link at all, so it is neither fetched nor parsed, and the page carries
 *   its used rules only.
 * - Scripts start loading once the page has loaded and painted, at low priority: the HTML is the
 *   complete page, so the bandwidth goes to it and its main image first; then the entry, the page's
 *   module and the language's catalogue load together (no second round of requests) and hydrate it.
 *   Their tags are added one per task, so the main thread stays free for input in between.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classesIn, parseStyles, usedProperties, type UsedStyles } from './usedStyles';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  /** The template with its script tags taken out (see loaderFor) and slots for the styles (see withStyles). */
  template: string;
  /**
   * The page (the template filled in) with its styles in the template's slots: the entry's and
   * those of the page's modules, each with only the rules its markup uses. With the frame's entry,
   * a file only the served content uses is not linked.
   */
  withStyles(page: string, modules: string[], entry?: 'app' | 'frame'): string;
  /**
   * The source of the inline script that loads the entry and the page's modules after the page
   * has loaded (for the end of <body>; its hash goes into the page's CSP), or '' without a build.
   * The entry is the app's (index.html, src/site/main.tsx) or the frame's (src/site/frame.tsx: a page whose
   * content holds nothing interactive hydrates only its header, menus, footer and consent), which
   * fetches the frame's data (`frameData`, its address: api/ssr/frameData.ts) first.
   */
  loaderFor(modules: string[], entry?: 'app' | 'frame', frameData?: string): string;
}

/** The frame's entry in the build's manifest (vite.config.ts builds it beside index.html). */
const FRAME_ENTRY = 'src/site/frame.tsx';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="\/([^"]+)">\s*/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;
/** Where the template takes the inline styles (HTML comments: escaped text of a page cannot forge them before these). */
const ENTRY_STYLES = '<!--entry-styles-->';
const PAGE_STYLES = '<!--page-styles-->';

export function createPageAssets(root: string): PageAssets {
  const shell = readFileSync(join(root, 'index.html'), 'utf8');
  const manifestPath = join(root, '.vite/manifest.json');
  const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest) : {};

  const css = new Map<string, UsedStyles>();
  const cssFiles = [
    ...new Set([
      ...[...shell.matchAll(STYLESHEET)].map((m) => m[1]!),
      ...Object.values(manifest).flatMap((chunk) => chunk.css ?? []),
    ]),
  ].filter((file) => existsSync(join(root, file)));
  // The disabled link is not fetched until the page's script enables it (a page without JavaScript
  // never changes, so its used rules are all it needs). It sits right after the file's used rules,
  // so the whole file cascades where they do; and it tells the client's chunk loader (Vite's
  // preload helper looks for link[rel=stylesheet][href]) that these styles are on the page.
  const stylesheet = (file: string) => {
    let parsed = css.get(file);
    if (!parsed) css.set(file, (parsed = parseStyles(readFileSync(join(root, file), 'utf8'))));
    return parsed;
  };
  const style = (
    file: string,
    classes: ReadonlySet<string>,
    page: { inlined: Set<string>; properties: ReadonlySet<string> },
    contentOnly = false,
  ) =>
    `<style>${stylesheet(file).for(classes, page)}</style>${contentOnly ? '' : `<link rel="stylesheet" href="/${file}" disabled>`}`;

  /**
   * Every file a chunk brings with it (itself, its static imports, their styles); with `later`,
   * also what it may load later (its dynamic imports, theirs, …).
   */
  const filesOf = (key: string, seen = new Set<string>(), later = false): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    const next = [...(chunk.imports ?? []), ...(later ? (chunk.dynamicImports ?? []) : [])];
    return [chunk.file, ...(chunk.css ?? []), ...next.flatMap((imported) => filesOf(imported, seen, later))];
  };
  const inEntry = new Set(filesOf('index.html'));
  const pageFiles = (modules: string[]) => [...new Set(modules.flatMap((m) => filesOf(m)))].filter((f) => !inEntry.has(f));

  const appEntry = ENTRY_SCRIPT.exec(shell)?.[1];
  const appPreloads = [...shell.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  // The frame's script and the chunks it imports; its styles are the template's already (the app's entry imports the frame).
  const [frameEntry, ...framePreloads] = filesOf(FRAME_ENTRY).filter((f) => f.endsWith('.js'));
  const entryStyles = [...shell.matchAll(STYLESHEET)].map((m) => m[1]!).filter((file) => existsSync(join(root, file)));
  // What a frame page can ever render anew: its frame, menus, dialogs and any island (each island's
  // chunk is a dynamic import of the frame's entry), with all they load later. A page module's file
  // beyond these only styles the served content.
  const frameStyles = new Set([...entryStyles, ...filesOf(FRAME_ENTRY, new Set(), true).filter((f) => f.endsWith('.css'))]);
  // Parsed at the start, not on a visitor's request.
  for (const file of cssFiles) stylesheet(file);
  const template = shell
    // The template's comments are for its readers, and its indentation for nobody: on the longest
    // pages every byte counts towards the first round trip (encodedBody.ts).
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    // The entry's styles where its links were, the page's modules' at the end of <head>.
    .replace(STYLESHEET, (tag, file: string) => (entryStyles[0] === file ? ENTRY_STYLES : entryStyles.includes(file) ? '' : tag))
    .replace('</head>', `${PAGE_STYLES}</head>`);

  return {
    template,
    withStyles(page, modules, entry = 'app') {
      const classes = classesIn(page);
      // The entry's files first, then the page's, as they follow each other in <head>.
      const ofPage = pageFiles(modules).filter((f) => f.endsWith('.css'));
      const properties = usedProperties([...entryStyles, ...ofPage].map(stylesheet), classes, page);
      const ofThisPage = { inlined: new Set<string>(), properties };
      const contentOnly = (file: string) => entry === 'frame' && !frameStyles.has(file);
      return page
        .replace(ENTRY_STYLES, () => entryStyles.map((file) => style(file, classes, ofThisPage)).join(''))
        .replace(PAGE_STYLES, () => ofPage.map((file) => style(file, classes, ofThisPage, contentOnly(file))).join(''));
    },
    loaderFor(modules, which = 'app', frameData) {
      const [entry, entryPreloads] = which === 'frame' && frameEntry ? [frameEntry, framePreloads] : [appEntry, appPreloads];
      if (!entry) return '';
      const preloads = [
        ...(frameData ? [frameData] : []),
        ...[...entryPreloads, ...pageFiles(modules).filter((f) => f.endsWith('.js'))].map((f) => `/${f}`),
      ];
      // One element (or stylesheet enabled) per task: starting a fetch costs the main thread 1-5 ms
      // of a phone's CPU, and a dozen in one task made a long task of their own (Total Blocking Time).
      return (
        // After the load event and the first contentful paint, as the browser reports it (a paint
        // entry: the frame is on the screen; a requestAnimationFrame callback runs before its frame
        // is drawn). Without paint timing, the next frame after the load event.
        `(function(){function w(f){var P=window.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return requestAnimationFrame(f);` +
        `var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(f)}});o.observe({type:"paint",buffered:true})}` +
        `addEventListener("load",function(){w(function(){var d=document,h=${JSON.stringify(preloads)},i=0,` +
        // The whole stylesheets load beside the scripts (the entries wait for them: src/site/common/fullStyles.ts).
        `c=d.querySelectorAll("link[rel=stylesheet][disabled]");` +
        // The frame's data (.json) is fetched as the frame's entry will fetch it, each script as a module.
        `function n(){var e;if(i<h.length){e=d.createElement("link");e.href=h[i];if(/json$/.test(h[i])){e.rel="preload";e.as="fetch"}else e.rel="modulepreload"}` +
        `else if(i<h.length+c.length)c[i-h.length].disabled=false;` +
        `else{e=d.createElement("script");e.type="module";e.src=${JSON.stringify(`/${entry}`)}}` +
        `if(e){e.crossOrigin="";e.fetchPriority="low";d.head.appendChild(e)}if(i++<h.length+c.length)setTimeout(n)}setTimeout(n)})})})()`
      );
    },
  };
}
