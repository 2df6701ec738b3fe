/**
 * Visual regression: every page kind in every language at 390, 1280 and 1440 px,
 * rendered by the production build on MongoDB with the seed fixtures.
 * - Geometric checks (tests/support/visual/geometry.ts) that no baseline can wave through.
 * - A screenshot compared with its committed baseline (tests/support/visual/screenshots.ts), at the
 *   widths comparesScreenshot names (tests/support/visual/pages.ts).
 * One test per page kind and language, three widths each, so a slow machine gets a timeout per
 * test rather than one for the whole suite; one browser, and one tab per width that keeps its size,
 * the three widths of a page rendered side by side (most of a render is waiting on the server,
 * the browser or a decode, so three at once take little longer than one).
 *
 * Deterministic renders: both clocks are frozen at FROZEN_AT (the server's, which renders the
 * open-now badge, the footer year and decides what is published, and the browser's, which hydrates
 * the "today" marks), consent is decided beforehand (no banner), motion is reduced and animations
 * stopped, locale and time zone are fixed.
 *
 * Baselines: UPDATE_VISUAL_BASELINES=1 npx vitest run --project e2e tests/e2e/visual.test.ts
 * writes the missing and changed ones (see tests/README.md: look at them, commit with a reason).
 */
import type { BrowserContext, Page } from 'playwright';
import { vi } from 'vitest';
import type { LanguageCode } from '../../src/contract/common';
import { pathTo } from '../../src/lib/paths';
import { describe, expect, productionTest } from '../support/e2e';
import { waitForHydration, withConsent } from '../support/site';
import { checkGeometry, formatFinding } from '../support/visual/geometry';
import { comparesScreenshot, LANGUAGES, PAGE_KINDS, renderName, VIEWPORTS, type PageKind } from '../support/visual/pages';
import {
  BASELINE_BUDGET_BYTES,
  capture,
  clearOutput,
  compareWithBaseline,
  settle,
  storedBaselines,
  updatingBaselines,
} from '../support/visual/screenshots';

/** A Tuesday, 10:30 in Munich: the practice is open; after every fixture's publication date. */
const FROZEN_AT = new Date('2026-11-24T09:30:00Z');
/** Findings listed per render before "… and N more". */
const LIST_AT_MOST = 8;
const UPDATE_COMMAND = 'UPDATE_VISUAL_BASELINES=1 npx vitest run --project e2e tests/e2e/visual.test.ts';

const it = productionTest('visual');
it.override({
  contextOptions: { deviceScaleFactor: 1, reducedMotion: 'reduce', locale: 'de-DE', timezoneId: 'Europe/Berlin' },
});
let baseUrl: string;
/** One tab per viewport, in VIEWPORTS' order, each in a context of its own. */
let pages: Page[];
const contexts: BrowserContext[] = [];

it.beforeAll(async ({ site, browser, contextOptions }) => {
  await clearOutput();
  baseUrl = site.base;
  // Only Date is replaced (timers keep running): server renders see the same moment throughout.
  vi.setSystemTime(FROZEN_AT);
  // A context per width: a tab of its own window is never a background tab (whose frames and timers
  // the browser slows down), so the three renders of a page run side by side at full speed.
  pages = [];
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ ...contextOptions, viewport });
    await withConsent(context, 'denied');
    await context.clock.setFixedTime(FROZEN_AT);
    contexts.push(context);
    pages.push(await context.newPage());
  }
});
it.afterAll(async () => {
  vi.useRealTimers();
  await Promise.all(contexts.map((c) => c.close()));
});

/** Renders one page at every width at once; returns the problems, one block of lines per width. */
async function renderEverywhere(kind: PageKind, lang: LanguageCode) {
  const perWidth = await Promise.all(VIEWPORTS.map((viewport, i) => renderAt(pages[i]!, viewport, kind, lang)));
  return { problems: perWidth.flatMap((r) => r.problems), written: perWidth.flatMap((r) => r.written) };
}

/** One page at one width in its own tab: the problems found there (a block of lines), a baseline written. */
async function renderAt(page: Page, viewport: (typeof VIEWPORTS)[number], kind: PageKind, lang: LanguageCode) {
  const path = PAGE_KINDS[kind](lang);
  const heading = `${viewport.width} × ${viewport.height} ${path}`;
  const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  const expected = kind === 'notFound' ? 404 : 200;
  // An error page has nothing to measure (and would keep the hydration wait to its timeout).
  if (response?.status() !== expected)
    return { problems: [heading, `  [status] ${response?.status()} instead of ${expected}`], written: [] };
  await waitForHydration(page);
  await settle(page);

  const lines: string[] = [];
  const written: string[] = [];
  const firstScreen = kind === 'home' && viewport.width === 390 ? { bookingPath: pathTo(lang, 'booking') } : null;
  const findings = await checkGeometry(page, firstScreen);
  lines.push(...findings.slice(0, LIST_AT_MOST).map(formatFinding));
  if (findings.length > LIST_AT_MOST) lines.push(`… and ${findings.length - LIST_AT_MOST} more`);

  if (comparesScreenshot(lang, viewport.width)) {
    const result = await compareWithBaseline(renderName(kind, lang, viewport.width), await capture(page));
    if (result.status === 'missing')
      lines.push(`[screenshot] no baseline ${result.file}; look at the pages, then write it: ${UPDATE_COMMAND}`);
    if (result.status === 'different') lines.push(`[screenshot] ${result.message}`);
    if (result.status === 'written') written.push(`${result.file} (${result.reason})`);
  }
  return { problems: lines.length ? [heading, ...lines.map((l) => `  ${l}`)] : [], written };
}

describe.each(Object.keys(PAGE_KINDS) as PageKind[])('%s page', (kind) => {
  it.each(LANGUAGES)(
    'in %s: fits every width and looks like its baselines',
    async (lang) => {
      const { problems, written } = await renderEverywhere(kind, lang);
      if (written.length && updatingBaselines()) console.info(`wrote baselines:\n${written.join('\n')}`);
      if (problems.length) throw new Error(`${kind} page in ${lang}:\n${problems.join('\n')}`);
    },
    180_000,
  );
});

describe('the committed baselines', () => {
  const kinds = Object.keys(PAGE_KINDS) as PageKind[];
  const renders = new Set(
    kinds.flatMap((k) =>
      LANGUAGES.flatMap((l) => VIEWPORTS.filter((v) => comparesScreenshot(l, v.width)).map((v) => renderName(k, l, v.width))),
    ),
  );

  it('belong each to a render of this suite', async () => {
    const stale = (await storedBaselines()).filter((b) => !renders.has(b.name)).map((b) => b.name);
    expect(stale, 'baselines of renders this suite no longer makes: delete them').toEqual([]);
  });

  it('weigh at most 25 MB together', async () => {
    const bytes = (await storedBaselines()).reduce((sum, b) => sum + b.bytes, 0);
    expect(bytes, 'lower CAPTURE_HEIGHT or the JPEG quality in tests/support/visual/screenshots.ts').toBeLessThanOrEqual(
      BASELINE_BUDGET_BYTES,
    );
  });
});
