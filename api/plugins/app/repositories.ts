/**
 * Repositories: the only code that touches the driver. One per collection; they map _id to id,
 * build queries only from validated, whitelisted values (never an operator from a client), and
 * declare the indexes (created by the migrations at start-up, ../../migrations.ts). Every write is idempotent and retried after a transient failure
 * (transientWrites.ts); "insert unless it exists" is one atomic upsert, never a check then an insert.
 */
import fp from 'fastify-plugin';
import type { Collection, Db, Document, Filter, IndexDescription, Sort } from 'mongodb';
import { MongoBulkWriteError, MongoServerError } from 'mongodb';
import { HIDDEN, INDEXES, uniqueFields } from '../../../behaviour/indexes';
import { listFilter, listSort } from '../../../behaviour/listFilter';
import type { Changes, Collection as StoreCollection, Row, RowOf, Store } from '../../../behaviour/store';
import { RESOURCES, type ResourceName } from '../../../src/contract/endpoints';
import { ApiError, ERROR_MESSAGE, type ListQuery } from '../../../src/contract/http';
import { KeyedQueue } from './keyedQueue';
import { isDuplicateKey, retryTransient } from './transientWrites';

export type { Row };
export { INDEXES };

export const toRow = (doc: Document | null): Row | null => {
  if (!doc) return null;
  const { _id, ...rest } = doc;
  return { id: String(_id), ...rest };
};

/** A record as stored: the store's ids are strings, kept as the document's `_id` (the driver's default type is ObjectId). */
export type Stored = Document & { _id: string };

/**
 * An update of a list field named at run time ($push, $addToSet, $pull): the driver types these
 * operators only for the fields a schema declares, so such an update is a plain document to it.
 */
type ListUpdate = Document;

/** The store's `id` is MongoDB's `_id`, at the top of a query and inside $or/$and/$nor. */
function driverFilter(filter: Record<string, unknown>): Filter<Stored> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(filter))
    out[k === 'id' ? '_id' : k] = ['$or', '$and', '$nor'].includes(k) ? (v as Record<string, unknown>[]).map(driverFilter) : v;
  return out as Filter<Stored>;
}
const driverSort = (sort: Record<string, 1 | -1>): Sort =>
  Object.fromEntries(Object.entries(sort).map(([k, v]) => [k === 'id' ? '_id' : k, v])) as Sort;

/** A unique index's refusal as the contract's 409, with one issue per field of the index. */
async function duplicateAsApiError<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!(err instanceof MongoServerError) || err.code !== 11000) throw err;
    const fields = Object.keys(err.keyPattern ?? err.keyValue ?? {});
    throw new ApiError(
      'duplicate',
      ERROR_MESSAGE.duplicate,
      fields.map((f) => ({ path: [f], message: 'error.duplicate' })),
    );
  }
}

export class Repository<T extends Row = Row> implements StoreCollection<T> {
  readonly collection: Collection<Stored>;
  /** Fields of the collection's unique index besides _id (slug, e-mail, slot…), if it has one. */
  private readonly uniqueFields: string[];
  /** Writes of one unique key, one after another in this process (keyedQueue.ts says why). */
  private readonly writesByKey = new KeyedQueue();
  constructor(
    db: Db,
    readonly name: string,
    /** Fields never returned (e.g. password hashes). */
    private readonly hidden: readonly string[] = [],
  ) {
    this.collection = db.collection<Stored>(name);
    this.uniqueFields = uniqueFields(name);
  }

  /** The unique key a write sets, or null when it sets none (then it needs no queue). */
  private uniqueKeyOf(fields: Record<string, unknown>): string | null {
    if (!this.uniqueFields.length || this.uniqueFields.some((f) => fields[f] === undefined)) return null;
    return JSON.stringify(this.uniqueFields.map((f) => fields[f]));
  }

  /** A document as a row of this collection's type: the store's writes, the seed and the baseline follow that type. */
  private read(doc: Document | null): T | null {
    return toRow(doc) as T | null;
  }

  private get projection() {
    return this.hidden.length ? Object.fromEntries(this.hidden.map((f) => [f, 0])) : undefined;
  }

  async list(q: ListQuery): Promise<{ rows: T[]; total: number; start: number }> {
    const filter = driverFilter(listFilter(this.name, q.filter));
    const sort = driverSort(listSort(q));
    const [start, end] = q.range ?? [0, 999];
    const [docs, total] = await Promise.all([
      this.collection
        .find(filter, { projection: this.projection })
        .sort(sort)
        .skip(start)
        .limit(end - start + 1)
        .toArray(),
      this.collection.countDocuments(filter),
    ]);
    return { rows: docs.map((d) => this.read(d)!), total, start };
  }

