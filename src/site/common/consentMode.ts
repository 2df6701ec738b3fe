/**
 * Google consent mode values for the analytics loader: sent with
 * `gtag('consent', 'default', DEFAULT_CONSENT)` before any tag runs, and
 * `gtag('consent', 'update', GRANTED_CONSENT_UPDATE)` once the visitor accepts analytics.
 * "Ads" covers consent mode v2's three ad signals (storage, user data, personalisation); the
 * practice runs no ads, so they stay denied even after a grant.
 */
export type ConsentState = 'granted' | 'denied';

export interface ConsentModeDefault {
  analytics_storage: ConsentState;
  ad_storage: ConsentState;
  ad_user_data: ConsentState;
  ad_personalization: ConsentState;
  functionality_storage: ConsentState;
  personalization_storage: ConsentState;
  security_storage: ConsentState;
  /** Milliseconds the tags wait for an update before using the default. */
  wait_for_update: number;
}
export type ConsentModeUpdate = Partial<Omit<ConsentModeDefault, 'wait_for_update'>>;

/** Before any decision (and after a rejection): everything denied but security. */
export const DEFAULT_CONSENT: Readonly<ConsentModeDefault> = Object.freeze({
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'granted',
  wait_for_update: 500,
});

/** After the visitor grants analytics. */
export const GRANTED_CONSENT_UPDATE: Readonly<ConsentModeUpdate> = Object.freeze({
  analytics_storage: 'granted',
  functionality_storage: 'granted',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  personalization_storage: 'denied',
});
