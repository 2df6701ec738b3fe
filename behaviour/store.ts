/**
 * The store the behaviour is written against: one collection per name, queried in MongoDB's own
 * syntax (rows carry `id`, never `_id`), so a filter written once means the same on MongoDB
 * (api/plugins/app/repositories.ts) and in the browser's mocks (mocks/memoryStore.ts, mingo).
 */
import type { ListQuery } from '../src/contract/http';
import type { Collections } from './collections';
import type { Row } from './rows';

export type { Row } from './rows';

/** Fields to set on a row: those its kind names with their types, any other stored field as it is. */
export type Changes<T extends Row> = Partial<T> & Record<string, unknown>;
/** A MongoDB query over a collection's rows (field `id` for the key). */
export type Filter = Record<string, unknown>;
export type Sort = Record<string, 1 | -1>;

export interface Collection<T extends Row = Row> {
  /** One page of an admin list (ra-data-simple-rest), with the total for Content-Range. */
  list(q: ListQuery): Promise<{ rows: T[]; total: number; start: number }>;
  find(filter?: Filter, sort?: Sort, limit?: number, skip?: number): Promise<T[]>;
  /** `withHidden`: also the fields no answer carries (a password hash for its check). */
  findOne(filter: Filter, options?: { withHidden?: boolean }): Promise<T | null>;
  get(id: string): Promise<T | null>;
  /** Throws ApiError 'duplicate' (field issues) when a unique index refuses the row. */
  insert(row: T): Promise<T>;
  /** The row matching `filter`, inserted from `row` if there is none, atomically. */
  findOrInsert(filter: Filter, row: T): Promise<T>;
  /** Sets fields of the row matching `filter`, creating it if missing. */
  upsert(filter: Filter, set: Changes<T>): Promise<void>;
  update(id: string, set: Changes<T>): Promise<T | null>;
  /**
   * Sets fields of the first row matching `filter`, atomically: of simultaneous calls whose filter
   * the first one's change makes false, exactly one gets the row, the others null (a state
   * change that must happen once: a confirmation, a claim to send a mail).
   */
  updateWhere(filter: Filter, set: Changes<T>): Promise<T | null>;
  /**
   * Appends `entry` to the list `field` of row `id` (a record's history), unless an entry with its
   * id is there already: a retried write appends it once. The row after, or null if there is none.
   */
  append(id: string, field: string, entry: { id: string } & Record<string, unknown>): Promise<T | null>;
  /**
   * Changes row `id` only while it still matches `where` (compare and set), setting and removing
   * fields in one write (a step that frees a slot removes its key): of simultaneous changes made
   * from the same reading, one wins. Null when the row is gone or no longer matches. Throws
   * ApiError 'duplicate' when a unique index refuses the change.
   */
  updateIf(id: string, where: Filter, change: { set?: Changes<T>; unset?: string[] }): Promise<T | null>;
  unset(id: string, fields: string[]): Promise<void>;
  /**
   * Adds `value` to the set `field` of row `id` (`present`) or takes it out, in one atomic write
   * ($addToSet / $pull), creating the row from `onInsert` if missing: simultaneous changes of
   * different members all stick (a read-modify-write of the list would lose all but the last).
   * The row after.
   */
  setMember(id: string, field: string, value: string, present: boolean, onInsert: Record<string, unknown>): Promise<T>;
  /**
   * Adds `inc` to the numeric fields of row `id` in one atomic write ($inc with upsert), creating
   * the row from `onInsert` if missing: simultaneous writes of several instances all add up. Field
   * paths are dotted (`pages.de.x`); a path's parts must be plain names (statisticsKeys.ts encodes
   * dots and a leading `$`).
   */
  increment(id: string, inc: Record<string, number>, onInsert: Record<string, unknown>): Promise<void>;
  /** Inserts those of `rows` whose id is not taken yet; how many were new (a taken id is no error). */
  insertNew(rows: T[]): Promise<number>;
  /** The deleted row: of simultaneous deletes exactly one gets it. */
  delete(id: string): Promise<T | null>;
  deleteWhere(filter: Filter): Promise<number>;
  count(filter?: Filter): Promise<number>;
}

/** The rows of collection `N`: its kind's type where collections.ts names one, else untyped rows. */
export type RowOf<N extends string> = N extends keyof Collections ? Collections[N] : Row;

export interface Store {
  collection<N extends string>(name: N): Collection<RowOf<N>>;
}
