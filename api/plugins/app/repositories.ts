/**
 * Repositories: the only code that touches the driver. One per collection; they map _id to id,
 * build queries only from validated, whitelisted values (never an operator from a client), and
 * create the indexes at start-up. Every write is idempotent and retried after a transient failure
 * (transientWrites.ts); "insert unless it exists" is one atomic upsert, never a check then an insert.
 */
import fp from 'fastify-plugin';
import type { Collection, Db, Document, Filter, IndexDescription, Sort } from 'mongodb';
import { RESOURCES } from '../../../src/contract/endpoints';
import type { ListQuery } from '../../../src/contract/http';
import { KeyedQueue } from './keyedQueue';
import { isDuplicateKey, retryTransient } from './transientWrites';

export type Row = Record<string, unknown> & { id: string };

export const toRow = (doc: Document | null): Row | null => {
  if (!doc) return null;
  const { _id, ...rest } = doc;
  return { id: String(_id), ...rest };
};
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class Repository {
  readonly collection: Collection<Document>;
  /** Fields of the collection's unique index besides _id (slug, e-mail, slot…), if it has one. */
  private readonly uniqueFields: string[];
  /** Writes of one unique key, one after another in this process (keyedQueue.ts says why). */
  private readonly writesByKey = new KeyedQueue();
  constructor(
    db: Db,
    readonly name: string,
    private readonly searchFields: readonly string[] = [],
    /** Fields never returned (e.g. password hashes). */
    private readonly hidden: readonly string[] = [],
  ) {
    this.collection = db.collection(name);
    this.uniqueFields = Object.keys(INDEXES[name]?.find((i) => i.unique)?.key ?? {});
  }

  /** The unique key a write sets, or null when it sets none (then it needs no queue). */
  private uniqueKeyOf(fields: Record<string, unknown>): string | null {
    if (!this.uniqueFields.length || this.uniqueFields.some((f) => fields[f] === undefined)) return null;
    return JSON.stringify(this.uniqueFields.map((f) => fields[f]));
  }

  private get projection() {
    return this.hidden.length ? Object.fromEntries(this.hidden.map((f) => [f, 0])) : undefined;
  }

  /** Filter from a validated admin filter: primitives become equality, q a regex over the search fields. */
  filterOf(filter: ListQuery['filter'] = {}): Filter<Document> {
    const out: Filter<Document> = {};
    for (const [key, value] of Object.entries(filter)) {
      if (value === undefined) continue;
      if (key === 'q') {
        const q = String(value).trim();
        if (q && this.searchFields.length)
          out.$or = this.searchFields.map((f) => ({ [f]: { $regex: escapeRegex(q), $options: 'i' } }));
      } else if (key === 'id') out._id = { $in: (value as string[]).map(String) as never[] };
      // Team members hold a list of roles, staff users a single `role`.
      else if (key === 'role' && this.name === 'team') out.roles = String(value);
      else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[key] = value;
    }
    return out;
  }

  async list(q: ListQuery): Promise<{ rows: Row[]; total: number; start: number }> {
    const filter = this.filterOf(q.filter);
    const [field, order] = q.sort ?? ['id', 'ASC'];
    const sort: Sort = { [field === 'id' ? '_id' : field]: order === 'ASC' ? 1 : -1, ...(field === 'id' ? {} : { _id: 1 }) };
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
    return { rows: docs.map((d) => toRow(d)!), total, start };
  }

  async find(filter: Filter<Document> = {}, sort: Sort = { _id: 1 }, limit = 0): Promise<Row[]> {
    const docs = await this.collection.find(filter, { projection: this.projection }).sort(sort).limit(limit).toArray();
    return docs.map((d) => toRow(d)!);
  }
  async findOne(filter: Filter<Document>): Promise<Row | null> {
    return toRow(await this.collection.findOne(filter, { projection: this.projection }));
  }
  get(id: string) {
    return this.findOne({ _id: id as never });
  }
  async insert(row: Row): Promise<Row> {
    const { id, ...rest } = row;
    await this.writesByKey.run(this.uniqueKeyOf(rest), () =>
      retryTransient(async (attempt) => {
        try {
          await this.collection.insertOne({ _id: id as never, ...rest });
        } catch (err) {
          // A retry after a dropped connection finds the row the first try wrote: done.
          if (attempt > 1 && isDuplicateKey(err, '_id')) return;
          throw err;
        }
      }),
    );
    return row;
  }
  /**
   * The row matching `filter`, inserted from `row` if there is none, in one atomic operation: of
   * simultaneous calls for one key, one inserts and all get that row. Needs a unique index on the
   * filter's fields; a concurrent upsert that loses the race on it is simply tried again.
   */
  async findOrInsert(filter: Filter<Document>, row: Row): Promise<Row> {
    const { id, ...rest } = row;
    const doc = await this.writesByKey.run(this.uniqueKeyOf(rest), () =>
      retryTransient(
        () =>
          this.collection.findOneAndUpdate(
            filter,
            { $setOnInsert: { _id: id as never, ...rest } },
            {
              upsert: true,
              returnDocument: 'after',
              projection: this.projection,
            },
          ),
        { alsoRetry: (err) => isDuplicateKey(err) },
      ),
    );
    return toRow(doc)!;
  }
  /** Sets fields of the row matching `filter`, creating it if missing (keyed writes such as UI-text overrides). */
  async upsert(filter: Filter<Document>, set: Record<string, unknown>): Promise<void> {
    await this.writesByKey.run(this.uniqueKeyOf(set), () =>
      retryTransient(() => this.collection.updateOne(filter, { $set: set }, { upsert: true }), {
        alsoRetry: (err) => isDuplicateKey(err),
      }),
    );
  }
  async update(id: string, set: Record<string, unknown>): Promise<Row | null> {
    const { id: _ignore, ...fields } = set;
    return toRow(
      await this.writesByKey.run(this.uniqueKeyOf(fields), () =>
        retryTransient(() =>
          this.collection.findOneAndUpdate(
            { _id: id as never },
            { $set: fields },
            { returnDocument: 'after', projection: this.projection },
          ),
        ),
      ),
    );
  }
  /** Removes fields of one row (e.g. the slot key of a cancelled appointment, which frees its slot). */
  async unset(id: string, fields: string[]): Promise<void> {
    await retryTransient(() =>
      this.collection.updateOne({ _id: id as never }, { $unset: Object.fromEntries(fields.map((f) => [f, ''])) }),
    );
  }
  async delete(id: string): Promise<Row | null> {
    return toRow(
      await retryTransient(() => this.collection.findOneAndDelete({ _id: id as never }, { projection: this.projection })),
    );
  }
  /** Deletes the rows matching `filter`; returns how many went. */
  async deleteWhere(filter: Filter<Document>): Promise<number> {
    return (await retryTransient(() => this.collection.deleteMany(filter))).deletedCount;
  }
  count(filter: Filter<Document> = {}) {
    return this.collection.countDocuments(filter);
  }
}

