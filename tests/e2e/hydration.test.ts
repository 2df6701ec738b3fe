/**
 * Hydration of the server-rendered site in Chromium, on the production build served
 * by Fastify on MongoDB: no console error or warning on any route, the main content as it was
 * served (its text and its very elements), the data arrives with the page (no API call to
 * hydrate), and the page is a working app afterwards (client-side navigation).
 */
import type { Page } from 'playwright';
import de from '../../src/i18n/messages/de.json';
import en from '../../src/i18n/messages/en.json';
import { describe, expect, productionTest } from '../support/e2e';
import { field, pickBookableDay, waitForHydration } from '../support/site';

const it = productionTest('hydration');
let paths: string[];
it.beforeAll(async ({ baseUrl }) => {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  paths = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
});

/** Console errors and warnings, page errors, and API requests made after the HTML arrived. */
async function visit(page: Page, url: string) {
  const problems: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (m) => {
    // Chromium reports the document's own 404 status as a console error; that is the point of a not-found page.
    if (m.text().startsWith('Failed to load resource: the server responded with a status of 404')) return;
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('request', (r) => new URL(r.url()).pathname.startsWith('/api/') && apiCalls.push(new URL(r.url()).pathname));
  const res = await page.goto(url, { waitUntil: 'load' });
  // Mismatches are reported during hydration; then let effects settle for a moment.
  const stuck = await waitForHydration(page).then(
    () => undefined,
    () => whyNotHydrated(page),
  );
  if (stuck) return { status: res!.status(), problems: [...problems, stuck], apiCalls };
  await page.waitForTimeout(100);
  // Preact, the production renderer, corrects a mismatch without a word: what the visitor reads
  // must not change when the page comes alive, but for what is marked to come with hydration
  // (e.g. the "today" badge of the opening hours: the server does not know the visitor's day).
  const [served, hydrated, replaced] = await page.evaluate(() => {
    const late = [...document.querySelectorAll<HTMLElement>('main [data-after-hydration]')];
    for (const el of late) el.style.display = 'none';
    const text = document.querySelector<HTMLElement>('main')?.innerText;
    for (const el of late) el.style.display = '';
    const { servedMain, servedElements = [] } = window as unknown as { servedMain?: string; servedElements?: Element[] };
    return [servedMain, text, servedElements.filter((el) => !el.isConnected).map((el) => el.outerHTML.slice(0, 80))];
  });
  // Where the markup does not match, Preact builds new elements in place of the served ones: each
  // served element must still be in the document.
  if (replaced.length) problems.push(`${replaced.length} served elements replaced on hydration, first ${replaced[0]}`);
  if (served !== hydrated) {
    const [before, after] = [served ?? '', hydrated ?? ''].map((t) => t.split('\n'));
    const at = before.findIndex((line, i) => line !== after[i]);
    problems.push(`main content changed on hydration, line ${at}: ${JSON.stringify(before[at])} → ${JSON.stringify(after[at])}`);
  }
  return { status: res!.status(), problems, apiCalls };
}

/**
 * What a page that did not come alive within the wait shows: whether its loader added the entry
 * script, which of its scripts and styles arrived (and with what status), and what it logged. A
 * soft failure that names the page, so the walk goes on and the report says where and why.
 */
async function whyNotHydrated(page: Page) {
  const state = await page.evaluate(() => ({
    app: document.documentElement.dataset.app ?? null,
    heading: !!document.querySelector('main h1'),
    entry: [...document.querySelectorAll<HTMLScriptElement>('script[type=module][src]')].map((s) => s.src.split('/').pop()),
    files: performance
      .getEntriesByType('resource')
      .filter((e) => /\.(js|css)$/.test(e.name))
      .map((e) => `${e.name.split('/').pop()} ${(e as PerformanceResourceTiming).responseStatus} ${Math.round(e.duration)} ms`),
  }));
  return `not hydrated within the wait: ${JSON.stringify(state)}`;
}

/**
 * Makes a page note its main content and elements as the server sent them (the scripts start
 * after the load event).
 */
async function noteServed(page: Page): Promise<Page> {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const served = window as unknown as { servedMain?: string; servedElements?: Element[] };
      served.servedMain = document.querySelector('main')?.innerText;
      served.servedElements = [...document.querySelectorAll('main *')].filter((el) => !el.closest('[data-after-hydration]'));
    }),
  );
  return page;
}

