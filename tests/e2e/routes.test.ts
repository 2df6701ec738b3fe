/**
 * Every public route and alias in mock mode: each renders its page (in de and en, a sample in
 * fr, es and ru) with zero axe violations; the redirect rules; unknown paths show not-found.
 */
import type { Page } from 'playwright';
import { inject } from 'vitest';
import de from '../../src/i18n/messages/de.json';
import en from '../../src/i18n/messages/en.json';
import es from '../../src/i18n/messages/es.json';
import fr from '../../src/i18n/messages/fr.json';
import ru from '../../src/i18n/messages/ru.json';
import { teamMembers } from '../../content/demo/team';
import { axeViolations } from '../support/axe';
import { watchErrors } from '../support/browser';
import { describe, expect, test as it } from '../support/e2e';
import { decidePath } from '../../src/lib/resolvePath';

const baseUrl = inject('baseUrl');
const member = teamMembers.find((m) => !m.isOwner && m.published)!.slug;
const owner = teamMembers.find((m) => m.isOwner)!.slug;
const post = 'zahnnotfall-was-tun';

let page: Page;

// One tab walks every route (the link check reads what the route tests collected).
it.beforeAll(({ sharedPage }) => {
  page = sharedPage;
});

const NOT_FOUND = [de, en, fr, es, ru].map((m) => m['notFound.title']);

/** Internal link targets seen on the pages visited (for the dead-link check). */
const linked = new Set<string>();

/** The language of the app loaded in the tab; a path in another one is loaded whole. */
let loadedLang: string | undefined;
/** A path no route has: the app shows its not-found page, a heading unlike any route's. */
const BETWEEN = 'zwischen-zwei-seiten';

/**
 * Opens a path and returns the main heading once the page has rendered. Within one language the
 * loaded app goes there as its own links do (the address changes, the router renders the route):
 * a full load in mock mode fetches some 330 modules from the dev server, ten times the route's cost.
 * Between two routes it passes a not-found page, so the heading read is the new route's even where
 * two routes show the same screen (an alias and its page).
 */
async function open(path: string): Promise<string> {
  const lang = path.split('/')[1];
  if (lang !== loadedLang || !page.url().startsWith(baseUrl)) {
    await page.goto(`${baseUrl}${path}`);
    loadedLang = lang;
  } else {
    await navigateInApp(`/${lang}/${BETWEEN}`);
    await page.waitForFunction(
      (titles) => titles.includes(document.querySelector('main h1')?.textContent?.trim() ?? ''),
      NOT_FOUND,
      {
        timeout: 20_000,
      },
    );
    await navigateInApp(path);
    // A route that shows not-found fails below, with its heading, once the wait has given up.
    await page
      .waitForFunction((titles) => !titles.includes(document.querySelector('main h1')?.textContent?.trim() ?? ''), NOT_FOUND, {
        timeout: 10_000,
      })
      .catch(() => undefined);
  }
  return readHeading();
}

