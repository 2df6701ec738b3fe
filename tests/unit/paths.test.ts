import { describe, expect, it } from 'vitest';
import { isLanguage } from '../../src/i18n/locale';
import { isActivePage, pageOfPath, pathTo, switchLanguagePath } from '../../src/lib/paths';

describe('public paths', () => {
  it('uses German segments in German and English segments elsewhere (spec §2)', () => {
    expect(pathTo('de', 'practice', undefined, 'equipment')).toBe('/de/praxis#equipment');
    expect(pathTo('de', 'treatments', 'zahnbrücke')).toBe('/de/behandlungen/zahnbr%C3%BCcke');
    expect(pathTo('fr', 'careers')).toBe('/fr/career');
    expect(pathTo('ru', 'contact')).toBe('/ru/contact');
    expect(pathTo('es', 'home')).toBe('/es');
  });
  it('switches language by replacing the first segment and keeping slug, query and anchor', () => {
    expect(switchLanguagePath('/de/behandlungen/veneers?x=1#faq', 'ru', isLanguage)).toBe('/ru/behandlungen/veneers?x=1#faq');
    expect(switchLanguagePath('/kontakt', 'en', isLanguage)).toBe('/en/kontakt');
    expect(switchLanguagePath('/', 'fr', isLanguage)).toBe('/fr');
    expect(switchLanguagePath('/admin/treatments', 'en', isLanguage)).toBe('/admin/treatments');
  });
  it('marks menu items active by prefix, home only on exact match', () => {
    expect(isActivePage('/de', 'home')).toBe(true);
    expect(isActivePage('/de/kontakt', 'home')).toBe(false);
    expect(isActivePage('/en/treatments/veneers', 'treatments')).toBe(true);
    expect(isActivePage('/de/treatments', 'treatments')).toBe(true);
    expect(pageOfPath('/de/unbekannt')).toBeNull();
  });
});
