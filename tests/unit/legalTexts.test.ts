/**
 * The generated legal texts as plain functions of the records, in every language: the
 * accessibility statement's market surveillance authority and its booking-service limitation, and
 * what the privacy policy says about how long Google Analytics keeps data. The server-rendered pages
 * are covered by tests/api/legalPages.test.ts; these checks need no database and no build.
 */
import { describe, expect, it } from 'vitest';
import { contactData } from '../../content/demo/contact';
import { legalRecord } from '../../content/demo/legal';
import { settings } from '../../content/demo/settings';
import { LANGUAGES, type LanguageCode } from '../../src/contract/common';
import type { LegalFacts } from '../../src/contract/entities/legal';
import { LEGAL_BASELINE } from '../../src/contract/rules/legal';
import { RETENTION } from '../../src/contract/rules/retention';
import { accessibilityMarkdown } from '../../src/site/features/legal/accessibility';
import { privacyMarkdown } from '../../src/site/features/legal/privacy';

const withBody = (body: Partial<LegalFacts['accessibility']['enforcementBody']>): LegalFacts => {
  const legal = structuredClone(legalRecord);
  Object.assign(legal.accessibility.enforcementBody, body);
  return legal;
};
/** The section under the "## heading" of the language's enforcement heading, up to the next one. */
const sectionOf = (markdown: string, heading: string) => markdown.split(`## ${heading}\n\n`)[1]?.split('\n## ')[0] ?? '';

const ENFORCEMENT: Record<LanguageCode, [heading: string, fallback: string]> = {
  de: ['Marktüberwachung', 'Die aktuellen Kontaktdaten der Stelle nennen wir Ihnen auf Anfrage gern.'],
  en: ['Market surveillance', 'We will gladly give you the authority’s current contact details on request.'],
  fr: ['Surveillance du marché', 'nous vous communiquons volontiers les coordonnées actuelles de cette autorité'],
  es: ['Vigilancia del mercado', 'le facilitamos los datos de contacto actuales de esta autoridad'],
  ru: ['Надзор за рынком', 'Актуальные контактные данные этого органа мы охотно сообщим вам по запросу.'],
};

describe('accessibility statement: market surveillance authority', () => {
  it('has no web address or postal address in the baseline that nobody here could check', () => {
    expect(LEGAL_BASELINE.accessibility.enforcementBody.url).toBe('');
    expect(legalRecord.accessibility.enforcementBody.url).toBe('');
  });

  it.each(LANGUAGES)('%s: names the MLBF and, without a web address, offers its contact details instead of guessing', (lang) => {
    const [heading, fallback] = ENFORCEMENT[lang];
    const text = sectionOf(accessibilityMarkdown(lang, { legal: legalRecord, contact: contactData, settings }), heading);
    expect(text).toContain('MLBF');
    expect(text).not.toContain('](');
    expect(text).toContain(fallback);
  });

  it.each(LANGUAGES)('%s: links the authority and gives its address once staff enter them, without the fallback', (lang) => {
    const [heading, fallback] = ENFORCEMENT[lang];
    const legal = withBody({ address: 'Musterstraße 1, 12345 Musterstadt', url: 'https://authority.example' });
    const text = sectionOf(accessibilityMarkdown(lang, { legal, contact: contactData, settings }), heading);
    expect(text).toMatch(/MLBF\\\)\]\(https:\/\/authority\.example\), Musterstraße 1, 12345 Musterstadt\./); // the name (parentheses escaped) is the link
    expect(text).not.toContain(fallback);
  });
});

/** The limitation's words per language: the booking button it names. */
const BOOKING_LIMIT: Record<LanguageCode, string> = {
  de: 'Online-Buchungsdienst',
  en: 'online booking service',
  fr: 'service de réservation en ligne',
  es: 'servicio externo de reservas',
  ru: 'сервис онлайн-записи',
};

