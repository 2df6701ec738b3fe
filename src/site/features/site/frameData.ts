/**
 * What the frame of every page shows (header menus, footer, floating widget, consent, analytics:
 * SiteFrameView). The app derives it from the router's queries (SiteLayout.tsx, frameQueries.ts);
 * a page that hydrates only its frame (src/site/frame.tsx) gets it from the server as JSON, served beside
 * the page (api/ssr/frameData.ts), exactly these fields and no more. Only types and a pure function here: the frame's entry loads no
 * API client.
 */
import { FOOTER_LOCATION_FIELDS, FOOTER_TREATMENT_SLUGS, type FooterLocation } from '../../components/Footer/Footer';
import {
  TREATMENT_LINK_FIELDS,
  MENU_TREATMENT_FIELDS,
  type MenuTreatment,
  type TreatmentLink,
} from '../../components/Header/navigation';
import { MAX_FEATURED } from '../../../catalogue/store';
import type { LanguageCode } from '../../../contract/constants';
import type { AnswerOf } from '../../../contract/endpoints';
import { onlineBookingUrl } from '../../common/bookingLink';
import { FALLBACK_CONTACT } from '../../common/fallbackContact';
import { featuredOf } from './featured';

/** The frame's reads (frameQueries.ts), each absent while loading or after a failure. */
export interface FrameData {
  settings?: AnswerOf<'settings.public'>;
  treatments?: MenuTreatment[];
  info?: AnswerOf<'practice.info'>;
  languages?: AnswerOf<'languages.list'>;
  contact?: AnswerOf<'contact.public'>;
}

/** What the frame shows of them. */
export interface FrameView {
  /** The external booking page (header, menu), or none: then our request form. */
  bookingUrl?: string;
  /** The external request page (floating widget), or none: then our booking and contact pages. */
  requestUrl?: string;
  /** Tap-to-call on every page (floating bar on phones, slide-in menu). */
  phone: string;
  /** The header's and the menu's popular treatments. */
  featured: TreatmentLink[];
  treatmentCount: number;
  footerTreatments: TreatmentLink[];
  languages?: LanguageCode[];
  locations: FooterLocation[];
  socialLinks?: AnswerOf<'settings.public'>['socialLinks'];
  analyticsId?: string;
}

/** The object with the named fields only (the reads carry more than the frame shows). */
const pick = <T extends object, K extends keyof T>(value: T, fields: readonly K[]) =>
  Object.fromEntries(fields.map((f) => [f, value[f]])) as Pick<T, K>;

export function frameViewOf({ settings, treatments: all = [], info, languages, contact }: FrameData): FrameView {
  const footer = new Set<string>(FOOTER_TREATMENT_SLUGS);
  const treatments = all.map((t) => pick(t, MENU_TREATMENT_FIELDS));
  return {
    bookingUrl: onlineBookingUrl(settings) ?? undefined,
    requestUrl: onlineBookingUrl(settings, {}, 'request') ?? undefined,
    phone: contact?.phone_primary ?? FALLBACK_CONTACT.phone_primary,
    // The menus show the first MAX_FEATURED (Submenu.tsx).
    featured: featuredOf(treatments)
      .slice(0, MAX_FEATURED)
      .map((t) => pick(t, TREATMENT_LINK_FIELDS)),
    // Before the list has arrived, the menu's "all treatments" names the catalogue's size.
    treatmentCount: treatments.length || 32,
    footerTreatments: treatments.filter((t) => footer.has(t.slug)).map((t) => pick(t, TREATMENT_LINK_FIELDS)),
    languages: languages?.map((l) => l.code),
    locations: (info?.locations ?? []).map((location): FooterLocation => pick(location, FOOTER_LOCATION_FIELDS)),
    socialLinks: settings?.socialLinks,
    analyticsId: settings?.analyticsId,
  };
}

/** The id of the <script type="application/json"> that carries a staff preview's FrameView (pages link it instead). */
export const FRAME_DATA_ID = 'frame-data';
