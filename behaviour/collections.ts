/**
 * What each collection of the store holds, by name, from the contract: an admin resource's rows are
 * its record, a few other collections hold a contract entity too. `store.collection(name)` (store.ts)
 * yields rows of that type; a collection not named here yields untyped rows, read field by field.
 */
import type { ResourceName, ResourceRecord } from '../src/contract/endpoints';
import type { PracticeImage, PracticeInfo } from '../src/contract/entities/practice';
import type { DeletionReceipt } from '../src/contract/entities/retention';
import type { OutboxRow } from './mail/outboxRow';
import type { TypedRow } from './rows';

type ResourceRows = { [N in ResourceName]: TypedRow<ResourceRecord<N>> };

export interface Collections extends ResourceRows {
  // Beside some records the store keeps what no answer carries (HIDDEN in indexes.ts).
  users: TypedRow<ResourceRecord<'users'> & { passwordHash?: string }>;
  /** The held slot and the person's keys of the booking rules (rules/booking.ts). */
  appointments: TypedRow<ResourceRecord<'appointments'> & { slotKey?: string; emailKey?: string; phoneKey?: string }>;
  /** The double opt-in's state (newsletter.ts). */
  newsletter: TypedRow<
    ResourceRecord<'newsletter'> & {
      confirmTokenHash?: string;
      confirmExpiresAt?: string;
      confirmationSentAt?: string | null;
      unsubscribeToken?: string;
    }
  >;
  outbox: OutboxRow;
  practice: TypedRow<PracticeInfo>;
  'practice-images': TypedRow<PracticeImage>;
  retentionReceipts: TypedRow<DeletionReceipt>;
}
