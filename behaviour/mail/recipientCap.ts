/**
 * Caps on the mails anyone can make the practice send to an address (the receipts of the public
 * forms, password-reset links): at most `limit` to one address within `windowMs`, however many
 * requests arrive at once, on however many instances. Counting the address's recent mails first
 * cannot promise that: simultaneous requests all count the same number and all send. So each mail
 * takes one of the address's `limit` slots for the window instead — a row in `mailSlots` named by a
 * hash of the cap, the address (any spelling) and the slot's number — and taking a slot is one
 * insert, which only one of simultaneous takers wins. A slot whose window is over is freed by the
 * next taker that needs it (MongoDB deletes the rest at their expiry).
 */
import { canonicalEmail } from '../../src/contract/common';
import type { Services } from '../context';
import type { Store } from '../store';

type Faces = { store: Store; services: Services };

/** Takes a slot for one mail of `cap` to `to`; false when all are taken (the mail is not sent). */
export async function takeRecipientSlot({ store, services }: Faces, cap: string, to: string, limit: number, windowMs: number) {
  const slots = store.collection('mailSlots');
  const address = services.tokens.hash(`${cap}|${canonicalEmail(to)}`);
  const ids = Array.from({ length: limit }, (_, slot) => `${address}:${slot}`);
  const now = new Date();
  // Read first, so an address whose slots are all live costs one query, not a refused insert per slot.
  const taken = new Map((await slots.find({ id: { $in: ids } })).map((row) => [row.id, row]));
  for (const id of ids) {
    const row = { id, expiresAt: new Date(now.getTime() + windowMs) };
    const held = taken.get(id);
    if (!held) {
      if (await slots.insertNew([row])) return true;
    } else if (new Date(held.expiresAt as Date | string) <= now) {
      // Of simultaneous takers of an expired slot, the one whose delete removed it may insert anew.
      if ((await slots.deleteWhere({ id, expiresAt: { $lte: now } })) && (await slots.insertNew([row]))) return true;
    }
  }
  return false;
}
