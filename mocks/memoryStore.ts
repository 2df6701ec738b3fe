/**
 * The behaviour's store over the mocks' in-memory collections (db.ts), with MongoDB's query and
 * sort semantics from mingo: the filters in behaviour/ mean the same here as on the server. Unique
 * indexes (behaviour/indexes.ts) are enforced as MongoDB would, answering the same 409. Rows are
 * copied in and out, as a database would, so a caller never edits the store by accident.
 */
import { find as mingoFind, Query } from 'mingo';
import { HIDDEN, uniqueIndex } from '../behaviour/indexes';
import { listFilter, listSort } from '../behaviour/listFilter';
import type { Collection, Filter, Row, RowOf, Sort, Store } from '../behaviour/store';
import { ApiError, ERROR_MESSAGE, type ListQuery } from '../src/contract/http';
import { db } from './db';

const copy = <T>(value: T): T => structuredClone(value);

function duplicate(fields: string[]) {
  return new ApiError(
    'duplicate',
    ERROR_MESSAGE.duplicate,
    fields.map((f) => ({ path: [f], message: 'error.duplicate' })),
  );
}

/** One collection of db.ts, by name; its rows of type T (the store's RowOf, or the mocks' own: jobs.ts). */
export class MemoryCollection<T extends Row = Row> implements Collection<T> {
  constructor(private readonly name: string) {}

  private get rows(): Row[] {
    return db.collection(this.name);
  }
  /** A copy of a stored row, as the collection's type: its writes and the fixtures follow that type. */
  private visible(row: Row | undefined, withHidden = false): T | null {
    if (!row) return null;
    const out = copy(row);
    if (!withHidden) for (const f of HIDDEN[this.name] ?? []) delete out[f];
    return out as T;
  }
  private matching(filter: Filter, sort?: Sort): Row[] {
    const cursor = mingoFind(this.rows, filter);
    return (sort ? cursor.sort(sort) : cursor).all() as Row[];
  }
  /** Refuses `row` if another row holds its unique key (a partial index covers only the rows it names). */
  private assertUnique(row: Row) {
    const index = uniqueIndex(this.name);
    if (!index) return;
    const fields = Object.keys(index.key);
    const covered = (r: Row) =>
      index.partialFilterExpression ? new Query(index.partialFilterExpression).test(r) : fields.some((f) => r[f] !== undefined);
    if (!covered(row)) return;
    if (this.rows.some((r) => r.id !== row.id && covered(r) && fields.every((f) => r[f] === row[f]))) throw duplicate(fields);
  }
  private persist<T>(result: T): T {
    db.save(this.name);
    return result;
  }

