/**
 * The cookie notice links to the unprefixed privacy path; the router redirects it. Its
 * own module, so the settings dialog (on every page) does not pull in the lazily loaded banner.
 */
export const PRIVACY_HREF = '/datenschutz';
