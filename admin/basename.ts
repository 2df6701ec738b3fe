/** The admin lives under /admin; its router and links are relative to this basename. */
export const ADMIN_BASENAME = '/admin';
