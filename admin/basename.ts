/** The admin lives under /admin (spec §2); its router and links are relative to this basename. */
export const ADMIN_BASENAME = '/admin';
