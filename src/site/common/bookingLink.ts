/**
 * Links to the outside services: the external booking service (with the practice's
 * tracking query parameters) and the WhatsApp chat (built from the digits of the number).
 */
import type { Settings } from '../../contract/entities/settings';

// Only to parse relative settings URLs ("/termin"), which the Url schema allows; never emitted.
const PARSE_BASE = 'https://relative.invalid';

/**
 * The booking URL with the tracking parameters (and any `extra` ones, e.g. where the link sits)
 * set on it. Query parameters the URL already has are kept; a configured parameter of the same
 * name wins. Empty values are left out. An unparsable URL is returned unchanged.
 */
export function bookingLink(
  settings: Pick<Settings, 'bookingUrl' | 'bookingTracking'>,
  extra: Record<string, string> = {},
): string {
  let url: URL;
  try {
    url = new URL(settings.bookingUrl, PARSE_BASE);
  } catch {
    return settings.bookingUrl;
  }
  for (const [name, value] of Object.entries({ ...settings.bookingTracking, ...extra })) {
    if (value.trim()) url.searchParams.set(name, value.trim());
  }
  return url.origin === PARSE_BASE ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** Whether a link leaves the site (opens in a new tab): an absolute address, not one of our paths. */
export const isExternalLink = (href: string) => /^https?:\/\//i.test(href);

/**
 * The practice's online booking page with tracking, or null while it has none (a fresh install:
 * the booking buttons then lead to the site's own request page). `which` picks the
 * booking page or the booking service's page for patient requests.
 */
export function onlineBookingUrl(
  settings: Pick<Settings, 'bookingUrl' | 'bookingRequestUrl' | 'bookingTracking'> | undefined,
  extra: Record<string, string> = {},
  which: 'booking' | 'request' = 'booking',
): string | null {
  const url = which === 'booking' ? settings?.bookingUrl : settings?.bookingRequestUrl;
  return settings && url ? bookingLink({ bookingUrl: url, bookingTracking: settings.bookingTracking }, extra) : null;
}

/** `https://wa.me/<digits>` for a number written any way ("+49 151 234-567"), or null without digits. */
export function whatsappLink(number: string): string | null {
  const digits = number.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : null;
}
