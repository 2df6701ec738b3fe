/**
 * Every admin list has its own empty-state sentence in every admin language: react-admin's
 * generic "Noch kein %{name}" read "Noch kein Terminanfragen". admin/components/EmptyList.tsx shows
 * resources.<name>.empty, the optional emptyHint, and the create button labelled resources.<name>.invite.
 */
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@/contract/endpoints';
import { canAccess } from '../../admin/lib/access';
import { de } from '../../admin/i18n/de';
import { en } from '../../admin/i18n/en';

const lists = RESOURCES.filter((r) => !r.singleton).map((r) => r.name);
const catalogues = { de, en } as const;
type Texts = { empty?: string; emptyHint?: string; invite?: string };
const texts = (lang: keyof typeof catalogues, name: string) => (catalogues[lang].resources as Record<string, Texts>)[name] ?? {};
/** May anyone create records of this resource in the admin? */
const creatable = (name: string) => (['admin', 'editor', 'reception'] as const).some((role) => canAccess(role, name, 'create'));

describe('admin empty lists', () => {
  it.each(lists)('%s has an empty-state sentence in de and en, and a create label where staff may create', (name) => {
    for (const lang of ['de', 'en'] as const) {
      const t = texts(lang, name);
      expect(t.empty, `${lang} resources.${name}.empty`).toBeTruthy();
      if (creatable(name)) expect(t.invite, `${lang} resources.${name}.invite`).toBeTruthy();
      // Without a create button the sentence alone must tell staff where entries come from.
      else expect(t.emptyHint, `${lang} resources.${name}.emptyHint`).toBeTruthy();
    }
    expect(texts('de', name).empty).not.toMatch(/^Noch kein\s/);
  });

  it('no generic fallback puts a resource name into a sentence it cannot agree with', () => {
    for (const ra of [de.ra, en.ra] as { page: Record<string, string>; navigation: Record<string, string> }[]) {
      expect(ra.page.empty).not.toContain('%{name}');
      expect(ra.navigation.no_filtered_results).not.toContain('%{name}');
      expect(ra.navigation.no_results).not.toContain('%{name}');
    }
  });
});
