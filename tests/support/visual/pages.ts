/**
 * What the visual suite renders: one path of every page kind, in every language, at
 * a phone, a laptop and a desktop width. Paths come from src/lib/paths.ts, the one place that
 * knows each page's segment per language; slugs are the seed fixtures'.
 */
import type { LanguageCode } from '../../../src/contract/common';
import { locationPath, pathTo } from '../../../src/lib/paths';

export const LANGUAGES: readonly LanguageCode[] = ['de', 'en', 'fr', 'es', 'ru'];

/** 390 × 844: a current iPhone; 1280 × 800: a laptop (where the header is tightest); 1440 × 900: a desktop. */
export const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
] as const;

export const PAGE_KINDS = {
  home: (l: LanguageCode) => pathTo(l, 'home'),
  treatments: (l: LanguageCode) => pathTo(l, 'treatments'),
  treatment: (l: LanguageCode) => pathTo(l, 'treatments', 'zahnimplantate'),
  category: (l: LanguageCode) => pathTo(l, 'services', 'implantology'),
  team: (l: LanguageCode) => pathTo(l, 'team'),
  member: (l: LanguageCode) => pathTo(l, 'team', 'dr-katharina-berger'),
  practice: (l: LanguageCode) => pathTo(l, 'practice'),
  contact: (l: LanguageCode) => pathTo(l, 'contact'),
  booking: (l: LanguageCode) => pathTo(l, 'booking'),
  blog: (l: LanguageCode) => pathTo(l, 'blog'),
  post: (l: LanguageCode) => pathTo(l, 'blog', 'zahnnotfall-was-tun'),
  about: (l: LanguageCode) => pathTo(l, 'about'),
  careers: (l: LanguageCode) => pathTo(l, 'careers'),
  privacy: (l: LanguageCode) => pathTo(l, 'privacy'),
  imprint: (l: LanguageCode) => pathTo(l, 'imprint'),
  location: (l: LanguageCode) => locationPath(l, 'muenchen-oberfoehring'),
  locationService: (l: LanguageCode) => locationPath(l, 'muenchen-oberfoehring', 'zahnimplantate'),
  notFound: (l: LanguageCode) => `/${l}/gibt-es-nicht`,
} satisfies Record<string, (l: LanguageCode) => string>;

export type PageKind = keyof typeof PAGE_KINDS;

/**
 * Where a render's screenshot is compared with a baseline: every language at the phone's and the
 * laptop's width, the desktop width (the laptop's layout, wider) in German only. The geometric
 * checks run at every width in every language; a screenshot's capture and comparison cost more
 * than the render itself, and the desktop's third of them found nothing the laptop's did not.
 */
export const comparesScreenshot = (lang: LanguageCode, width: number) => width !== 1440 || lang === 'de';

/** The name of one render: its baseline file and mismatch images are named after it. */
export const renderName = (kind: PageKind, lang: LanguageCode, width: number) => `${kind}-${lang}-${width}`;
