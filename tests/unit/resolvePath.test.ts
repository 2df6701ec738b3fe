import { describe, expect, it } from 'vitest';
import { decidePath, resolveScreen } from '../../src/lib/resolvePath';

const screenOf = (path: string) => resolveScreen(path.split('/').filter(Boolean));

describe('public paths of spec §2', () => {
  it.each([
    ['', { screen: 'home' }],
    ['muenchen', { screen: 'location', location: 'muenchen' }],
    [
      'muenchen-bogenhausen/implantologie',
      { screen: 'locationService', location: 'muenchen-bogenhausen', slug: 'implantologie' },
    ],
    ['leistungen', { screen: 'services' }],
    ['leistungen/prothetik', { screen: 'service', slug: 'prothetik' }],
    ['behandlungen', { screen: 'treatments' }],
    ['treatments/zahnbrücke', { screen: 'treatment', slug: 'zahnbrücke' }],
    ['team', { screen: 'team' }],
    ['team/dr-katharina-berger', { screen: 'teamMember', slug: 'dr-katharina-berger' }],
    ['dr-katharina-berger', { screen: 'ownerAlias', slug: 'dr-katharina-berger' }],
    ['praxis', { screen: 'practice' }],
    ['practice/team', { screen: 'team' }],
    ['praxis/team/lena-hofmann', { screen: 'teamMember', slug: 'lena-hofmann' }],
    ['kontakt', { screen: 'contact' }],
    ['contact', { screen: 'contact' }],
    ['termin', { screen: 'booking' }],
    ['appointment', { screen: 'booking' }],
    ['booking', { screen: 'booking' }],
    ['blog', { screen: 'blog' }],
    ['blog/zahnseide', { screen: 'blogPost', slug: 'zahnseide' }],
    ['ueber-uns', { screen: 'about' }],
    ['about-us', { screen: 'about' }],
    ['about', { screen: 'about' }],
    ['karriere', { screen: 'careers' }],
    ['careers', { screen: 'careers' }],
    ['jobs', { screen: 'careers' }],
    ['career', { screen: 'careers' }],
    ['datenschutz', { screen: 'privacy' }],
    ['privacy', { screen: 'privacy' }],
    ['impressum', { screen: 'imprint' }],
    ['imprint', { screen: 'imprint' }],
    // The accessibility statement and the emergency page, with their localized aliases.
    ['barrierefreiheit', { screen: 'accessibility' }],
    ['accessibility', { screen: 'accessibility' }],
    ['accessibilite', { screen: 'accessibility' }],
    ['accesibilidad', { screen: 'accessibility' }],
    ['notfall', { screen: 'emergency' }],
    ['emergency', { screen: 'emergency' }],
    ['notdienst', { screen: 'emergency' }],
    ['urgence', { screen: 'emergency' }],
    ['urgencias', { screen: 'emergency' }],
    // The pages the newsletter's mail links open.
    ['newsletter-bestaetigen', { screen: 'newsletterConfirm' }],
    ['newsletter-confirm', { screen: 'newsletterConfirm' }],
    ['newsletter-abmelden', { screen: 'newsletterUnsubscribe' }],
    ['newsletter-unsubscribe', { screen: 'newsletterUnsubscribe' }],
  ])('/{lang}/%s', (path, expected) => expect(screenOf(path)).toEqual(expected));

  it.each([
    'kontakt/extra',
    'behandlungen/a/b',
    'praxis/team/a/b',
    'Unbekannt',
    'blog/<script>',
    'notfall/zahn',
    'barrierefreiheit/x',
    'newsletter-abmelden/extra',
  ])('%s is not found', (path) => expect(screenOf(path).screen).toBe('notFound'));
});

describe('language rules of spec §2', () => {
  it('sends / to /de and an unknown language to /de', () => {
    expect(decidePath('/', 'ru')).toEqual({ kind: 'redirect', to: '/de' });
    expect(decidePath('/it', 'en')).toEqual({ kind: 'redirect', to: '/de' });
    expect(decidePath('/it/kontakt', 'en')).toEqual({ kind: 'redirect', to: '/de/kontakt' });
  });
  it('redirects legacy unprefixed paths to the current language', () => {
    expect(decidePath('/kontakt', 'en')).toEqual({ kind: 'redirect', to: '/en/kontakt' });
    expect(decidePath('/behandlungen/zahnbr%C3%BCcke', 'de')).toEqual({
      kind: 'redirect',
      to: '/de/behandlungen/zahnbr%C3%BCcke',
    });
    expect(decidePath('/datenschutz', 'fr')).toEqual({ kind: 'redirect', to: '/fr/datenschutz' });
    expect(decidePath('/notfall', 'ru')).toEqual({ kind: 'redirect', to: '/ru/notfall' });
    expect(decidePath('/barrierefreiheit', 'de')).toEqual({ kind: 'redirect', to: '/de/barrierefreiheit' });
  });
  it("redirects a category's former address, under a language or not, in one step", () => {
    expect(decidePath('/fr/leistungen/alternative', 'de')).toEqual({ kind: 'redirect', to: '/fr/leistungen/relaxed' });
    expect(decidePath('/de/muenchen/alternative', 'de')).toEqual({ kind: 'redirect', to: '/de/muenchen/relaxed' });
    expect(decidePath('/leistungen/alternative', 'en')).toEqual({ kind: 'redirect', to: '/en/leistungen/relaxed' });
    expect(decidePath('/it/leistungen/alternative', 'en')).toEqual({ kind: 'redirect', to: '/de/leistungen/relaxed' });
    expect(decidePath('/de/leistungen/relaxed', 'de')).toMatchObject({ kind: 'render', screen: { slug: 'relaxed' } });
    // A treatment's address is no category's, and names inherited by every object are no former address.
    expect(decidePath('/de/behandlungen/alternative', 'de').kind).toBe('render');
    expect(decidePath('/de/leistungen/constructor', 'de').kind).toBe('render');
  });
  it('renders the not-found page for anything else', () => {
    expect(decidePath('/gibt-es-nicht', 'es')).toEqual({ kind: 'render', lang: 'es', screen: { screen: 'notFound' } });
    expect(decidePath('/en/gibt/es/nicht', 'de')).toEqual({ kind: 'render', lang: 'en', screen: { screen: 'notFound' } });
  });
  it('renders a language path', () => {
    expect(decidePath('/ru/treatments/veneers', 'de')).toEqual({
      kind: 'render',
      lang: 'ru',
      screen: { screen: 'treatment', slug: 'veneers' },
    });
  });
});
