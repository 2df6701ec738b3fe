/** Record ids and the store's duplicate-key answer, the same on both faces. */
import { ApiError } from '../src/contract/http';

/** A new record id: the collection's first four letters and a random part (`appo-1a2b3c4d5e6f`). */
export const newId = (collection: string) => `${collection.slice(0, 4)}-${crypto.randomUUID().slice(0, 12)}`;

/** True when a unique index refused a write (on `field`, when given). */
export const isDuplicate = (err: unknown, field?: string) =>
  err instanceof ApiError && err.code === 'duplicate' && (!field || !!err.issues?.some((i) => i.path[0] === field));