describe('hydration of server-rendered pages', () => {
  it('hydrates every page of the sitemap (all of German and English, the main pages in fr, es, ru) without a console error or warning', async ({
    page: tab,
    baseUrl,
    openContext,
  }) => {
    const others = ['fr', 'es', 'ru'].flatMap((l) => paths.filter((p) => p.startsWith(`/${l}`) && p.split('/').length <= 3));
    const sample = [...paths.filter((p) => p.startsWith('/de') || p.startsWith('/en')), ...others];
    expect(sample.length).toBeGreaterThan(150);
    // Three visitors side by side, each in a window of its own (a background tab's frames and timers
    // are slowed down): most of a visit is waiting on the server or the browser, not on the CPU.
    const tabs = [tab, ...(await Promise.all([openContext(), openContext()].map(async (c) => (await c).newPage())))];
    const queue = [...sample];
    await Promise.all(
      tabs.map(async (t) => {
        const page = await noteServed(t);
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          page.removeAllListeners();
          let { status, problems } = await visit(page, `${baseUrl}${path}`);
          // A page refused with 503 and Retry-After is the server shedding renders (its own tests:
          // tests/api/renderAmplification.test.ts) on a machine busier than it is sized for; a
          // visitor's browser comes back after the wait, and so does this one, once.
          if (status === 503) {
            await page.waitForTimeout(5_000);
            page.removeAllListeners();
            ({ status, problems } = await visit(page, `${baseUrl}${path}`));
          }
          expect.soft(status, path).toBe(200);
          expect.soft(problems, path).toEqual([]);
        }
      }),
    );
  }, 600_000);

  it('hydrates not-found pages without errors', async ({ page: tab, baseUrl }) => {
    const page = await noteServed(tab);
    for (const path of ['/de/gibt-es-nicht', '/en/treatments/no-such-treatment', '/ru/team/no-such-person']) {
      page.removeAllListeners();
      const { status, problems, apiCalls } = await visit(page, `${baseUrl}${path}`);
      expect(status, path).toBe(404);
      expect(problems, path).toEqual([]);
      // The failed read travelled with the page: hydration does not ask again.
      expect(apiCalls, path).toEqual([]);
    }
    // A path without a language is rendered in German (the server cannot know a stored choice):
    // a visitor who chose English before still gets a clean hydration of that page.
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    page.removeAllListeners();
    const { status, problems } = await visit(page, `${baseUrl}/gibt-es-nicht`);
    expect(status).toBe(404);
    expect(problems).toEqual([]);
  });

  it('needs no API call to hydrate: the data came with the HTML', async ({ page: tab, baseUrl, site }) => {
    // Freshly rendered pages: one cached a minute or more ago (answered while its next copy renders)
    // carries data older than the browser's staleTime, which the browser rightly asks for again.
    site.h.app.publicCache.clear();
    const page = await noteServed(tab);
    for (const path of ['/de', '/en/treatments/veneers', '/de/kontakt', '/en/blog/zahnnotfall-was-tun']) {
      page.removeAllListeners();
      const { apiCalls } = await visit(page, `${baseUrl}${path}`);
      expect(apiCalls, path).toEqual([]);
    }
  });

  it('is a working app after hydration: links navigate on the client', async ({ page: tab, baseUrl }) => {
    const page = await noteServed(tab);
    await visit(page, `${baseUrl}/de/standorte/oberfoehring`);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('main a[href="/de/kontakt"]').first().click();
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Kontakt');
    // The new page's head replaces the old one's (src/site/common/documentHead.ts), once each.
    await expect.poll(() => page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl}/de/kontakt`);
    expect(await page.locator('head link[rel="canonical"]').count()).toBe(1);
    expect(await page.title()).toMatch(/^Kontakt/);
    // Same document: the marker survived, so the router navigated without a page load.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  it('hydrates only the frame of a page whose content holds nothing interactive: without the router, the page module or the page data; its menus work and its links load their page', async ({
    page: tab,
    baseUrl,
  }) => {
    const scripts: string[] = [];
    tab.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    const page = await noteServed(tab);
    const { problems } = await visit(page, `${baseUrl}/de/team`);
    expect(problems).toEqual([]);
    expect(scripts.some((s) => s.includes('/frame-'))).toBe(true);
    expect(scripts.filter((s) => /\/(main|TeamPage)-/.test(s))).toEqual([]);
    // The HTML carries no router data repeating the team's texts…
    const member = page.locator('main a[href^="/de/team/"]').first();
    const name = (await member.textContent())!.trim();
    const html = await (await fetch(`${baseUrl}/de/team`)).text();
    expect(html).not.toContain('$_TSR');
    // …and beside it, by its address, what the frame shows: fetched once per language and state of the content.
    expect(html).not.toContain('id="frame-data"');
    const address = /<div id="root" data-server-rendered data-frame="(\/frame\/de\.[\w-]{16}\.json)">/.exec(html)![1]!;
    const served = await fetch(baseUrl + address);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const frameData = await served.text();
    const view = JSON.parse(frameData) as { featured: object[]; footerTreatments: object[]; locations: unknown[]; phone: string };
    expect(view.featured.length).toBeGreaterThan(0);
    // Of a treatment, the menus and the footer show the link and the name: only those travel.
    for (const treatment of [...view.featured, ...view.footerTreatments])
      expect(Object.keys(treatment)).toEqual(['slug', 'title']);
    expect(view.locations).toHaveLength(2);
    expect(frameData).not.toContain(name);
    // The frame is the app's: the language menu opens and closes.
    const switcher = page.locator('header button[aria-controls]').filter({ hasText: 'Deutsch' }).first();
    await switcher.click();
    expect(await switcher.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await switcher.getAttribute('aria-expanded')).toBe('false');
    // A link in the served content loads its page (from the page cache), which hydrates its frame too.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await member.click();
    await expect.poll(() => page.locator('main h1').textContent()).toContain(name);
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    expect(scripts.filter((s) => /\/(main|TeamPage|TeamMemberPage)-/.test(s))).toEqual([]);
  });

  it("hydrates the frame part by part, keeping every served element, without starting ICU's number or date formats", async ({
    page,
    baseUrl,
  }) => {
    // Each part is a hydration of its own (the browser gets its turn in between), and none of them
    // creates a number or date format, whose first use costs ICU's start-up (blocking time).
    await page.addInitScript(() => {
      const w = window as unknown as { formats: string[]; servedFrame: Element[] };
      w.formats = [];
      for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
        const counted = {
          construct: (target: object, args: unknown[]) => (
            w.formats.push(name),
            Reflect.construct(target as never, args) as object
          ),
        };
        (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Intl[name], counted);
      }
      document.addEventListener(
        'DOMContentLoaded',
        () => (w.servedFrame = [...document.querySelectorAll('[data-frame-part] *')]),
      );
    });
    await page.goto(`${baseUrl}/en/team`, { waitUntil: 'load' });
    await waitForHydration(page);
    const { formats, parts, replaced } = await page.evaluate(() => {
      const w = window as unknown as { formats: string[]; servedFrame: Element[] };
      return {
        formats: w.formats,
        parts: performance.getEntriesByType('measure').map((m) => m.name),
        replaced: w.servedFrame.filter((el) => !el.isConnected).length,
      };
    });
    expect(parts).toEqual(['hydrate widget', 'hydrate consent', 'hydrate header', 'hydrate footer']);
    expect(replaced).toBe(0);
    expect(formats).toEqual([]);
    // The cookie banner comes later, in a part of its own: its ids are its own (its region is
    // named by its title), and no id on the page is there twice.
    await page.getByRole('region', { name: en['cookieBanner.title'] }).waitFor();
    const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((el) => el.id));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    // The header hydrated on its own is the app's header: its treatments menu opens.
    const treatments = page.locator('header nav button[aria-controls]').filter({ hasText: 'Treatments' });
    const menu = page.locator(`[id="${await treatments.getAttribute('aria-controls')}"]`);
    await treatments.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
  });

  it('hydrates the home page as its frame and its one live part, the opening status, which asks again every minute', async ({
    page: tab,
    baseUrl,
  }) => {
    const scripts: string[] = [];
    tab.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    // The clock is the test's: a minute passes when the test says so (the page's own timers run on it).
    await tab.clock.install();
    const page = await noteServed(tab);
    const loaded = page.goto(`${baseUrl}/de`, { waitUntil: 'load' });
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return page.evaluate(() => document.documentElement.dataset.app);
      })
      .toBe('ready');
    await loaded;
    expect(scripts.some((s) => s.includes('/frame-'))).toBe(true);
    expect(scripts.filter((s) => /\/(main|HomePage)-/.test(s))).toEqual([]);
    const badge = page.locator('main [data-island="OpenNowBadge/LiveOpenNowBadge"]');
    const served = await badge.innerText();
    // The next status says open: the badge shows it after a minute, without a page load.
    await page.route('**/api/v1/practice/opening-status', (route) =>
      route.fulfill({ json: { is_open: !served.includes('Jetzt geöffnet'), next_opening: '2030-01-07T07:00:00.000Z' } }),
    );
    await page.clock.fastForward(61_000);
    await expect.poll(() => badge.innerText()).not.toBe(served);
  });

  it("hydrates a treatment page as its frame and its one live part, the before/after viewer; its FAQ is the browser's own disclosures, served once in the page language", async ({
    page: tab,
    baseUrl,
  }) => {
    const scripts: string[] = [];
    tab.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    const page = await noteServed(tab);
    const { problems } = await visit(page, `${baseUrl}/de/behandlungen/implantologie`);
    expect(problems).toEqual([]);
    expect(scripts.some((s) => s.includes('/frame-'))).toBe(true);
    expect(scripts.filter((s) => /\/(main|TreatmentPage|FaqAccordion)-/.test(s))).toEqual([]);
    // Without the router's data and without islands: the FAQ's answers are in the HTML once, as the
    // page (no structured-data copy: src/site/features/seo/structuredData.ts), in German alone.
    const html = await (await fetch(`${baseUrl}/de/behandlungen/implantologie`)).text();
    expect(html).not.toContain('$_TSR');
    expect([...html.matchAll(/data-island="([^"]+)"/g)]).toEqual([]);
    // The first answer of the catalogue's implantologie (content/catalogue), in German and in English.
    const [german, english] = ['dank der örtlichen Betäubung in aller Regel', 'Thanks to local anaesthesia, you will usually'];
    expect(html.split(german).length - 1).toBe(1);
    expect(html).not.toContain(english);

    // The accordion by keyboard: Tab reaches a question, ↓ moves to the next, Enter and Space open and
    // close, End and Home jump; a click opens another while the first stays open.
    const questions = page.locator('main #faq details > summary');
    expect(await questions.count()).toBeGreaterThan(2);
    expect(await questions.first().locator('h3').count()).toBe(1);
    await questions.first().focus();
    await page.keyboard.press('ArrowDown');
    const second = questions.nth(1);
    expect(await second.evaluate((el) => el === document.activeElement)).toBe(true);
    const answerOf = (question: typeof second) => question.locator('xpath=following-sibling::*[1]');
    expect(await answerOf(second).isVisible()).toBe(false);
    await page.keyboard.press('Enter');
    await expect.poll(() => answerOf(second).isVisible()).toBe(true);
    await page.keyboard.press('End');
    await page.keyboard.press(' ');
    await expect.poll(() => answerOf(questions.last()).isVisible()).toBe(true);
    expect(await answerOf(second).isVisible()).toBe(true);
    await page.keyboard.press('Home');
    expect(await questions.first().evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowUp');
    expect(await questions.last().evaluate((el) => el === document.activeElement)).toBe(true);

    // Anchors and the appointment request are the document's own links.
    const anchor = page.locator('main nav a[href^="#"]').last();
    const target = (await anchor.getAttribute('href'))!;
    await anchor.click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(target);
    expect(await page.locator(target).isVisible()).toBe(true);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('main a[href="/de/termin?treatment=implantologie"]').first().click();
    await expect.poll(() => page.evaluate(() => location.pathname + location.search)).toBe('/de/termin?treatment=implantologie');
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();

    // A treatment with before/after examples: the viewer moves by its buttons, keys and swipes.
    page.removeAllListeners();
    scripts.length = 0;
    tab.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    expect((await visit(page, `${baseUrl}/de/behandlungen/zahnkrone`)).problems).toEqual([]);
    expect(scripts.filter((s) => /\/(main|TreatmentPage)-/.test(s))).toEqual([]);
    const viewer = page.locator('main [data-island="BeforeAfterViewer/BeforeAfterViewer"]');
    const position = viewer.locator('[aria-live="polite"]');
    const served = (await position.innerText()).trim();
    expect(served).toMatch(/^1 \/ [2-9]/);
    await viewer.getByRole('button', { name: 'Nächstes Beispiel' }).click();
    await expect.poll(() => position.innerText()).toMatch(/^2 \//);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => position.innerText()).toBe(served);
    const frame = viewer.locator('[style*="--split"]');
    await frame.scrollIntoViewIfNeeded();
    const box = (await frame.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => position.innerText()).toMatch(/^2 \//);
    // The slider moves the split.
    await viewer.getByRole('slider').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => frame.getAttribute('style')).toContain('--split: 51%');
  });

  it("hydrates the contact page as its frame and islands; the form's code loads on first use, keeping what was typed and holding a submit until the form is alive", async ({
    page: tab,
    baseUrl,
  }) => {
    const scripts: string[] = [];
    tab.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    const page = await noteServed(tab);
    // The form's code arrives late, as on a slow line: what the visitor does meanwhile must not be lost.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/LiveContactForm\.island-/, async (route) => {
      await held;
      await route.continue();
    });
    const { problems } = await visit(page, `${baseUrl}/en/contact`);
    expect(problems).toEqual([]);
    expect(scripts.filter((s) => /\/(main|ContactPage)-/.test(s))).toEqual([]);
    const html = await (await fetch(`${baseUrl}/en/contact`)).text();
    expect(html).not.toContain('$_TSR');
    const islands = [...html.matchAll(/data-island="([^"]+)"/g)].map(([, name]) => name);
    expect(islands).toEqual(['OpenNowBadge/LiveOpenNowBadge', 'ContactForm/LiveContactForm', 'OpeningHours/OpeningHoursToday']);
    // Today's row is marked once its island is alive.
    expect(await page.locator('main tr[aria-current="date"]').count()).toBe(1);
    // A page read without touching the form does not load its code.
    expect(scripts.filter((s) => /\/(LiveContactForm\.island|useSubmission)-/.test(s))).toEqual([]);

    const field = (name: string) => page.locator(`main [name="${name}"]`);
    await field('name').fill('Jonas Müller');
    await field('email').fill('jonas.mueller@example.de');
    await field('subject').fill('Saturday');
    await field('message').fill('Are you open on Saturdays?');
    await page.getByRole('button', { name: 'Send message' }).click();
    // Sent before the form was alive: held, not sent by the browser with the fields in the address.
    expect(page.url()).toBe(`${baseUrl}/en/contact`);
    release();
    await expect
      .poll(() => page.getByRole('status').innerText())
      .toBe('Thank you for your message! We will get back to you as soon as possible.');
    expect(page.url()).toBe(`${baseUrl}/en/contact`);
    expect(await field('message').inputValue()).toBe('');

    // Alive now: invalid input shows the contract's messages at the fields, focus on the first.
    await field('email').fill('no address');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => field('email').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
  });

  it("says so when a form's code cannot be loaded, keeps what was typed, and loads it on the next try; a held 'Jetzt bewerben' then jumps to the form", async ({
    page: tab,
    baseUrl,
  }) => {
    const page = await noteServed(tab);
    // The line is down while the visitor fills the form and sends it (or a new release replaced the code).
    let online = false;
    await page.route(/\/LiveContactForm\.island-/, (route) => (online ? route.continue() : route.abort('internetdisconnected')));
    expect((await visit(page, `${baseUrl}/en/contact`)).problems).toEqual([]);
    const field = (name: string) => page.locator(`main [name="${name}"]`);
    await field('name').fill('Jonas Müller');
    await field('email').fill('jonas.mueller@example.de');
    await field('subject').fill('Saturday');
    await field('message').fill('Are you open on Saturdays?');
    const send = page.getByRole('button', { name: 'Send message' });
    await send.click();
    const alert = page.locator('main form [role="alert"]');
    await expect.poll(() => alert.innerText()).toBe(en['form.loadFailed']);
    expect(page.url()).toBe(`${baseUrl}/en/contact`);
    expect(await field('message').inputValue()).toBe('Are you open on Saturdays?');
    online = true;
    // The next press loads the code, and the message is sent with what was typed.
    await send.click();
    await expect
      .poll(() => page.getByRole('status').innerText())
      .toBe('Thank you for your message! We will get back to you as soon as possible.');
    expect(await alert.count()).toBe(0);

    // The application form's code cannot be loaded: 'Jetzt bewerben' does what the link does without a script.
    await page.unrouteAll();
    await page.route(/\/CareerApplication\.island-/, (route) => route.abort('internetdisconnected'));
    expect((await visit(page, `${baseUrl}/de/karriere`)).problems).toEqual([]);
    await page.locator('main a[data-apply-for]').first().click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#application');
    await page.locator('main form button[type="submit"]').click();
    await expect.poll(() => page.locator('main form [role="alert"]').innerText()).toBe(de['form.loadFailed']);
  });

  it("hydrates the careers page as its frame and its one live part, the application form, which 'Jetzt bewerben' preselects and which uploads a CV", async ({
    page: tab,
    baseUrl,
    site,
  }) => {
    const scripts: string[] = [];
    tab.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    const page = await noteServed(tab);
    const { problems } = await visit(page, `${baseUrl}/de/karriere`);
    expect(problems).toEqual([]);
    expect(scripts.some((s) => s.includes('/frame-'))).toBe(true);
    expect(scripts.filter((s) => /\/(main|CareersPage)-/.test(s))).toEqual([]);
    // Without the router's data: the island carries the positions' ids and titles in German, not their texts.
    const html = await (await fetch(`${baseUrl}/de/karriere`)).text();
    expect(html).not.toContain('$_TSR');
    const islands = [...html.matchAll(/data-island="([^"]+)"/g)].map(([, name]) => name);
    expect(islands).toEqual(['CareerApplicationForm/CareerApplication']);
    const props = JSON.parse((await page.locator('main [data-island]').getAttribute('data-props'))!) as {
      jobs: { id: string; title: string }[];
    };
    expect(props.jobs.length).toBeGreaterThan(1);
    for (const job of props.jobs) expect(Object.keys(job)).toEqual(['id', 'title']);
    const titles = await page.locator('main article h3').allInnerTexts();
    expect(props.jobs.map((j) => j.title)).toEqual(titles);

    // A page read without touching the form does not load its code.
    const formCode = () => scripts.filter((s) => /\/CareerApplication\.island-/.test(s));
    expect(formCode()).toEqual([]);

    // 'Jetzt bewerben' is a link to the form (it leads there without JavaScript too) that names its job:
    // the form's code comes with the first click, then the form preselects the job and its heading
    // takes focus, without a page load.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const apply = page.getByRole('link', { name: de['job.apply'] }).nth(1);
    expect(await apply.getAttribute('href')).toBe('#application');
    await apply.click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('apply-title');
    expect(formCode()).toHaveLength(1);
    expect(await field(page, de['form.application.job']).inputValue()).toBe(props.jobs[1]!.id);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    // The next one is the live form's own.
    await page.getByRole('link', { name: de['job.apply'] }).first().click();
    await expect.poll(() => field(page, de['form.application.job']).inputValue()).toBe(props.jobs[0]!.id);
    await page.getByRole('link', { name: de['job.apply'] }).nth(1).click();
    await expect.poll(() => field(page, de['form.application.job']).inputValue()).toBe(props.jobs[1]!.id);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('apply-title');

    // Sent empty: the fields say what is missing, nothing is sent.
    const sent: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname === '/api/v1/jobs/applications' && sent.push(r.method()));
    await page.getByRole('button', { name: de['form.application.submit'] }).click();
    await page.getByText(de['validation.application.privacy']).waitFor();
    await page.getByText(de['validation.application.fileRequired']).waitFor();
    expect(await field(page, de['form.field.firstName']).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    // A real upload: the fields and the CV as multipart, stored with the preselected job.
    await field(page, de['form.field.firstName']).fill('Insel');
    await field(page, de['form.field.lastName']).fill('Bewerberin');
    await field(page, de['form.field.email']).fill('insel.bewerberin@example.org');
    await field(page, de['form.field.phone']).fill('+49 151 7654321');
    const cv = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    await page
      .locator('main input[type="file"]')
      .setInputFiles({ name: 'Lebenslauf.pdf', mimeType: 'application/pdf', buffer: cv });
    await page.getByRole('checkbox').check();
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/jobs/applications');
    await page.getByRole('button', { name: de['form.application.submit'] }).click();
    expect((await answer).status()).toBe(201);
    await page.getByRole('status').filter({ hasText: de['form.application.success'] }).waitFor();
    const stored = await site.h.db.collection('applications').findOne({ email: 'insel.bewerberin@example.org' });
    expect(stored).toMatchObject({
      firstName: 'Insel',
      jobId: props.jobs[1]!.id,
      cv: { size: cv.length, contentType: 'application/pdf' },
    });

    // In the app (from a page that hydrates whole, the treatment list) the same form is the page's, and works the same.
    await visit(page, `${baseUrl}/de/behandlungen`);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 2));
    await page.locator('header a[href="/de/karriere"]:visible').first().click();
    await expect.poll(() => page.locator('main h1').textContent()).toBe(de['page.careers.title']);
    await page.getByRole('link', { name: de['job.apply'] }).first().click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('apply-title');
    expect(await field(page, de['form.application.job']).inputValue()).toBe(props.jobs[0]!.id);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(2);
  });

  it('hydrates the booking page as its frame and its one live part, the request form: free times of a day, field errors, the treatment a link names, and the same form in the app', async ({
    page: tab,
    baseUrl,
  }) => {
    const scripts: string[] = [];
    tab.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    const page = await noteServed(tab);
    const { problems } = await visit(page, `${baseUrl}/de/termin`);
    expect(problems).toEqual([]);
    expect(scripts.some((s) => s.includes('/frame-'))).toBe(true);
    expect(scripts.filter((s) => /\/(main|BookingPage)-/.test(s))).toEqual([]);
    // Without the router's data; the form is the one island. One served page for every booking
    // link: the treatment a link names is the browser's business.
    const html = await (await fetch(`${baseUrl}/de/termin`)).text();
    expect(html).not.toContain('$_TSR');
    expect([...html.matchAll(/data-island="([^"]+)"/g)].map(([, name]) => name)).toEqual(['BookingForm/BookingRequest']);
    const mainOf = (h: string) => /<main[\s\S]*<\/main>/.exec(h)![0];
    const linked = await (await fetch(`${baseUrl}/de/termin?treatment=implantologie`)).text();
    expect(mainOf(linked)).toBe(mainOf(html));

    // A page read without touching the form does not load its code; the first use does.
    const formCode = () => scripts.filter((s) => /\/BookingRequest\.island-/.test(s));
    expect(formCode()).toEqual([]);

    // An empty request (the press that wakes the form, its submit held until the form is alive): the form's messages at the fields.
    const submit = page.getByRole('button', { name: de['form.booking.submit'] });
    await submit.click();
    await page.getByText(de['validation.booking.firstName']).first().waitFor();
    await page.getByText(de['validation.booking.date']).first().waitFor();
    expect(formCode()).toHaveLength(1);
    // A practice and a day with consultation hours (Monday to Thursday): its free times appear.
    await pickBookableDay(page, de, 'oberfoehring');

    // A booking link from a treatment page preselects its treatment and names it, without a touch.
    page.removeAllListeners();
    const fromLink = await visit(page, `${baseUrl}/de/termin?treatment=implantologie`);
    expect(fromLink.problems).toEqual([]);
    await expect.poll(() => field(page, de['form.booking.treatmentType']).inputValue()).toBe('implant');
    await page.getByText(/^Ihre Anfrage zur Behandlung: Implantologie/).waitFor();
    // A malformed one is not even asked for.
    page.removeAllListeners();
    const junk = await visit(page, `${baseUrl}/de/termin?treatment=%3Cb%3E`);
    expect(junk.problems).toEqual([]);
    expect(junk.apiCalls.filter((p) => p.includes('/treatments/'))).toEqual([]);
    expect(await field(page, de['form.booking.treatmentType']).inputValue()).toBe('');

    // In the app (the treatment list's search is interactive), the menu's link shows the same form
    // on the client, and it works there too.
    page.removeAllListeners();
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, `${baseUrl}/de/behandlungen`);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('button', { name: de['nav.openMenu'] }).click();
    await page.getByRole('dialog', { name: de['nav.menu'] }).getByRole('link', { name: de['cta.requestAppointment'] }).click();
    await expect.poll(() => page.locator('main h1').textContent()).toBe(de['page.booking.title']);
    await pickBookableDay(page, de, 'schwabing');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  it('renders a blog post text with the Markdown parser only where the browser renders it: not on a served post, yes after a move in the app', async ({
    page: tab,
    baseUrl,
  }) => {
    // markdown-to-jsx's options as the site passes them (src/lib/markdown.ts): in whatever script carries the parser.
    const scripts: Promise<string>[] = [];
    tab.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(r.text().catch(() => '')));
    const parserLoaded = async () => (await Promise.all(scripts)).some((js) => js.includes('disableParsingRawHTML'));
    const page = await noteServed(tab);
    const { problems } = await visit(page, `${baseUrl}/de/blog/professionelle-zahnreinigung-ablauf`);
    expect(problems).toEqual([]);
    expect(await parserLoaded()).toBe(false);
    // A link in the served text loads its page.
    await page.locator('main a', { hasText: 'online anfragen' }).click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/de/termin');
    // From the blog (the app: its search is interactive) the router shows the post: the browser renders its text.
    await visit(page, `${baseUrl}/de/blog`);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('main a[href="/de/blog/professionelle-zahnreinigung-ablauf"]').first().click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/de/blog/professionelle-zahnreinigung-ablauf');
    await expect.poll(() => page.locator('main h2', { hasText: 'So läuft die Behandlung ab' }).count()).toBe(1);
    expect(await parserLoaded()).toBe(true);
    // In the app, the language switcher moves on the client too.
    const switcher = page.locator('header button[aria-controls]').filter({ hasText: 'Deutsch' }).first();
    await switcher.click();
    await page.locator(`[id="${await switcher.getAttribute('aria-controls')}"] a[lang="en"]`).click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/en/blog/professionelle-zahnreinigung-ablauf');
    await expect.poll(() => page.locator('main h2', { hasText: 'What happens during the appointment' }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  it("formats no date or number while the frame and its islands hydrate: the first one starts ICU's formats, tens of ms of the main thread (the open-now badge, today's opening hours)", async ({
    page,
    baseUrl,
  }) => {
    // Counts every way a script asks for a date or number format, from the page's first script on.
    await page.addInitScript(() => {
      const asked: string[] = [];
      (window as unknown as { formatsAsked: string[] }).formatsAsked = asked;
      for (const name of ['DateTimeFormat', 'NumberFormat', 'RelativeTimeFormat'] as const) {
        const original = Intl[name] as unknown as (...args: unknown[]) => unknown;
        const count = (args: unknown[]) => asked.push(`Intl.${name}(${JSON.stringify(args)})`);
        (Intl as unknown as Record<string, unknown>)[name] = new Proxy(original, {
          construct: (target, args) => (count(args), Reflect.construct(target, args)),
          apply: (target, self, args) => (count(args), Reflect.apply(target, self, args)),
        });
      }
      for (const [proto, names] of [
        [Date.prototype, ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']],
        [Number.prototype, ['toLocaleString']],
      ] as const)
        for (const name of names) {
          const original = (proto as unknown as Record<string, (...args: unknown[]) => unknown>)[name]!;
          Object.defineProperty(proto, name, {
            configurable: true,
            writable: true,
            value(this: unknown, ...args: unknown[]) {
              asked.push(`${name}(${JSON.stringify(args)})`);
              return original.apply(this, args);
            },
          });
        }
    });
    for (const path of [
      '/de',
      '/en/contact',
      '/ru/kontakt',
      '/de/behandlungen/implantologie',
      '/ru/team',
      '/en/blog/zahnnotfall-was-tun',
    ]) {
      await page.goto(`${baseUrl}${path}`);
      await waitForHydration(page);
      // Today's row of the opening hours is marked, which only the browser knows (OpeningHoursToday).
      if (path.includes('onta')) expect(await page.locator('main tr[aria-current="date"]').count(), path).toBe(1);
      expect(await page.evaluate(() => (window as unknown as { formatsAsked: string[] }).formatsAsked), path).toEqual([]);
    }
  });

  it('shows another language whole after switching on the client: the served data was only the page language', async ({
    page: tab,
    baseUrl,
  }) => {
    const page = await noteServed(tab);
    const mainText = () =>
      page.evaluate(() => {
        for (const el of document.querySelectorAll<HTMLElement>('main [data-after-hydration]')) el.style.display = 'none';
        return document.querySelector('main')!.innerText;
      });
    await visit(page, `${baseUrl}/en/behandlungen`);
    const servedEnglish = await mainText();
    const servedFooter = await page.locator('footer').innerText();
    expect(servedEnglish).toContain('Clear aligners');

    const { problems } = await visit(page, `${baseUrl}/de/behandlungen`);
    expect(problems).toEqual([]);
    // The German page's data carries no English text (src/site/routes/queryTransfer.ts).
    expect(await page.content()).not.toContain('Clear aligners');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const switcher = page.locator('header button[aria-controls]').filter({ hasText: 'Deutsch' }).first();
    await switcher.click();
    await page.locator(`[id="${await switcher.getAttribute('aria-controls')}"] a[lang="en"]`).click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/en/behandlungen');
    await expect.poll(mainText).toBe(servedEnglish);
    expect(await page.locator('footer').innerText()).toBe(servedFooter);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });
});
