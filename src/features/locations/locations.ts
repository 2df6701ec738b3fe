/**
 * Which practice location each landing page of spec §2 is about: München-Oberföhring and
 * München-Bogenhausen are served by the Oberföhring practice (Oberföhring lies in the Bogenhausen
 * district); the München page presents both locations.
 */
import type { LocationKey } from '../../contract/entities/practice';
import type { LocationSlug } from '../../lib/paths';

export const PRACTICES_OF: Record<LocationSlug, readonly LocationKey[]> = {
  muenchen: ['oberfoehring', 'schwabing'],
  'muenchen-oberfoehring': ['oberfoehring'],
  'muenchen-bogenhausen': ['oberfoehring'],
};

/** The landing page that tells more about each practice (Schwabing: the München page). */
export const LANDING_PAGE_OF: Record<LocationKey, LocationSlug> = {
  oberfoehring: 'muenchen-oberfoehring',
  schwabing: 'muenchen',
};

/** The i18n id of the place name each landing page uses in headings ("Zahnarzt in …"). */
export const placeId = (location: LocationSlug) => `place.${location}`;
