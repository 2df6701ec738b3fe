/**
 * The one script consented analytics loads (gtag.js). The site injects it on consent; the server's
 * content security policy allows exactly this path, so both read it from here.
 */
const GTAG_ORIGIN = 'https://www.googletagmanager.com';
export const GTAG_SCRIPT = `${GTAG_ORIGIN}/gtag/js`;