  async find(filter: Filter<Stored> = {}, sort: Record<string, 1 | -1> = { _id: 1 }, limit = 0, skip = 0): Promise<T[]> {
    const docs = await this.collection
      .find(driverFilter(filter), { projection: this.projection })
      .sort(driverSort(sort))
      .skip(skip)
      .limit(limit)
      .toArray();
    return docs.map((d) => this.read(d)!);
  }
  async findOne(filter: Filter<Stored>, options: { withHidden?: boolean } = {}): Promise<T | null> {
    return this.read(
      await this.collection.findOne(driverFilter(filter), { projection: options.withHidden ? undefined : this.projection }),
    );
  }
  get(id: string) {
    return this.findOne({ _id: id });
  }
  async insert(row: T): Promise<T> {
    const { id, ...rest } = row;
    await duplicateAsApiError(() =>
      this.writesByKey.run(this.uniqueKeyOf(rest), () =>
        retryTransient(async (attempt) => {
          try {
            await this.collection.insertOne({ _id: id, ...rest });
          } catch (err) {
            // A retry after a dropped connection finds the row the first try wrote: done.
            if (attempt > 1 && isDuplicateKey(err, '_id')) return;
            throw err;
          }
        }),
      ),
    );
    return row;
  }
  /**
   * The row matching `filter`, inserted from `row` if there is none, in one atomic operation: of
   * simultaneous calls for one key, one inserts and all get that row. Needs a unique index on the
   * filter's fields; a concurrent upsert that loses the race on it is simply tried again.
   */
  async findOrInsert(filter: Filter<Stored>, row: T): Promise<T> {
    const { id, ...rest } = row;
    const doc = await this.writesByKey.run(this.uniqueKeyOf(rest), () =>
      retryTransient(
        () =>
          this.collection.findOneAndUpdate(
            driverFilter(filter),
            { $setOnInsert: { _id: id, ...rest } },
            {
              upsert: true,
              returnDocument: 'after',
              projection: this.projection,
            },
          ),
        { alsoRetry: (err) => isDuplicateKey(err) },
      ),
    );
    return this.read(doc)!;
  }
  /** Sets fields of the row matching `filter`, creating it if missing (keyed writes such as UI-text overrides). */
  async upsert(filter: Filter<Stored>, set: Changes<T>): Promise<void> {
    await duplicateAsApiError(() =>
      this.writesByKey.run(this.uniqueKeyOf(set), () =>
        retryTransient(() => this.collection.updateOne(driverFilter(filter), { $set: set }, { upsert: true }), {
          alsoRetry: (err) => isDuplicateKey(err),
        }),
      ),
    );
  }
  async update(id: string, set: Changes<T>): Promise<T | null> {
    return this.updateWhere({ id }, set);
  }
  async updateWhere(filter: Filter<Stored>, set: Changes<T>): Promise<T | null> {
    const { id: _ignore, ...fields } = set;
    return this.read(
      await duplicateAsApiError(() =>
        this.writesByKey.run(this.uniqueKeyOf(fields), () =>
          // A retry after a lost acknowledgement finds the row changed and answers null: the caller
          // then acts as if another request had won, which is the safe side (no second mail).
          retryTransient(() =>
            this.collection.findOneAndUpdate(
              driverFilter(filter),
              { $set: fields },
              { returnDocument: 'after', projection: this.projection },
            ),
          ),
        ),
      ),
    );
  }
  async append(id: string, field: string, entry: { id: string } & Record<string, unknown>): Promise<T | null> {
    // Matching only rows without this entry makes the push idempotent; the row is read back either way.
    const push: ListUpdate = { $push: { [field]: entry } };
    await retryTransient(() => this.collection.updateOne({ _id: id, [`${field}.id`]: { $ne: entry.id } }, push));
    return this.get(id);
  }
  async updateIf(id: string, where: Filter<Stored>, change: { set?: Changes<T>; unset?: string[] }) {
    const { id: _ignore, ...set } = change.set ?? {};
    const update = {
      ...(Object.keys(set).length ? { $set: set } : {}),
      ...(change.unset?.length ? { $unset: Object.fromEntries(change.unset.map((f) => [f, ''])) } : {}),
    };
    return this.read(
      await duplicateAsApiError(() =>
        this.writesByKey.run(this.uniqueKeyOf(set), () =>
          retryTransient(() =>
            this.collection.findOneAndUpdate({ ...driverFilter(where), _id: id }, update, {
              returnDocument: 'after',
              projection: this.projection,
            }),
          ),
        ),
      ),
    );
  }
  async setMember(id: string, field: string, value: string, present: boolean, onInsert: Record<string, unknown>) {
    const { id: _ignore, [field]: _set, ...insert } = onInsert;
    const change: ListUpdate = {
      ...(present ? { $addToSet: { [field]: value } } : { $pull: { [field]: value } }),
      ...(Object.keys(insert).length ? { $setOnInsert: insert } : {}),
    };
    const doc = await retryTransient(
      () =>
        this.collection.findOneAndUpdate({ _id: id }, change, {
          upsert: true,
          returnDocument: 'after',
          projection: this.projection,
        }),
      // Two first writes of one row race on its _id: the loser is simply tried again (then it updates).
      { alsoRetry: (err) => isDuplicateKey(err, '_id') },
    );
    return this.read(doc)!;
  }
  async increment(id: string, inc: Record<string, number>, onInsert: Record<string, unknown>) {
    const { id: _ignore, ...insert } = onInsert;
    // Not retried: a retry after a lost acknowledgement would add twice; the caller logs the loss.
    await this.collection.updateOne(
      { _id: id },
      { $inc: inc, ...(Object.keys(insert).length ? { $setOnInsert: insert } : {}) },
      { upsert: true },
    );
  }
  async insertNew(rows: T[]) {
    if (!rows.length) return 0;
    try {
      const result = await this.collection.insertMany(
        rows.map(({ id, ...rest }) => ({ _id: id, ...rest })),
        { ordered: false },
      );
      return result.insertedCount;
    } catch (err) {
      // The ids taken already are refused one by one; the others went in.
      if (err instanceof MongoBulkWriteError) {
        const errors = ([] as { code: number }[]).concat(err.writeErrors);
        if (errors.every((e) => e.code === 11000)) return err.insertedCount;
      }
      throw err;
    }
  }
  /** Removes fields of one row (e.g. the slot key of a cancelled appointment, which frees its slot). */
  async unset(id: string, fields: string[]): Promise<void> {
    await retryTransient(() =>
      this.collection.updateOne({ _id: id }, { $unset: Object.fromEntries(fields.map((f) => [f, ''])) }),
    );
  }
  async delete(id: string): Promise<T | null> {
    return this.read(await retryTransient(() => this.collection.findOneAndDelete({ _id: id }, { projection: this.projection })));
  }
  /** Deletes the rows matching `filter`; returns how many went. */
  async deleteWhere(filter: Filter<Stored>): Promise<number> {
    return (await retryTransient(() => this.collection.deleteMany(driverFilter(filter)))).deletedCount;
  }
  count(filter: Filter<Stored> = {}) {
    return this.collection.countDocuments(driverFilter(filter));
  }
}

