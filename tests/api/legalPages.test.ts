/**
 * The legal pages, the accessibility statement and the emergency page in production:
 * server-rendered from the legal record and the settings that drive the site — Google Analytics is
 * named only while an analytics id is set, a fact the practice has not supplied is left out, the
 * statutory baseline stands in until the legal record is saved; the vitamin-D infusions are not
 * published (404, not in the sitemap or the lists); reviews carry their source and the practice's
 * verification statement. Needs the built site (npm run build:site).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { legalRecord } from '../../content/demo/legal';
import { DEFAULT_RETENTION, RETENTION } from '../../src/contract/rules/retention';
import { api, login } from '../contract/target';
import { startHarness, type Harness } from './harness';
import { updateBody } from '../support/records';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness('legal', {}, { site: true });
});
afterAll(() => h?.close());
// Each test starts from the seed; the reseed also ends the sessions, so log in again.
beforeEach(async () => {
  await h.target.reset();
  token = await login(h.target, 'admin');
});

const page = async (path: string) => {
  const res = await fetch(h.target.baseUrl + path, { redirect: 'manual' });
  const html = await res.text();
  const main = /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  // Tags removed without a space: "(BayLDA)</a>, Promenade" reads as the visitor sees it.
  const text = main
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\u00AD/g, '') // soft hyphens in long German headings
    .replace(/\s+/g, ' ')
    .trim();
  return { status: res.status, html, main, text };
};
/** An admin edit of a singleton: the record as stored, with `change` applied. */
async function editSingleton(name: string, change: (r: Record<string, any>) => void) {
  const record = updateBody((await api(h.target, 'GET', `/api/v1/admin/${name}/${name}`, { token })).json);
  change(record);
  const r = await api(h.target, 'PUT', `/api/v1/admin/${name}/${name}`, { token, body: record });
  expect(r.status, r.text).toBe(200);
}

