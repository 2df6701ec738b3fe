/**
 * The daily cap on appointment requests per client (src/contract/rules/booking.ts REQUESTS_PER_CLIENT_PER_DAY):
 * the per-person cap counts e-mail addresses and phone numbers, which a client invents at will;
 * its address it cannot. One row per client and day in `bookingClients`, named by a hash of both
 * and gone after two days, lists the day's requests; its random `group` goes onto each request, so
 * reception sees a client's requests together without any address being kept with them.
 */
import { ApiError } from '../src/contract/http';
import { todayInBerlin } from '../src/contract/constants';
import { TOO_MANY_FROM_CLIENT } from '../src/contract/rules/booking';
import type { Ctx } from './context';
import { newId } from './ids';

const KEEP_MS = 2 * 24 * 60 * 60_000;
const rowOf = (ctx: Ctx) => ctx.services.tokens.hash(`booking:${todayInBerlin()}|${ctx.client}`);

/**
 * Counts request `requestId` for the calling client, or refuses it (409) past the day's cap. Of
 * simultaneous requests each is added first and those beyond the cap take themselves out again.
 */
export async function claimClientRequest(ctx: Ctx, requestId: string) {
  const clients = ctx.store.collection('bookingClients');
  const id = rowOf(ctx);
  const row = await clients.setMember(id, 'requests', requestId, true, {
    group: newId('clients'),
    expiresAt: new Date(Date.now() + KEEP_MS),
  });
  const number = (row.requests as string[]).indexOf(requestId) + 1;
  if (number > ctx.services.limits.bookingRequestsPerClientPerDay) {
    await clients.setMember(id, 'requests', requestId, false, {});
    throw new ApiError('duplicate', TOO_MANY_FROM_CLIENT);
  }
  return { clientGroup: String(row.group), clientRequestNumber: number };
}

/** A request that was not stored after all (its slot was taken meanwhile) does not count. */
export async function releaseClientRequest(ctx: Ctx, requestId: string) {
  await ctx.store.collection('bookingClients').setMember(rowOf(ctx), 'requests', requestId, false, {});
}