/** Collections besides the resources that get their repository at start (any other on first use, storeOf). */
const AT_START = ['sessions', 'tokens', 'translations', 'practice', 'practice-images'] as const;
/** The repositories made at start, each typed by what its collection holds (behaviour/collections.ts). */
export type Repos = { [N in ResourceName | (typeof AT_START)[number]]: Repository<RowOf<N>> };

export function createRepos(db: Db): Repos {
  const repos: Record<string, Repository> = {};
  for (const r of RESOURCES) repos[r.name] = new Repository(db, r.name, HIDDEN[r.name] ?? []);
  for (const name of AT_START) repos[name] = new Repository(db, name);
  return repos as Repos;
}

/** The behaviour's store over the repositories (a collection not named above gets one on first use). */
export function storeOf(db: Db, repos: Repos): Store {
  const byName: Record<string, Repository> = repos;
  return {
    // A name's row type is the one collections.ts declares for it: the driver cannot see it in the documents.
    collection: <N extends string>(name: N) =>
      (byName[name] ??= new Repository(db, name, HIDDEN[name] ?? [])) as Repository<RowOf<N>>,
  };
}

export async function ensureIndexes(db: Db) {
  // All collections at once: one round trip's wait instead of one per collection (a restart's seconds).
  await Promise.all(
    Object.entries(INDEXES).map(([name, indexes]) => db.collection(name).createIndexes(indexes as IndexDescription[])),
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repos;
    store: Store;
  }
}

export default fp(
  async (app) => {
    const repos = createRepos(app.mongo.db);
    app.decorate('repos', repos);
    app.decorate('store', storeOf(app.mongo.db, repos));
    // Indexes are created by the migrations that run next (api/migrations.ts).
  },
  { name: 'repositories', dependencies: ['mongodb'] },
);