describe('privacy policy generated from the site settings', () => {
  it('names Google Analytics with its transfer basis while an analytics id is set, and not once it is removed', async () => {
    const withAnalytics = await page('/de/datenschutz');
    expect(withAnalytics.status).toBe(200);
    expect(withAnalytics.text).toContain('Google Analytics 4');
    expect(withAnalytics.text).toContain('EU-US Data Privacy Framework');
    expect(withAnalytics.text).toContain('Art. 45 DSGVO');
    // No period of its own: the one set in the Google account, at most Google's longest.
    expect(withAnalytics.text).toContain(
      `in unserem Google-Analytics-Konto eingestellt ist, spätestens nach ${RETENTION.analyticsMonths} Monaten`,
    );
    expect(withAnalytics.text).toMatch(/pseudonymisiert, nicht anonym/);

    await editSingleton('settings', (s) => (s.analyticsId = ''));
    const without = await page('/de/datenschutz');
    expect(without.status).toBe(200);
    expect(without.text).not.toContain('Google');
    expect(without.text).toContain('keine Webanalyse');
    expect(without.text).not.toContain('Cookie-Einstellungen ändern'); // no consent to withdraw
    expect((await page('/en/privacy')).text).not.toContain('Google Analytics');
  });

  it('names what the site embeds and links to, the processors and the supervisory authority', async () => {
    const { text, main } = await page('/de/datenschutz');
    expect(text).toContain('OpenStreetMap Foundation');
    expect(text).toContain('Doctolib GmbH'); // the booking service the buttons lead to (settings.bookingUrl)
    expect(text).toContain('utm_source');
    expect(text).toContain(legalRecord.smtpProvider.name);
    expect(text).toContain(legalRecord.hostingProvider.name);
    expect(text).toContain('WhatsApp Ireland Limited');
    expect(text).toMatch(/Art\. 15 DSGVO[\s\S]*Art\. 21 DSGVO[\s\S]*Art\. 77 DSGVO/);
    expect(main).toContain('href="https://www.lda.bayern.de"');
    expect(text).toMatch(/Bayerisches Landesamt für Datenschutzaufsicht \(BayLDA\)[^,]*, Promenade 18, 91522 Ansbach/);
    expect(text).toContain(`spätestens ${DEFAULT_RETENTION.contactMessageMonths} Monate nach unserer letzten Antwort`);
    expect(text).toContain('Unbestätigte Newsletter-Anmeldungen: 30 Tage nach der Anmeldung');
  });

  it('states the retention periods admins set, in every language', async () => {
    await editSingleton('settings', (s) => {
      s.retention = { ...DEFAULT_RETENTION, contactMessageMonths: 18, applicationDecidedMonths: 4, newsletterPendingDays: 21 };
    });
    const de = (await page('/de/datenschutz')).text;
    expect(de).toContain('spätestens 18 Monate nach unserer letzten Antwort');
    expect(de).toContain(
      'Bewerbungen mit Lebenslauf: 4 Monate nach unserer Entscheidung, ohne Entscheidung 12 Monate nach Eingang',
    );
    expect(de).toContain('Unbestätigte Newsletter-Anmeldungen: 21 Tage nach der Anmeldung');
    expect(de).not.toContain(`${DEFAULT_RETENTION.applicationDecidedMonths} Monate nach unserer Entscheidung`);
    expect((await page('/en/privacy')).text).toContain('Job applications with CV: 4 months after our decision');
    const ru = (await page('/ru/privacy')).text;
    expect(ru).toContain('через 18 месяцев после нашего последнего ответа');
    expect(ru).toContain('через 21 день после подписки');
    // Out of bounds is refused: no admin can promise (or keep) less than the minimum.
    const record = (await api(h.target, 'GET', '/api/v1/admin/settings/settings', { token })).json;
    const { id: _i, createdAt: _c, updatedAt: _u, updatedBy: _b, ...body } = record;
    body.retention.applicationDecidedMonths = 1;
    expect((await api(h.target, 'PUT', '/api/v1/admin/settings/settings', { token, body })).status).toBe(400);
  });

  it('leaves out a processor and a chat the practice does not use', async () => {
    await editSingleton('legal', (l) => (l.smtpProvider = { name: '', address: '' }));
    await editSingleton('settings', (s) => (s.whatsappNumber = ''));
    await editSingleton('contact', (c) => (c.social_media.whatsapp = '')); // the contact page's chat link
    const { text } = await page('/de/datenschutz');
    expect(text).not.toContain(legalRecord.smtpProvider.name);
    expect(text).not.toContain('Versand von E-Mails');
    expect(text).not.toContain('WhatsApp');
    await editSingleton('settings', (s) => (s.analyticsId = ''));
    expect((await page('/de/datenschutz')).text).toContain('In die USA übermitteln wir keine Daten.');
  });
});

