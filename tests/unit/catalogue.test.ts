/** The built-in catalogue is exactly the product specification's, complete in five languages; the treatment store over it. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '../../src/contract/common';
import { CatalogueTreatment, TREATMENT_CATEGORIES, Treatment } from '../../src/contract/entities/treatment';
import { catalogue, catalogueRecords } from '../../content/catalogue/catalogue';
import { treatmentCategories } from '../../src/catalogue/categories';
import { localizedGaps } from '../../src/catalogue/localizedCompleteness';
import { createTreatmentStore, MAX_FEATURED, searchTreatments, toView } from '../../src/catalogue/store';
import { teamMembers } from '../../content/demo/team';
import { FOOTER_TREATMENT_SLUGS } from '../../src/site/components/Footer/Footer';

/** The catalogue as the product specification lists it: slug → [specialist required, priority, popular]. */
const SPEC: Record<string, [boolean, 'HIGH' | 'MEDIUM' | 'LOW', boolean]> = {
  veneers: [true, 'HIGH', true],
  implantologie: [true, 'HIGH', true],
  bleaching: [true, 'HIGH', true],
  parodontologie: [true, 'HIGH', true],
  wurzelbehandlung: [true, 'HIGH', true],
  zahnersatz: [true, 'HIGH', true],
  aligner: [true, 'HIGH', true],
  keramikinlays: [true, 'HIGH', true],
  zahnimplantate: [true, 'HIGH', true],
  goldinlay: [true, 'MEDIUM', false],
  sinuslift: [true, 'HIGH', false],
  rezessionsdeckung: [true, 'MEDIUM', false],
  prophylaxe: [false, 'HIGH', true],
  kariesbehandlung: [false, 'HIGH', true],
  'professionelle-zahnreinigung': [false, 'HIGH', true],
  fluoridierung: [false, 'MEDIUM', true],
  kunststoffüllung: [false, 'HIGH', true],
  zahnversiegelung: [false, 'HIGH', true],
  zahnkrone: [false, 'HIGH', true],
  zahnbrücke: [false, 'HIGH', true],
  teilkronen: [false, 'MEDIUM', false],
  teilprothesen: [false, 'MEDIUM', false],
  totalprothesen: [false, 'HIGH', true],
  // Further entries: the product specification names priority and, for some, popularity; specialist is not required for them.
  marylandbruecke: [false, 'LOW', false],
  parodontitis: [false, 'HIGH', true],
  'parodontitis-knochenaufbau': [false, 'HIGH', false],
  'zahnaerztliche-chirurgie': [false, 'HIGH', false],
  'behandlung-angstpatienten': [false, 'HIGH', true],
  'knochenaufbau-implantate': [false, 'HIGH', false],
  'kariesrisiko-test': [false, 'MEDIUM', false],
  'vitamin-d-infusionen': [false, 'MEDIUM', false],
  'zaehneknirschen-therapie': [false, 'HIGH', true],
};

/** The footer's treatment slugs, read from the product specification's own files (beside the checkout). */
const specDir = fileURLToPath(new URL('../../../shared/spec/', import.meta.url));
const FOOTER = readdirSync(specDir)
  .map((file) => readFileSync(join(specDir, file), 'utf8'))
  .join('\n')
  .match(/^- Footer: links to locations, legal pages and treatment slugs \(([^)]*)\)/m)![1]
  .split(', ');

const bySlug = new Map(catalogue.map((t) => [t.slug, t]));

