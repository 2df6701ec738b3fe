/**
 * Browser entry of a page whose content holds nothing interactive (routes/screens.tsx
 * names those screens, and the server sends this entry instead of src/site/main.tsx). Only the frame
 * hydrates: header, menus, language switcher, footer, floating widget, consent, with the practice
 * data the server serves beside the HTML (FrameView, api/ssr/frameData.ts). The content stays as
 * served, and a link loads its page (from the server's page cache) instead of running the router,
 * so neither TanStack Router nor Query, nor the page's own module, is loaded here.
 */
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ErrorBoundary } from './components/ErrorFallback/ErrorBoundary';
import { moveBetweenQuestions } from './components/FaqAccordion/questionKeys';
import { FRAME_DATA_ID, type FrameView } from './features/site/frameData';
import { FRAME_PARTS, framePartElement, type FramePartName } from './features/site/SiteFrameView';
import { loadCatalogue } from '../i18n/catalogues';
import { IntlProvider } from './intl/IntlProvider';
import { intlOf } from './intl/intlOf';
import { answerSupportedLocalesOfOurLanguages } from './intl/localeSupport';
import { isLanguage } from '../i18n/locale';
import type { LanguageCode } from '../contract/constants';
import { enableFullStyles } from './common/fullStyles';
import { inIdScope } from './common/idScope';
import { installPreactOptions } from './common/preactOptions';
import { afterNextPaint, nextTask } from './common/nextTask';
import { wakeOnInteraction } from './common/wakeOnInteraction';

/** The islands of the content (components/Island), by name: `src/site/components/<name>.island.tsx`. */
const ISLANDS = import.meta.glob<{ default: ComponentType<object> }>('./components/*/*.island.tsx');

/**
 * Hydrates one part of the served page on its own, then gives the browser its turn and the part's
 * effects a task of their own. Each part's time shows as a User Timing measure (`hydrate <name>`)
 * in the browser's performance panel.
 */
async function hydratePart(name: string, element: HTMLElement, lang: LanguageCode, part: ReactNode) {
  const start = performance.now();
  hydrateRoot(
    element,
    <StrictMode>
      <IntlProvider lang={lang}>
        <ErrorBoundary>{part}</ErrorBoundary>
      </IntlProvider>
    </StrictMode>,
  );
  performance.measure(`hydrate ${name}`, { start });
  await afterNextPaint();
}

/** One island of the served content: its module loaded, then hydrated on its own. */
async function hydrateIsland(element: HTMLElement, lang: LanguageCode) {
  const load = ISLANDS[`./components/${element.dataset.island}.island.tsx`];
  if (!load) return;
  const { default: Component } = await load();
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  await hydratePart(element.dataset.island!, element, lang, inIdScope(<Component {...props} />, element.dataset.ids ?? ''));
}

/**
 * Each island, after the frame: one by one, or on the visitor's first use (components/Island,
 * `hydrate`), unless the address names what it shows (`wakeWithParam`).
 */
async function hydrateIslands(lang: LanguageCode) {
  const search = new URLSearchParams(location.search);
  const failureText = intlOf(lang).formatMessage({ id: 'form.loadFailed' });
  for (const element of document.querySelectorAll<HTMLElement>('main [data-island]')) {
    const { hydrate, wakeWithParam, wakeOnClickOf } = element.dataset;
    if (hydrate === 'interaction' && !(wakeWithParam && search.has(wakeWithParam)))
      wakeOnInteraction(element, () => hydrateIsland(element, lang), { clicksOf: wakeOnClickOf, failureText });
    else await hydrateIsland(element, lang);
  }
}

/**
 * The frame's data: from the address the page names (served beside it, the loader has begun
 * fetching it: api/ssr/frameData.ts), or carried in the page (a staff preview). Unreachable, the
 * served page stays as it is, as without JavaScript.
 */
async function frameDataJson(): Promise<string | undefined> {
  const address = document.getElementById('root')?.dataset.frame;
  if (!address) return document.getElementById(FRAME_DATA_ID)?.textContent ?? undefined;
  try {
    const response = await fetch(address);
    return response.ok ? await response.text() : undefined;
  } catch {
    return undefined;
  }
}

async function start() {
  // The content's accordions are served, never hydrated: their arrow keys listen on the document.
  document.addEventListener('keydown', moveBetweenQuestions);
  installPreactOptions();
  answerSupportedLocalesOfOurLanguages();
  await enableFullStyles();
  const lang = document.documentElement.lang;
  const json = await frameDataJson();
  // Only the server sends this entry, always with both; without them the served page stays as it is.
  if (!isLanguage(lang) || !json) return;
  const view = JSON.parse(json) as FrameView;
  await loadCatalogue(lang);
  await nextTask();
  // Part by part, each in a task of its own (SiteFrameView: the parts share nothing but data and the consent store).
  for (const [name, Part] of Object.entries(FRAME_PARTS) as [FramePartName, (typeof FRAME_PARTS)[FramePartName]][]) {
    const element = framePartElement(name);
    if (element) await hydratePart(name, element, lang, inIdScope(<Part lang={lang} view={view} />, name));
  }
  await hydrateIslands(lang);
  // From here its links, menus and islands are live (the browser tests wait for it, as for the app).
  document.documentElement.dataset.app = 'ready';
}
void start();