describe('legal notice generated from the legal record', () => {
  it('states the regulated profession: title and state, chamber and KZV with links, rules, insurer and cover, legal form', async () => {
    const { status, text, main } = await page('/de/impressum');
    expect(status).toBe(200);
    expect(text).toContain('Angaben gemäß § 5 DDG');
    expect(text).toContain('Gesetzliche Berufsbezeichnung: Zahnärztin / Zahnarzt, verliehen in: Bundesrepublik Deutschland');
    expect(main).toContain('href="https://www.blzk.de"');
    expect(main).toContain('href="https://www.kzvb.de"');
    expect(main).toContain('href="https://www.blzk.de/blzk/site.nsf/id/pa_berufsrechtliche_regelungen.html"');
    expect(text).toContain('Berufsordnung für die Bayerischen Zahnärzte');
    expect(text).toContain('Zahnheilkundegesetz');
    expect(text).toContain('Gebührenordnung für Zahnärzte (GOZ)');
    expect(text).toContain(`${legalRecord.liabilityInsurer.name}, ${legalRecord.liabilityInsurer.address}`);
    expect(text).toContain('Räumlicher Geltungsbereich: Deutschland');
    expect(text).toContain('Partnerschaftsgesellschaft mit beschränkter Berufshaftung (Partnerschaft mbB)');
    // The English notice says what "mbB" limits: professional liability.
    expect((await page('/en/imprint')).text).toContain('limited professional liability');
  });

  it('shows the VAT id only if there is one, and never an insurer the practice has not named', async () => {
    expect((await page('/de/impressum')).text).toContain('Umsatzsteuer-Identifikationsnummer');
    await editSingleton('contact', (c) => (c.tax_id = ''));
    await editSingleton('legal', (l) => (l.liabilityInsurer = { name: '', address: '', areaOfCover: { de: '' } }));
    const { status, text } = await page('/de/impressum');
    expect(status).toBe(200);
    expect(text).not.toContain('Umsatzsteuer');
    expect(text).not.toContain('Berufshaftpflichtversicherung');
    expect(text).toContain('Bayerische Landeszahnärztekammer');
  });

  it('stands on the statutory baseline until the legal record is saved (a database from before the legal record existed)', async () => {
    await h.db.collection('legal').deleteMany({});
    h.app.publicCache.clear();
    const { status, text } = await page('/de/impressum');
    expect(status).toBe(200);
    expect(text).toContain('Bayerische Landeszahnärztekammer');
    expect(text).not.toContain('Berufshaftpflichtversicherung'); // practice facts: not invented
    expect(text).not.toContain('Vertreten durch');
    const admin = await api(h.target, 'GET', '/api/v1/admin/legal/legal', { token });
    expect(admin.status).toBe(200);
    expect(admin.json.liabilityInsurer.name).toBe('');
    // The first save stores the record.
    await editSingleton('legal', (l) => (l.representatives = 'Dr. Erika Muster'));
    expect((await page('/de/impressum')).text).toContain('Vertreten durch: Dr. Erika Muster');
  });
});

describe('accessibility statement and emergency page', () => {
  it.each([
    ['/de/barrierefreiheit', 'Erklärung zur Barrierefreiheit', 'teilweise vereinbar'],
    ['/en/accessibility', 'Accessibility statement', 'partially compliant'],
    ['/fr/accessibility', 'Déclaration d’accessibilité', 'partiellement conforme'],
    ['/es/accessibility', 'Declaración de accesibilidad', 'cumple parcialmente'],
    ['/ru/accessibility', 'Заявление о доступности', 'частично соответствует'],
  ])('%s states conformance, limitations, feedback, date and the market surveillance authority', async (path, title, status) => {
    const p = await page(path);
    expect(p.status).toBe(200);
    expect(p.text).toContain(title);
    expect(p.text).toContain(status);
    expect(p.text).toContain('EN 301 549');
    expect(p.text).toContain('MLBF');
    expect(p.main).toContain('href="mailto:info@praxis-dr-berger.de"');
    expect(p.text).toMatch(/2026/); // the review date of the record
  });

  it('names the booking service as a limitation only while one is set, and offers the authority’s details it lacks', async () => {
    const withService = await page('/de/barrierefreiheit');
    expect(withService.text).toContain('Der externe Online-Buchungsdienst');
    expect(withService.text).toContain('Die aktuellen Kontaktdaten der Stelle nennen wir Ihnen auf Anfrage gern.');
    await editSingleton('settings', (s) => (s.bookingUrl = ''));
    const without = await page('/de/barrierefreiheit');
    expect(without.status).toBe(200);
    expect(without.text).not.toContain('Online-Buchungsdienst');
    expect(without.text).toContain('OpenStreetMap');
  });

  it.each(['/de/notfall', '/en/emergency', '/fr/emergency', '/es/emergency', '/ru/emergency'])(
    '%s names the Munich dental emergency service, 112 and the practice numbers',
    async (path) => {
      const p = await page(path);
      expect(p.status).toBe(200);
      expect(p.main).toContain('href="https://www.notdienst-zahn.de"');
      expect(p.text).toContain('Zahnärztlicher Notdienst München');
      expect(p.text).toContain('112');
      expect(p.main).toContain('href="tel:+498995456780"');
    },
  );

  it('is linked from every page footer and from the contact page', async () => {
    const home = await page('/de');
    expect(home.html).toContain('href="/de/barrierefreiheit"');
    expect(home.html).toContain('href="/de/notfall"');
    expect((await page('/en')).html).toContain('href="/en/accessibility"');
    expect((await page('/de/kontakt')).main).toContain('href="/de/notfall"');
  });

  it('lists both pages in the sitemap, in every language', async () => {
    const sitemap = await (await fetch(`${h.target.baseUrl}/sitemap.xml`)).text();
    for (const path of ['/de/barrierefreiheit', '/en/accessibility', '/ru/accessibility', '/de/notfall', '/es/emergency'])
      expect(sitemap).toContain(`${h.target.baseUrl}${path}</loc>`);
  });
});

