/**
 * The city and district landing pages and their practices (which practice serves which page: PRACTICES_OF
 * of src/lib/paths.ts, beside the slugs).
 */
import type { LocationKey } from '../../../contract/entities/practice';
import type { LocationSlug } from '../../../lib/paths';

/** The landing page that tells more about each practice (Schwabing: the München page). */
export const LANDING_PAGE_OF: Record<LocationKey, LocationSlug> = {
  oberfoehring: 'muenchen-oberfoehring',
  schwabing: 'muenchen',
};

/** The i18n id of the place name each landing page uses in headings ("Zahnarzt in …"). */
export const placeId = (location: LocationSlug) => `place.${location}`;
