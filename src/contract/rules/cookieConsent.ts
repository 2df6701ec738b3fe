/**
 * The cookie banner's wording version. The visitor's decision stays in their browser
 * (src/site/common/consentRecord.ts) and never reaches the server: an anonymous record of it (no IP, no
 * visitor id) could not prove anything about any person, and a public endpoint taking it would be
 * one more write anyone can flood. What the practice must be able to show is which wording asked
 * for the decision and since when: the server writes one consent-log entry per version at its first
 * start with it (api/migrations.ts, behaviour/consentLog.ts).
 */
/** A stored decision with another version is discarded: bump it when the purposes asked for change. */
export const CONSENT_VERSION = '1.0';