describe('treatment catalogue', () => {
  it('has the 32 treatments of the spec, each valid', () => {
    expect(catalogue).toHaveLength(32);
    expect([...bySlug.keys()].sort()).toEqual(Object.keys(SPEC).sort());
    for (const t of catalogue) {
      const r = CatalogueTreatment.safeParse(t);
      expect(r.success ? [] : r.error.issues.slice(0, 3), t.id).toEqual([]);
    }
    expect(new Set(catalogue.map((t) => t.id)).size).toBe(32);
  });

  it('keeps specialist flags, priorities and popularity exactly as the spec lists them', () => {
    for (const [slug, [specialist, priority, popular]] of Object.entries(SPEC))
      expect([bySlug.get(slug)?.isSpecialistRequired, bySlug.get(slug)?.priority, bySlug.get(slug)?.isPopular], slug).toEqual([
        specialist,
        priority,
        popular,
      ]);
  });

  it('names a doctor of the team for specialist treatments and the Praxisteam otherwise', () => {
    const dentists = new Set(
      teamMembers.filter((m) => m.roles.includes('dentist')).map((m) => `${m.academicTitle ?? ''} ${m.name}`.trim()),
    );
    const names = new Set(teamMembers.map((m) => m.name));
    for (const t of catalogue) {
      if (t.isSpecialistRequired) {
        expect(t.doctorName, t.slug).not.toBe('Praxisteam');
        expect(
          [...names, ...dentists].some((n) => t.doctorName!.includes(n.replace(/^Dr\. (med\. dent\. )?/, ''))),
          t.slug,
        ).toBe(true);
      } else expect(t.doctorName, t.slug).toBe('Praxisteam');
    }
  });

  it('is filled in all five languages', () => {
    const gaps = catalogue.flatMap((t) => localizedGaps(t).map((g) => `${t.id}.${g.path} [${g.language}]`));
    expect(gaps.slice(0, 20)).toEqual([]);
  });

  it('keeps SEO titles within 60 and descriptions within 160 characters in every language', () => {
    for (const t of catalogue)
      for (const l of LANGUAGES) {
        expect(t.seo.title[l]!.length, `${t.id} title ${l}`).toBeLessThanOrEqual(60);
        expect(t.seo.description[l]!.length, `${t.id} description ${l}`).toBeLessThanOrEqual(160);
        expect(t.seo.keywords[l]!.length, `${t.id} keywords ${l}`).toBeGreaterThan(0);
      }
  });

  it('has at least 4 FAQs, a hero image and illustrations that exist under images/treatments', () => {
    for (const t of catalogue) {
      expect(t.faqs.length, t.id).toBeGreaterThanOrEqual(4);
      expect(
        t.images.filter((i) => i.isHero),
        t.id,
      ).toHaveLength(1);
      expect(t.images.length, t.id).toBeGreaterThanOrEqual(2);
      for (const src of [...t.images.map((i) => i.src), ...(t.beforeAfter ?? []).flatMap((b) => [b.before, b.after])]) {
        expect(src).toMatch(/^\/images\/treatments\//);
        expect(existsSync(`public${src}`), src).toBe(true);
      }
    }
  });

  it('shows no before/after images for purely aesthetic treatments (health-advertising law)', () => {
    for (const t of catalogue.filter((x) => x.category === 'aesthetic')) expect(t.beforeAfter ?? [], t.id).toEqual([]);
  });

  it('names the category of the care for anxious patients without suggesting alternative medicine (health-advertising law)', () => {
    const [relaxed] = treatmentCategories(['relaxed']);
    expect(relaxed!.name).toEqual({
      de: 'Entspannt behandeln',
      en: 'Relaxed treatment',
      fr: 'Soins en douceur',
      es: 'Tratamiento relajado',
      ru: 'Спокойное лечение',
    });
    expect(TREATMENT_CATEGORIES.relaxed).toBe(relaxed!.name.de);
    // Nor its address (…/leistungen/relaxed; the former …/alternative redirects: tests/unit/resolvePath.test.ts).
    expect(relaxed!.slug).toBe('relaxed');
    // "Alternative" and "complementary" read as alternative medicine in every language.
    const suggestive = /alternativ|complement|complément|ergänzend|альтернатив|дополнительн/i;
    for (const c of treatmentCategories())
      for (const l of LANGUAGES) {
        expect(c.name[l], `${c.id} ${l}`).not.toMatch(suggestive);
        expect(c.description[l], `${c.id} ${l}`).not.toMatch(suggestive);
      }
  });

  it('links in the footer exactly the treatments spec §2 names, in its order, each of them in the catalogue', () => {
    expect(FOOTER).toHaveLength(25);
    expect(FOOTER_TREATMENT_SLUGS).toEqual(FOOTER);
    expect(FOOTER.filter((s) => !bySlug.has(s))).toEqual([]);
  });

  it('becomes stored records with bookkeeping fields', () => {
    const records = catalogueRecords('2026-10-01T08:00:00.000Z');
    expect(records.every((r) => Treatment.safeParse(r).success)).toBe(true);
  });
});

describe('treatment store (spec §4)', () => {
  const records = catalogueRecords('2026-10-01T08:00:00.000Z');
  const loaders = { all: async () => records, bySlug: async (s: string) => records.find((r) => r.slug === s) ?? null };

  it('loads all treatments with derived categories and at most 10 featured (= popular)', async () => {
    const store = createTreatmentStore(loaders);
    const seen: boolean[] = [];
    store.subscribe((s) => seen.push(s.isLoading));
    await store.fetchAll();
    const s = store.getState();
    expect(seen).toEqual([true, false]);
    expect(s.treatments).toHaveLength(32);
    expect(s.featuredTreatments).toHaveLength(MAX_FEATURED);
    expect(s.featuredTreatments.every((v) => v.is_featured && v.treatment.isPopular)).toBe(true);
    expect(s.categories.map((c) => c.id).sort()).toEqual([...new Set(records.map((r) => r.category))].sort());
    expect(s.categories.find((c) => c.id === 'function_diagnostics')).toMatchObject({
      slug: 'function-diagnostics',
      name: { de: 'Funktionsdiagnostik' },
    });
  });

  it('finds one by slug, reports "Treatment not found", fails with "Failed to fetch treatment(s)" and clears', async () => {
    const store = createTreatmentStore(loaders);
    await store.fetchBySlug('zahnbrücke');
    expect(store.getState().currentTreatment?.slug).toBe('zahnbrücke');
    store.clear();
    expect(store.getState().currentTreatment).toBeNull();
    await store.fetchBySlug('nichts');
    expect(store.getState()).toMatchObject({ currentTreatment: null, error: 'error.treatmentNotFound' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = createTreatmentStore({
      all: () => Promise.reject(new Error('down')),
      bySlug: () => Promise.reject(new Error('down')),
    });
    await broken.fetchAll();
    expect(broken.getState().error).toBe('error.treatmentsFailed');
    await broken.fetchBySlug('veneers');
    expect(broken.getState().error).toBe('error.treatmentFailed');
  });

  it('searches case-insensitively in any language and filters by category', () => {
    const views = records.map(toView);
    expect(searchTreatments(views, 'ZAHNBRÜCKE').map((v) => v.slug)).toContain('zahnbrücke');
    const ru = views.find((v) => v.slug === 'bleaching')!.name.ru!;
    expect(searchTreatments(views, ru.toUpperCase()).map((v) => v.slug)).toContain('bleaching');
    expect(searchTreatments(views, '', 'prophylaxis').every((v) => v.category_id === 'prophylaxis')).toBe(true);
    expect(searchTreatments(views, 'xyz-kein-treffer')).toEqual([]);
  });
});