  async list(q: ListQuery) {
    const all = this.matching(listFilter(this.name, q.filter), listSort(q));
    const [start, end] = q.range ?? [0, 999];
    return { rows: all.slice(start, end + 1).map((r) => this.visible(r)!), total: all.length, start };
  }
  async find(filter: Filter = {}, sort: Sort = { id: 1 }, limit = 0, skip = 0) {
    const rows = this.matching(filter, sort).slice(skip);
    return (limit ? rows.slice(0, limit) : rows).map((r) => this.visible(r)!);
  }
  async findOne(filter: Filter, options: { withHidden?: boolean } = {}) {
    return this.visible(this.matching(filter)[0], options.withHidden);
  }
  async get(id: string) {
    return this.findOne({ id });
  }
  /** Stores a new row of any shape (an upsert's is made of its filter and fields); refuses a taken id or key. */
  private add<R extends Row>(row: R): R {
    if (this.rows.some((r) => r.id === row.id)) throw duplicate(['id']);
    this.assertUnique(row);
    this.rows.push(copy(row));
    return this.persist(row);
  }
  async insert(row: T) {
    return this.add(row);
  }
  async findOrInsert(filter: Filter, row: T) {
    return (await this.findOne(filter)) ?? this.visible(await this.insert(row))!;
  }
  async upsert(filter: Filter, set: Record<string, unknown>) {
    const current = this.matching(filter)[0];
    if (!current) {
      const id = typeof filter.id === 'string' ? filter.id : `${this.name.slice(0, 4)}-${crypto.randomUUID().slice(0, 12)}`;
      this.add({
        ...(Object.fromEntries(Object.entries(filter).filter(([k]) => !k.startsWith('$'))) as Row),
        ...set,
        id,
      });
      return;
    }
    this.assertUnique({ ...current, ...set });
    Object.assign(current, copy(set));
    this.persist(undefined);
  }
  async update(id: string, set: Record<string, unknown>) {
    const current = this.rows.find((r) => r.id === id);
    if (!current) return null;
    const { id: _ignore, ...fields } = set;
    this.assertUnique({ ...current, ...fields });
    Object.assign(current, copy(fields));
    return this.persist(this.visible(current));
  }
  async updateWhere(filter: Filter, set: Record<string, unknown>) {
    const current = this.matching(filter)[0];
    return current ? this.update(current.id, set) : null;
  }
  async append(id: string, field: string, entry: { id: string } & Record<string, unknown>) {
    const current = this.rows.find((r) => r.id === id);
    if (!current) return null;
    const list = (current[field] ??= []) as { id: string }[];
    if (!list.some((e) => e.id === entry.id)) list.push(copy(entry));
    return this.persist(this.visible(current));
  }
  async updateIf(id: string, where: Filter, change: { set?: Record<string, unknown>; unset?: string[] }) {
    const current = this.rows.find((r) => r.id === id);
    if (!current || !new Query(where).test(current)) return null;
    const { id: _ignore, ...fields } = change.set ?? {};
    const next = { ...current, ...fields };
    for (const f of change.unset ?? []) delete next[f];
    this.assertUnique(next);
    Object.assign(current, copy(fields));
    for (const f of change.unset ?? []) delete current[f];
    return this.persist(this.visible(current));
  }
  async setMember(id: string, field: string, value: string, present: boolean, onInsert: Record<string, unknown>) {
    let current = this.rows.find((r) => r.id === id);
    if (!current) {
      const { [field]: _set, ...insert } = onInsert;
      current = { ...copy(insert), id };
      this.rows.push(current);
    }
    const list = Array.isArray(current[field]) ? (current[field] as unknown[]) : [];
    current[field] = present ? (list.includes(value) ? list : [...list, value]) : list.filter((v) => v !== value);
    return this.persist(this.visible(current)!);
  }
  async increment(id: string, inc: Record<string, number>, onInsert: Record<string, unknown>) {
    let current = this.rows.find((r) => r.id === id);
    if (!current) {
      current = { ...copy(onInsert), id };
      this.rows.push(current);
    }
    for (const [path, by] of Object.entries(inc)) {
      const parts = path.split('.');
      let at: Record<string, unknown> = current;
      for (const part of parts.slice(0, -1)) at = (at[part] ??= {}) as Record<string, unknown>;
      const leaf = parts[parts.length - 1]!;
      at[leaf] = (typeof at[leaf] === 'number' ? (at[leaf] as number) : 0) + by;
    }
    this.persist(undefined);
  }
  async insertNew(rows: T[]) {
    const taken = new Set(this.rows.map((r) => r.id));
    const fresh = rows.filter((r) => !taken.has(r.id) && taken.add(r.id));
    this.rows.push(...fresh.map(copy));
    return this.persist(fresh.length);
  }
  async unset(id: string, fields: string[]) {
    const current = this.rows.find((r) => r.id === id);
    if (current) for (const f of fields) delete current[f];
    this.persist(undefined);
  }
  async delete(id: string) {
    const rows = this.rows;
    const at = rows.findIndex((r) => r.id === id);
    if (at < 0) return null;
    const [row] = rows.splice(at, 1);
    return this.persist(this.visible(row));
  }
  async deleteWhere(filter: Filter) {
    const gone = new Set(this.matching(filter));
    const rows = this.rows;
    for (let i = rows.length - 1; i >= 0; i--) if (gone.has(rows[i]!)) rows.splice(i, 1);
    return this.persist(gone.size);
  }
  async count(filter: Filter = {}) {
    return this.matching(filter).length;
  }
}

const collections = new Map<string, MemoryCollection>();
export const memoryStore: Store = {
  // A name's row type is the one collections.ts declares for it: the store cannot see it in the rows.
  collection: <N extends string>(name: N) =>
    (collections.get(name) ?? collections.set(name, new MemoryCollection(name)).get(name)!) as MemoryCollection<RowOf<N>>,
};