describe('accessibility statement: the external booking service', () => {
  it.each(LANGUAGES)('%s: names its limitation while a booking service is set, and not without one', (lang) => {
    const facts = { legal: legalRecord, contact: contactData };
    const withService = accessibilityMarkdown(lang, { ...facts, settings });
    const without = accessibilityMarkdown(lang, { ...facts, settings: { ...settings, bookingUrl: '' } });
    expect(withService).toContain(BOOKING_LIMIT[lang]);
    expect(without).not.toContain(BOOKING_LIMIT[lang]);
    expect(accessibilityMarkdown(lang, facts)).not.toContain(BOOKING_LIMIT[lang]);
    // The other limitations stay.
    expect(without).toContain('OpenStreetMap');
    expect(without.split('\n- ').length).toBe(withService.split('\n- ').length - 1);
  });
});

/** The words that tie the analytics retention to the Google account's setting, per language. */
const ANALYTICS_RETENTION: Record<LanguageCode, string> = {
  de: `nach der Speicherdauer gelöscht, die in unserem Google-Analytics-Konto eingestellt ist, spätestens nach ${RETENTION.analyticsMonths} Monaten`,
  en: `after the retention period set in our Google Analytics account, at the latest after ${RETENTION.analyticsMonths} months`,
  fr: `durée de conservation définie dans notre compte Google Analytics, au plus tard au bout de ${RETENTION.analyticsMonths} mois`,
  es: `plazo de conservación configurado en nuestra cuenta de Google Analytics, a más tardar a los ${RETENTION.analyticsMonths} meses`,
  ru: `срока хранения, установленного в нашем аккаунте Google Analytics, но не позднее чем через ${RETENTION.analyticsMonths} месяцев`,
};

describe('privacy policy: how long Google Analytics keeps data', () => {
  it('has no retention setting of its own: the period is chosen in the Google account', () => {
    expect(Object.keys(settings).filter((k) => /analytics/i.test(k))).toEqual(['analyticsId']);
    expect(RETENTION.analyticsMonths).toBe(14);
  });

  it.each(LANGUAGES)('%s: states the account setting with its upper bound, not a fixed period', (lang) => {
    const text = privacyMarkdown(lang, { legal: legalRecord, contact: contactData, settings });
    expect(text).toContain(ANALYTICS_RETENTION[lang]);
    expect(text).not.toMatch(/(nach|after|au bout de|a los|через) 14 (Monaten|months|mois|meses|месяцев)\./);
  });
});

/** The heading of the statistics section, the legal basis and the retention, per language. */
const STATISTICS_TEXT: Record<LanguageCode, [heading: string, basis: string, kept: string]> = {
  de: ['Eigene Besuchsstatistik ohne Cookies', 'Art. 6 Abs. 1 lit. f DSGVO', 'nach 25 Monaten gelöscht'],
  en: ['Our own visit statistics without cookies', 'Art. 6(1)(f) GDPR', 'deleted after 25 months'],
  fr: ['Nos propres statistiques de visite, sans cookies', 'article 6, paragraphe 1, point f) du RGPD', 'au bout de 25 mois'],
  es: ['Estadísticas de visitas propias sin cookies', 'art. 6, apdo. 1, letra f) del RGPD', 'a los 25 meses'],
  ru: ['Собственная статистика посещений без cookie', 'ст. 6 п. 1 лит. f GDPR', 'через 25 месяцев'],
};

describe('privacy policy: the website’s own statistics', () => {
  it.each(LANGUAGES)('%s: says what is counted, on which basis, that nothing reaches the device, and for how long', (lang) => {
    // Also without Google Analytics: the statistics are counted on the server either way.
    const text = privacyMarkdown(lang, { legal: legalRecord, contact: contactData, settings: { ...settings, analyticsId: '' } });
    const [heading, basis, kept] = STATISTICS_TEXT[lang];
    // Numbered sections: "## 6. <heading>".
    const section = text.split(new RegExp(`## \\d+\\. ${heading}\n\n`))[1]?.split('\n## ')[0] ?? '';
    expect(section).toContain(basis);
    expect(section).toContain('TDDDG');
    expect(section).toContain(kept);
    expect(section).toContain('google.com');
    expect(section).toMatch(/IP/);
  });
});