describe('treatments outside dentistry', () => {
  it('keeps the vitamin-D infusions unpublished: 404, not listed, not in the sitemap', async () => {
    expect((await page('/de/behandlungen/vitamin-d-infusionen')).status).toBe(404);
    const list = await api(h.target, 'GET', '/api/v1/treatments');
    expect(list.json.data.map((t: { slug: string }) => t.slug)).not.toContain('vitamin-d-infusionen');
    expect((await api(h.target, 'GET', '/api/v1/treatments?q=vitamin')).json.data).toEqual([]);
    const sitemap = await (await fetch(`${h.target.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('vitamin-d');
    expect((await page('/de/behandlungen')).html).not.toContain('vitamin-d-infusionen');
  });

  it('refuses to publish them without a physician and publishes them with one', async () => {
    const record = updateBody((await api(h.target, 'GET', '/api/v1/admin/treatments/vitamin-d-infusionen', { token })).json);
    const refused = await api(h.target, 'PUT', '/api/v1/admin/treatments/vitamin-d-infusionen', {
      token,
      body: { ...record, published: true },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.issues).toContainEqual({ path: ['physicianName'], message: 'validation.physicianRequired' });
    const ok = await api(h.target, 'PUT', '/api/v1/admin/treatments/vitamin-d-infusionen', {
      token,
      body: { ...record, published: true, physicianName: 'Dr. med. Erika Muster' },
    });
    expect(ok.status, ok.text).toBe(200);
    const p = await page('/de/behandlungen/vitamin-d-infusionen');
    expect(p.status).toBe(200);
    expect(p.text).toContain('Dr. med. Erika Muster');
  });
});

describe('treatment labels and reviews', () => {
  it('labels the responsible dentist neutrally unless the team record holds a specialist title', async () => {
    const list = await page('/de/behandlungen');
    expect(list.text).toContain('Behandlung durch Dr. Katharina Berger');
    expect(list.text).not.toContain('Spezialistenbehandlung');
    const berger = (await api(h.target, 'GET', '/api/v1/admin/team?filter={"isOwner":true}', { token })).json[0];
    const r = await api(h.target, 'PUT', `/api/v1/admin/team/${berger.id}`, {
      token,
      body: { ...updateBody(berger), specialistTitle: { de: 'Fachzahnärztin für Oralchirurgie' } },
    });
    expect(r.status, r.text).toBe(200);
    expect((await page('/de/behandlungen')).text).toContain(
      'Behandlung durch Dr. Katharina Berger, Fachzahnärztin für Oralchirurgie',
    );
  });

  it('shows each review with its source, linked where stored, and the practice verification statement', async () => {
    const [review] = (
      await api(h.target, 'GET', '/api/v1/admin/reviews?filter={"status":"approved"}&sort=["date","DESC"]', { token })
    ).json;
    const r = await api(h.target, 'PUT', `/api/v1/admin/reviews/${review.id}`, {
      token,
      // The demo's reviews are examples (source 'demo', never linked): staff record a real one's source.
      body: { ...updateBody(review), source: 'jameda', sourceUrl: 'https://www.example.org/review/1' },
    });
    expect(r.status, r.text).toBe(200);
    const home = await page('/de');
    expect(home.main).toMatch(/<a href="https:\/\/www\.example\.org\/review\/1"[^>]*>Bewertung auf jameda/);
    expect(home.text).toContain('Wie wir Bewertungen prüfen:');
    expect(home.text).toContain(legalRecord.reviewVerification.de);
  });
});
