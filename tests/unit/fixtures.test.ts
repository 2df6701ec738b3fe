/** Every fixture validates against its contract schema (content/README.md) and is complete in five languages. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RESOURCES } from '../../src/contract/endpoints';
import { PracticeImage, PracticeInfo } from '../../src/contract/entities/practice';
import { localizedGaps } from '../../src/catalogue/localizedCompleteness';
import { practiceImages, practiceInfo, seedCollections } from '../../content/demo';

const seed = seedCollections() as unknown as Record<string, Record<string, unknown>[]>;

describe('fixtures', () => {
  // A resource without fixtures starts empty (mocks/db.ts); `npm run seed` leaves its collection alone.
  it.each(RESOURCES.map((r) => [r.name, r.record] as const))('%s validate against their record schema', (name, schema) => {
    const result = z.array(schema as z.ZodType).safeParse(seed[name] ?? []);
    expect(result.success ? [] : result.error.issues.slice(0, 5)).toEqual([]);
  });

  it('practice info and images validate', () => {
    expect(PracticeInfo.safeParse(practiceInfo).success).toBe(true);
    expect(z.array(PracticeImage).safeParse(practiceImages).success).toBe(true);
  });

  it('have unique ids per collection', () => {
    for (const [name, rows] of Object.entries(seed)) {
      const ids = rows.map((r) => r.id);
      expect(new Set(ids).size, name).toBe(ids.length);
    }
  });

  it('hold realistic amounts of content', () => {
    expect(seed.team.length).toBeGreaterThanOrEqual(8);
    expect(seed.team.filter((m) => m.isOwner)).toHaveLength(1);
    expect(seed.blog.filter((p) => p.status === 'published').length).toBeGreaterThanOrEqual(6);
    expect(new Set(seed.blog.map((p) => p.categoryId)).size).toBeGreaterThanOrEqual(2);
    expect(seed.reviews.length).toBeGreaterThanOrEqual(12);
    expect(seed.jobs.filter((j) => j.published).length).toBeGreaterThanOrEqual(3);
    expect(new Set(seed.users.map((u) => u.role))).toEqual(new Set(['admin', 'editor', 'reception']));
    expect(practiceInfo.locations.map((l) => l.key).sort()).toEqual(['oberfoehring', 'schwabing']);
  });

  it('are filled in all five languages', () => {
    // The statistics' maps per language are counts, not texts.
    const { statistics: _counts, ...texts } = seed;
    const content = { ...texts, practiceInfo, practiceImages };
    // The legal record's optional notes are empty in every language until a practice writes some: not supplied, not untranslated.
    const notSupplied = (path: string) => /^legal\[0\]\.(imprintNotes|privacyNotes|accessibility\.limitations)$/.test(path);
    const gaps = localizedGaps(content)
      .filter((g) => !notSupplied(g.path))
      .slice(0, 10);
    expect(gaps).toEqual([]);
  });
});

describe('fallback contact data', () => {
  // The site ships the practice's address, never a number: tests/unit/demoContent.test.ts.
  it('has the address of the contact record the demo practice maintains', async () => {
    const { FALLBACK_CONTACT } = await import('../../src/site/common/fallbackContact');
    const { contactData } = await import('../../content/demo/contact');
    for (const key of ['street', 'house_number', 'postal_code', 'city'] as const)
      expect(contactData[key]).toBe(FALLBACK_CONTACT[key]);
  });
});
