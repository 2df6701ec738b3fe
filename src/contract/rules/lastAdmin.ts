/**
 * The last active admin: an account that would leave the practice without any
 * active admin (demoted, deactivated or deleted) is refused with 403 and this message, by the
 * server and the mocks alike.
 */
export const LAST_ADMIN_MESSAGE = 'error.lastAdmin';

export const isActiveAdmin = (user: Record<string, unknown>) => user.role === 'admin' && user.status === 'active';
