/** The admin's view of retention: what goes soon, legal holds, the receipts. */
import type { Implementations } from '../../src/contract/endpoints';
import { ApiError } from '../../src/contract/http';
import type { Ctx } from '../context';
import { receiptsNewestFirst, setLegalHold, upcomingDeletions } from './job';

/** Reception's look ahead: two weeks, time enough to ask an admin for a hold. */
export const UPCOMING_DAYS = 14;

export const retentionImpls = {
  'admin.retention.upcoming': ({ store, query }) => upcomingDeletions(store, new Date(), query.days ?? UPCOMING_DAYS),
  'admin.retention.receipts': ({ store }) => receiptsNewestFirst(store),
  'admin.retention.hold': async ({ store, body, user }) => {
    if (!(await setLegalHold(store, body.kind, body.recordId, body.hold, user!.id))) throw new ApiError('not_found');
    return { kind: body.kind, recordId: body.recordId, held: body.hold };
  },
} satisfies Partial<Implementations<Ctx>>;
