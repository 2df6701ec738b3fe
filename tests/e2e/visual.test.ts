/**
 * Visual regression (issue 16 §4): every page kind in every language at 390, 1280 and 1440 px,
 * rendered by the production build on MongoDB with the seed fixtures.
 * - Geometric checks (tests/support/visual/geometry.ts) that no baseline can wave through.
 * - A screenshot compared with its committed baseline (tests/support/visual/screenshots.ts).
 * One test per page kind and language, three widths each, so a slow machine gets a timeout per
 * test rather than one for the whole suite; one browser and one tab for all of them.
 *
 * Deterministic renders: both clocks are frozen at FROZEN_AT (the server's, which renders the
 * open-now badge, the footer year and decides what is published, and the browser's, which hydrates
 * the "today" marks), consent is decided beforehand (no banner), motion is reduced and animations
 * stopped, locale and time zone are fixed.
 *
 * Baselines: UPDATE_VISUAL_BASELINES=1 npx vitest run --project e2e tests/e2e/visual.test.ts
 * writes the missing and changed ones (see tests/README.md: look at them, commit with a reason).
 */
import type { Page } from 'playwright';
import { vi } from 'vitest';
import type { LanguageCode } from '../../src/contract/common';
import { pathTo } from '../../src/lib/paths';
import { describe, expect, productionTest } from '../support/e2e';
import { waitForHydration, withConsent } from '../support/site';
import { checkGeometry, formatFinding } from '../support/visual/geometry';
import { LANGUAGES, PAGE_KINDS, renderName, VIEWPORTS, type PageKind } from '../support/visual/pages';
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
let page: Page;

it.beforeAll(async ({ site, sharedContext }) => {
  await clearOutput();
  baseUrl = site.base;
  // Only Date is replaced (timers keep running): server renders see the same moment throughout.
  vi.setSystemTime(FROZEN_AT);
  await withConsent(sharedContext, 'denied');
  await sharedContext.clock.setFixedTime(FROZEN_AT);
  page = await sharedContext.newPage();
});
it.afterAll(() => {
  vi.useRealTimers();
});

/** Renders one page at every width; returns the problems, one block of lines per width. */
async function renderEverywhere(kind: PageKind, lang: LanguageCode) {
  const path = PAGE_KINDS[kind](lang);
  const problems: string[] = [];
  const written: string[] = [];
  for (const viewport of VIEWPORTS) {
    const lines: string[] = [];
    await page.setViewportSize(viewport);
    const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    const expected = kind === 'notFound' ? 404 : 200;
    if (response?.status() !== expected) {
      // An error page has nothing to measure (and would keep the hydration wait to its timeout).
      problems.push(`${viewport.width} × ${viewport.height} ${path}`, `  [status] ${response?.status()} instead of ${expected}`);
      continue;
    }
    await waitForHydration(page);
    await settle(page);

    const firstScreen = kind === 'home' && viewport.width === 390 ? { bookingPath: pathTo(lang, 'booking') } : null;
    const findings = await checkGeometry(page, firstScreen);
    lines.push(...findings.slice(0, LIST_AT_MOST).map(formatFinding));
    if (findings.length > LIST_AT_MOST) lines.push(`… and ${findings.length - LIST_AT_MOST} more`);

    const result = await compareWithBaseline(renderName(kind, lang, viewport.width), await capture(page));
    if (result.status === 'missing')
      lines.push(`[screenshot] no baseline ${result.file}; look at the pages, then write it: ${UPDATE_COMMAND}`);
    if (result.status === 'different') lines.push(`[screenshot] ${result.message}`);
    if (result.status === 'written') written.push(`${result.file} (${result.reason})`);

    if (lines.length) problems.push(`${viewport.width} × ${viewport.height} ${path}`, ...lines.map((l) => `  ${l}`));
  }
  return { problems, written };
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
  const renders = new Set(kinds.flatMap((k) => LANGUAGES.flatMap((l) => VIEWPORTS.map((v) => renderName(k, l, v.width)))));

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
