/**
 * The main menu, shared by the desktop header and the mobile menu so both always show
 * the same items. Paths come from src/lib/paths.ts only.
 */
import type { LanguageCode } from '../../../contract/common';
import type { TreatmentSummary } from '../../../contract/entities/treatment';
import { isActivePage, pathTo, type Page } from '../../../lib/paths';

/**
 * The fields of a treatment the frame's menus and footer read. A page that hydrates only its frame
 * (src/site/frame.tsx) receives the list with these fields alone, so a field read here must be named here.
 */
export const MENU_TREATMENT_FIELDS = ['id', 'slug', 'title', 'isPopular', 'priority'] as const;
export type MenuTreatment = Pick<TreatmentSummary, (typeof MENU_TREATMENT_FIELDS)[number]>;
/**
 * What the menus and the footer show of a treatment: its link and name. Only this travels in a
 * frame-only page's data (features/site/frameData.ts), once per treatment shown.
 */
export const TREATMENT_LINK_FIELDS = ['slug', 'title'] as const;
export type TreatmentLink = Pick<TreatmentSummary, (typeof TREATMENT_LINK_FIELDS)[number]>;

export type SubmenuKind = 'practice' | 'treatments';

export interface MenuEntry {
  id: Page;
  labelId: string;
  href: string;
  /** Entries with a submenu open it instead of navigating; the submenu links to the page. */
  submenu?: SubmenuKind;
  /** Pages under which the entry counts as the current one. */
  activeFor: Page[];
}

export interface MenuLink {
  labelId: string;
  href: string;
}

export const mainMenu = (lang: LanguageCode): MenuEntry[] => [
  { id: 'home', labelId: 'nav.home', href: pathTo(lang, 'home'), activeFor: ['home'] },
  {
    id: 'practice',
    labelId: 'nav.practice',
    href: pathTo(lang, 'practice'),
    submenu: 'practice',
    activeFor: ['practice', 'about'],
  },
  {
    id: 'treatments',
    labelId: 'nav.treatments',
    href: pathTo(lang, 'treatments'),
    submenu: 'treatments',
    activeFor: ['treatments'],
  },
  { id: 'team', labelId: 'nav.team', href: pathTo(lang, 'team'), activeFor: ['team'] },
  { id: 'blog', labelId: 'nav.blog', href: pathTo(lang, 'blog'), activeFor: ['blog'] },
  { id: 'careers', labelId: 'nav.careers', href: pathTo(lang, 'careers'), activeFor: ['careers'] },
  { id: 'contact', labelId: 'nav.contact', href: pathTo(lang, 'contact'), activeFor: ['contact'] },
];

/** The practice page's sections (anchors #philosophy, #equipment) and the about page. */
export const practiceLinks = (lang: LanguageCode): MenuLink[] => [
  { labelId: 'nav.practiceOverview', href: pathTo(lang, 'practice') },
  { labelId: 'nav.philosophy', href: pathTo(lang, 'practice', undefined, 'philosophy') },
  { labelId: 'nav.equipment', href: pathTo(lang, 'practice', undefined, 'equipment') },
  { labelId: 'nav.about', href: pathTo(lang, 'about') },
];

/** Path-prefix highlighting (home only on an exact match, which isActivePage does). */
export const isActiveEntry = (currentPath: string, entry: MenuEntry) =>
  entry.activeFor.some((page) => isActivePage(currentPath, page));