/** Indexes per collection: unique slugs and e-mails, and the lookups the lists and public pages use. */
export const INDEXES: Record<string, IndexDescription[]> = {
  treatments: [{ key: { slug: 1 }, unique: true }, { key: { category: 1 } }, { key: { published: 1, priority: 1 } }],
  team: [{ key: { slug: 1 }, unique: true }, { key: { published: 1, order: 1 } }],
  blog: [{ key: { slug: 1 }, unique: true }, { key: { status: 1, publishedAt: -1 } }, { key: { categoryId: 1 } }],
  'blog-categories': [{ key: { slug: 1 }, unique: true }],
  reviews: [{ key: { status: 1, date: -1 } }],
  seo: [{ key: { page: 1, language: 1 }, unique: true }],
  content: [{ key: { page: 1, section: 1, order: 1 } }],
  pages: [{ key: { slug: 1 }, unique: true }],
  jobs: [{ key: { slug: 1 }, unique: true }, { key: { published: 1 } }],
  applications: [{ key: { status: 1, submittedAt: -1 } }, { key: { jobId: 1 } }],
  // One active request per slot: slotKey is set on requests and unset when staff cancel, so the
  // partial unique index covers exactly the slots that are held (issue 15).
  appointments: [
    { key: { status: 1, createdAt: -1 } },
    { key: { preferredDate: 1, preferredTime: 1 } },
    { key: { slotKey: 1 }, unique: true, partialFilterExpression: { slotKey: { $exists: true } } },
    { key: { emailKey: 1 } },
    { key: { phoneKey: 1 } },
  ],
  messages: [{ key: { read: 1, createdAt: -1 } }],
  newsletter: [{ key: { email: 1 }, unique: true }],
  users: [{ key: { email: 1 }, unique: true }],
  // Mails hold live reset and invitation links: each row carries its expiry (mail.ts), MongoDB deletes it then.
  outbox: [{ key: { createdAt: -1 } }, { key: { expiresAt: 1 }, expireAfterSeconds: 0 }],
  mailQueue: [{ key: { nextAttemptAt: 1 } }, { key: { expiresAt: 1 }, expireAfterSeconds: 0 }],
  // Per-account login attempts (auth.ts), forgotten after a quiet day.
  loginAttempts: [{ key: { expiresAt: 1 }, expireAfterSeconds: 0 }],
  sessions: [{ key: { userId: 1 } }, { key: { expiresAt: 1 }, expireAfterSeconds: 0 }],
  tokens: [{ key: { userId: 1 } }, { key: { expiresAt: 1 }, expireAfterSeconds: 0 }],
  translations: [{ key: { language: 1, key: 1 }, unique: true }],
};

/** Stored fields no answer carries: secrets, and the appointments' keys for slot and per-person limits. */
const HIDDEN: Record<string, string[]> = { users: ['passwordHash'], appointments: ['slotKey', 'emailKey', 'phoneKey'] };

export type Repos = Record<string, Repository> & { sessions: Repository; tokens: Repository; translations: Repository };

export function createRepos(db: Db): Repos {
  const repos: Record<string, Repository> = {};
  for (const r of RESOURCES) repos[r.name] = new Repository(db, r.name, r.search, HIDDEN[r.name] ?? []);
  for (const name of ['sessions', 'tokens', 'translations', 'practice', 'practice-images'])
    repos[name] = new Repository(db, name);
  return repos as Repos;
}

export async function ensureIndexes(db: Db) {
  for (const [name, indexes] of Object.entries(INDEXES)) await db.collection(name).createIndexes(indexes);
}

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repos;
  }
}

export default fp(
  async (app) => {
    app.decorate('repos', createRepos(app.mongo.db));
    await ensureIndexes(app.mongo.db);
  },
  { name: 'repositories', dependencies: ['mongodb'] },
);