/** The address changes as a link of the app changes it; the router follows the history's event. */
async function navigateInApp(path: string) {
  await page.evaluate((p) => {
    history.pushState(history.state, '', p);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}

/** The main heading once the page is no longer loading; notes the page's internal links. */
async function readHeading(): Promise<string> {
  const h1 = page.locator('main h1').first();
  await h1.waitFor({ timeout: 20_000 });
  // Pages show a loading state first; wait until the heading is the page's own.
  await page
    .waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), undefined, { timeout: 20_000 })
    .catch(() => undefined);
  const heading = (await h1.textContent())?.trim() ?? '';
  // Links of real pages only (a not-found page's language links keep its unknown path on purpose).
  if (!NOT_FOUND.includes(heading))
    for (const href of await page.$$eval('a[href^="/"]:not([hreflang])', (as) => as.map((a) => a.getAttribute('href')!)))
      linked.add(href.replace(/[?#].*$/, ''));
  return heading;
}

/** Path under the language → what its main heading says (a string from the catalogues or a pattern). */
const ROUTES: [string, (m: typeof de) => string | RegExp][] = [
  ['', () => /Praxis|practice|Oberföhring/i],
  ['muenchen', () => /München|Munich/],
  ['muenchen-oberfoehring', () => /Oberföhring/],
  ['muenchen-bogenhausen', () => /Bogenhausen/],
  ['muenchen/veneers', () => /Veneers/],
  ['muenchen-oberfoehring/implantologie', () => /Implant/],
  ['muenchen-bogenhausen/prophylaxe', () => /Prophyla|Preventive/],
  ['leistungen', (m) => m['page.services.title']],
  ['leistungen/implantology', () => /Implant/],
  ['behandlungen', (m) => m['page.treatments.title']],
  ['treatments', (m) => m['page.treatments.title']],
  ['behandlungen/veneers', () => /Veneers/],
  ['treatments/zahnbrücke', () => /brücke|bridge/i],
  ['team', (m) => m['page.team.title']],
  [`team/${owner}`, () => /Katharina Berger/],
  [`team/${member}`, () => /\w/],
  [owner, () => /Katharina Berger/],
  ['praxis', (m) => m['page.practice.title']],
  ['practice', (m) => m['page.practice.title']],
  ['praxis/team', (m) => m['page.team.title']],
  [`praxis/team/${member}`, () => /\w/],
  ['kontakt', (m) => m['page.contact.title']],
  ['contact', (m) => m['page.contact.title']],
  ['termin', (m) => m['page.booking.title']],
  ['appointment', (m) => m['page.booking.title']],
  ['booking', (m) => m['page.booking.title']],
  ['blog', (m) => m['page.blog.title']],
  [`blog/${post}`, () => /\w/],
  ['ueber-uns', () => /\w/],
  ['about-us', () => /\w/],
  ['about', () => /\w/],
  ['karriere', (m) => m['page.careers.title']],
  ['careers', (m) => m['page.careers.title']],
  ['jobs', (m) => m['page.careers.title']],
  ['career', (m) => m['page.careers.title']],
  ['datenschutz', () => /Datenschutz|Privacy/],
  ['privacy', () => /Datenschutz|Privacy/],
  ['impressum', () => /Impressum|Legal notice|Imprint/],
  ['imprint', () => /Impressum|Legal notice|Imprint/],
  // The accessibility statement and the emergency page, under every alias.
  ['barrierefreiheit', (m) => m['legal.title.accessibility']],
  ['accessibility', (m) => m['legal.title.accessibility']],
  ['accesibilidad', (m) => m['legal.title.accessibility']],
  ['notfall', (m) => m['page.emergency.title']],
  ['emergency', (m) => m['page.emergency.title']],
  ['urgencias', (m) => m['page.emergency.title']],
];

describe.each([
  ['de', de],
  ['en', en],
] as const)('every route of spec §2 in %s', (lang, messages) => {
  it.each(ROUTES)(`/${lang}/%s renders its page without accessibility violations`, async (path, expected) => {
    const errors = watchErrors(page);
    const h1 = await open(`/${lang}${path ? `/${path}` : ''}`);
    expect(NOT_FOUND).not.toContain(h1);
    const want = expected(messages as typeof de);
    if (typeof want === 'string') expect(h1).toBe(want);
    else expect(h1).toMatch(want);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });
});

describe('a sample in fr, es and ru', () => {
  it.each([
    // By language: the app is loaded once per language, then follows its own links.
    ['fr', 'behandlungen/veneers', /Facettes|Veneers/],
    ['fr', 'kontakt', /Contact/],
    ['fr', 'accessibility', /accessibilité/],
    ['es', 'career', /Empleo/],
    ['es', 'blog', /Blog/],
    ['es', 'emergency', /Urgencia dental/],
    ['ru', '', /./],
    ['ru', `team/${owner}`, /Katharina Berger/],
    ['ru', 'termin', /Записаться/],
    ['ru', 'emergency', /Неотложная/],
  ] as const)('/%s/%s', async (lang, path, want) => {
    const h1 = await open(`/${lang}${path ? `/${path}` : ''}`);
    expect(h1).toMatch(want);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('redirects and not-found (spec §2)', () => {
  it('sends / to /de and an unknown language to /de', async () => {
    loadedLang = undefined;
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(`${baseUrl}/de`);
    await page.goto(`${baseUrl}/xx`);
    await page.waitForURL(`${baseUrl}/de`);
    await page.goto(`${baseUrl}/it/kontakt`);
    await page.waitForURL(`${baseUrl}/de/kontakt`);
  });

  it.each([
    'behandlungen',
    'behandlungen/veneers',
    'treatments',
    'treatments/veneers',
    'team',
    `team/${member}`,
    'praxis',
    'practice',
    'kontakt',
    'contact',
    'termin',
    'appointment',
    'blog',
    `blog/${post}`,
    'karriere',
    'careers',
    'datenschutz',
    'impressum',
    'barrierefreiheit',
    'notfall',
  ])('redirects the legacy path /%s to the current language', async (path) => {
    // The current language is the stored choice (here English, chosen on an earlier visit).
    await open('/en');
    // The app's own decision, as on a link to the old address; a typed one is the test below.
    await navigateInApp(`/${path}`);
    await page.waitForURL(`${baseUrl}/en/${encodeURI(path)}`);
    // The page it lands on is the route's own.
    expect(NOT_FOUND).not.toContain(await readHeading());
  });

  it('redirects a typed legacy address on loading it, by the stored language', async () => {
    await open('/en');
    await page.goto(`${baseUrl}/behandlungen/veneers`);
    await page.waitForURL(`${baseUrl}/en/behandlungen/veneers`);
    loadedLang = 'en';
    expect(await readHeading()).toMatch(/Veneers/);
  });

  it.each(['/de/gibt-es-nicht', '/de/behandlungen/gibt-es-nicht', '/en/kontakt/extra', '/unbekannt', '/de/blog/gibt-es-nicht'])(
    '%s shows the not-found page and keeps the address',
    async (path) => {
      const h1 = await open(path);
      expect(NOT_FOUND.some((t) => h1 === t) || /nicht gefunden|not found/i.test(h1)).toBe(true);
      expect(new URL(page.url()).pathname).toBe(encodeURI(path));
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  it('shows the team not-found message with a link back to the team', async () => {
    await open('/de/team/niemand');
    await page.getByText(de['error.teamMemberNotFound']).first().waitFor();
    await page.getByRole('main').getByRole('link', { name: de['notFound.backToTeam'] }).click();
    await page.waitForURL(`${baseUrl}/de/team`);
  });
});

describe('links', () => {
  /**
   * Every internal link on the pages above leads to a page: each target goes through the same
   * resolver the router uses, and slugs are looked up through the same API the page would call.
   * (Rendering every screen is covered by the route table above; this keeps the check fast.)
   */
  it('has no dead internal links', async () => {
    await open('/de');
    const api = (path: string) =>
      page.evaluate(async (p) => {
        const r = await fetch(p);
        return { status: r.status, body: r.ok ? await r.json() : null };
      }, path);
    const categories = (await api('/api/v1/treatments/categories')).body.data as { slug: string }[];
    const treatments = (await api('/api/v1/treatments')).body.data as { slug: string }[];
    const isService = (slug: string) => categories.some((c) => c.slug === slug) || treatments.some((t) => t.slug === slug);
    const dead: string[] = [];
    const targets = [...linked].filter((p) => !p.startsWith('/admin') && !/\.\w+$/.test(p));
    expect(targets.length).toBeGreaterThan(50);
    for (const target of targets) {
      const decision = decidePath(decodeURI(target), 'de');
      if (decision.kind === 'redirect') continue;
      const s = decision.screen;
      const slug = 'slug' in s ? encodeURIComponent(s.slug) : '';
      const ok =
        s.screen === 'notFound'
          ? false
          : s.screen === 'treatment'
            ? (await api(`/api/v1/treatments/${slug}`)).status === 200
            : s.screen === 'teamMember'
              ? (await api(`/api/v1/team/${slug}`)).status === 200
              : s.screen === 'ownerAlias'
                ? (await api(`/api/v1/team/${slug}`)).body?.data?.isOwner === true
                : s.screen === 'blogPost'
                  ? (await api(`/api/v1/blog/${slug}`)).status === 200
                  : s.screen === 'service'
                    ? categories.some((c) => c.slug === s.slug)
                    : s.screen === 'locationService'
                      ? isService(s.slug)
                      : true;
      if (!ok) dead.push(target);
    }
    expect(dead).toEqual([]);
  });
});
