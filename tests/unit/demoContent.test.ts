/**
 * Baseline and demo content kept apart: the baseline a fresh install stores invents
 * nothing, the demo is marked as such wherever it is, and the list of demo values a launch check
 * relies on is true of the demo content.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clean } from '../../admin/lib/schema';
import { baselineRecordIds, baselineRecords } from '../../content/baseline';
import { baselineTreatment, withoutDemoSentences } from '../../content/baseline/catalogue';
import { practiceImages, practiceInfo, seedCollections } from '../../content/demo';
import { contactData } from '../../content/demo/contact';
import { reviews } from '../../content/demo/reviews';
import { DEMO_MARKER, DEMO_PEOPLE, DEMO_VALUES, demoValuesIn, mentionsDemoPerson } from '../../content/demo/values';
import { catalogueRecords } from '../../content/catalogue/catalogue';
import { LEGAL_BASELINE, missingLegalFacts } from '../../src/contract/rules/legal';
import { ContactInput } from '../../src/contract/entities/contact';
import { RESOURCE_BY_NAME } from '../../src/contract/endpoints';
import { PracticeInfo } from '../../src/contract/entities/practice';
import { SettingsInput } from '../../src/contract/entities/settings';
import { FALLBACK_CONTACT } from '../../src/site/common/fallbackContact';

const NOW = '2026-10-01T08:00:00.000Z';
const baseline = baselineRecords(NOW);
const demo = seedCollections() as unknown as Record<string, Record<string, unknown>[]>;
const demoText = JSON.stringify({ demo, practiceInfo, practiceImages });

describe('the demo values (content/demo/values.ts)', () => {
  it.each(DEMO_VALUES.map((v) => [v.what, v.value] as const))('%s (%s) occurs in the demo content', (_what, value) => {
    expect(demoValuesIn(demoText).map((v) => v.value)).toContain(value);
  });

  it('every invented person is on the demo team and named in the demo content', () => {
    const team = demo.team!.map((m) => String(m.name));
    for (const person of DEMO_PEOPLE) {
      expect(
        team.some((name) => person.name.endsWith(name)),
        person.name,
      ).toBe(true);
      expect(mentionsDemoPerson(person.name), person.name).toBe(true);
    }
  });

  it('finds numbers however they are spaced, and names as whole words', () => {
    expect(demoValuesIn('<a href="tel:+498995456780">').map((v) => v.what)).toEqual(['phone number (Oberföhring)']);
    expect(mentionsDemoPerson('Termin bei Dr. Wolf')).toBe(true);
    expect(mentionsDemoPerson('у доктора Александра Вольфа')).toBe(true);
    expect(mentionsDemoPerson('Wolfsburg, Hubertus, Dr. Katharina Berger')).toBe(false);
  });
});

describe('the demo replies to reviews', () => {
  it('thank without confirming that the author is a patient or naming a visit or treatment (they are public)', () => {
    const replies = reviews.map((r) => r.reply ?? '').filter(Boolean);
    expect(replies.length).toBeGreaterThan(0);
    const confirms = /aufgehoben|behandl|patient|besuch|an diesem tag|treat|visit|informed|лечен|визит/i;
    expect(replies.filter((r) => confirms.test(r))).toEqual([]);
  });

  it('answer a critical review among the approved ones, which the shown average counts (1–2 stars)', () => {
    const approved = reviews.filter((r) => r.status === 'approved');
    const critical = approved.filter((r) => r.rating <= 2);
    expect(critical.length).toBeGreaterThan(0);
    for (const r of critical) expect(r.reply, r.id).toBeTruthy();
    const average = approved.reduce((sum, r) => sum + r.rating, 0) / approved.length;
    expect(average).toBeLessThan(4.5);
  });
});

describe('demo records are marked', () => {
  it('every row of the mock store (mock mode is the demo) carries the demo marker', async () => {
    const { db, resetMockDb } = await import('../../mocks/db');
    resetMockDb();
    const rows = Object.entries(db.state.collections).flatMap(([name, list]) => list.map((row) => [name, row] as const));
    expect(rows.length).toBeGreaterThan(100);
    for (const [name, row] of rows) expect(row[DEMO_MARKER], `${name}/${row.id}`).toBe(true);
  });

  it('no invented review claims a real source (Google, jameda, the website)', () => {
    expect(new Set(demo.reviews!.map((r) => r.source))).toEqual(new Set(['demo']));
  });
});

describe('the baseline (content/baseline)', () => {
  const text = JSON.stringify(baseline);

  it('holds none of the demo values and names none of the invented team', () => {
    expect(demoValuesIn(text)).toEqual([]);
    expect(mentionsDemoPerson(text)).toBe(false);
    expect(demoValuesIn(JSON.stringify(FALLBACK_CONTACT))).toEqual([]);
  });

  it.each(Object.keys(baseline).filter((c) => c !== 'practice'))('%s validate against their record schema', (name) => {
    const schema = RESOURCE_BY_NAME.get(name)!.record as z.ZodType;
    const result = z.array(schema).safeParse(baseline[name]);
    expect(result.success ? [] : result.error.issues.slice(0, 5)).toEqual([]);
  });

  it('practice info validates and names the two locations with the demo’s addresses and map positions', () => {
    const [info] = baseline.practice!;
    expect(PracticeInfo.safeParse(info).success).toBe(true);
    const where = (l: { key: string; street: string; house_number: string; postal_code: string; geo: object }) => [
      l.key,
      l.street,
      l.house_number,
      l.postal_code,
      l.geo,
    ];
    expect((info as unknown as typeof practiceInfo).locations.map(where)).toEqual(practiceInfo.locations.map(where));
  });

  it('the contact record keeps the practice’s address and name, assumes no legal form, and leaves every number to the practice', () => {
    const [contact] = baseline.contact!;
    for (const key of ['address', 'street', 'house_number', 'postal_code', 'city'] as const)
      expect(contact![key], key).toEqual(contactData[key]);
    // The demo practice is a partnership; a fresh install's name names no form (the practice supplies it).
    expect(contactData.legal_name.de).toContain('Partnerschaft mbB');
    for (const name of Object.values(contact!.legal_name as Record<string, string>))
      expect(name).not.toMatch(/Partnerschaft|PartG|GmbH|mbB/);
    expect(contact).toMatchObject({ phone_primary: '', email_primary: '', tax_id: '', registration_number: '' });
    expect(Object.values(contact!.opening_hours as object).flat()).toEqual([]);
  });

  it('has the whole catalogue, and the legal record with the statutory facts only (the practice’s own still missing)', () => {
    expect(baseline.treatments!.map((t) => t.slug)).toEqual(catalogueRecords(NOW).map((t) => t.slug));
    const [legal] = baseline.legal!;
    expect(legal).toMatchObject({ ...LEGAL_BASELINE, id: 'legal' });
    expect(missingLegalFacts(legal as never)).toEqual(
      expect.arrayContaining(['legalForm', 'representatives', 'liabilityInsurer.name', 'hostingProvider', 'reviewVerification']),
    );
  });

  it('is what the fallback contact data ships: the address, no phone or e-mail', () => {
    const [contact] = baseline.contact!;
    expect(FALLBACK_CONTACT).toEqual({
      street: contact!.street,
      house_number: contact!.house_number,
      postal_code: contact!.postal_code,
      city: contact!.city,
      phone_primary: '',
      email_primary: '',
    });
  });
});

describe('the baseline catalogue without the demo team', () => {
  const records = catalogueRecords(NOW);

  it('keeps every treatment and changes only what names an invented person', () => {
    for (const original of records) {
      const cleaned = baselineTreatment(original);
      expect(mentionsDemoPerson(JSON.stringify(cleaned)), original.slug).toBe(false);
      if (!mentionsDemoPerson(JSON.stringify(original))) expect(cleaned, original.slug).toEqual(original);
    }
  });

  it('names the owner where the catalogue does, and the practice team for the others', () => {
    const doctors = new Set(records.map((t) => baselineTreatment(t).doctorName));
    expect(doctors).toEqual(new Set(['Praxisteam', 'Dr. Katharina Berger']));
  });

  it('drops exactly the sentences that name someone, in every language', () => {
    expect(
      withoutDemoSentences(
        'Zähne stecken im Knochen. In unserer Praxis betreut Dr. Alexander Wolf diesen Bereich, z. B. bei Parodontitis. Wir erklären alles.\n\nZweiter Absatz.',
      ),
    ).toBe('Zähne stecken im Knochen. Wir erklären alles.\n\nZweiter Absatz.');
    expect(withoutDemoSentences('Лечение проводит д-р Александр Вольф. Мы всё объясним.')).toBe('Мы всё объясним.');
    expect(withoutDemoSentences('Le Dr Sofia Marković s’en charge. Nous expliquons tout.')).toBe('Nous expliquons tout.');
  });
});

describe('admin forms of the baseline singletons', () => {
  it('save a cleared phone, e-mail or booking address as empty, not as a missing field', () => {
    const [contact] = baseline.contact!;
    const [settings] = baseline.settings!;
    const contactForm = {
      ...contact,
      phone_primary: null,
      email_primary: null,
      social_media: { ...(contact!.social_media as object), facebook: null },
    };
    expect(ContactInput.safeParse(clean(ContactInput, contactForm)).success).toBe(true);
    const settingsForm = { ...settings, bookingUrl: null, bookingRequestUrl: null };
    expect(SettingsInput.safeParse(clean(SettingsInput, settingsForm)).success).toBe(true);
  });
});

describe('baseline record ids (what a start checks before building the records, api/migrations.ts)', () => {
  it('name exactly the records baselineRecords builds', () => {
    const built = Object.fromEntries(Object.entries(baseline).map(([collection, rows]) => [collection, rows.map((r) => r.id)]));
    expect(baselineRecordIds()).toEqual(built);
  });
});
