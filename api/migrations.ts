/**
 * Migrations: what the server applies to its database at every start (and `npm run seed` without
 * starting), so that a fresh database serves the whole site and an upgraded release brings what it
 * adds. Idempotent, and never a change to what staff made:
 *
 * 1. Indexes (behaviour/indexes.ts): created if missing; creating an existing one changes nothing.
 * 2. Baseline records (content/baseline): each stored once, "insert if missing". The collection
 *    `migrations` holds one document per baseline record ever applied (`_id` =
 *    `baseline:<collection>/<id>`), so:
 *    - a record staff edited keeps the edit (an existing record is never written);
 *    - a record staff deleted stays deleted (its key is applied, it is not stored again);
 *    - a record a later release adds (a new catalogue treatment) is stored at the next start;
 *    - a database seeded before migrations existed (demo or old seed) keeps its records: their
 *      keys are simply recorded.
 *    Changing a record that already exists (a corrected catalogue text) is not a baseline record but
 *    a named migration of its own (3).
 * 3. Named migrations (NAMED_MIGRATIONS): changes to stored records a release needs, each applied
 *    once (`_id` = `named:<name>` in `migrations`) and idempotent, so two instances may both run one.
 *
 * Several instances may start at once: every write is an upsert with `$setOnInsert` keyed by `_id`,
 * so of two instances storing the same record one inserts and the other changes nothing (a
 * duplicate-key answer of the race counts as "already there"). A baseline record whose unique key
 * (a slug) staff already gave to a record of their own is not stored and not marked: the log says
 * so at each start until the slug is free.
 */
import type { Db } from 'mongodb';
import { baselineRecordIds, baselineRecords } from '../content/baseline';
import { LEGACY_CATEGORY_KEYS } from '../src/contract/entities/treatment';
import { cookieBannerVersionEntry } from '../behaviour/consentLog';
import { ensureIndexes, type Stored } from './plugins/app/repositories';
import { isDuplicateKey, retryTransient } from './plugins/app/transientWrites';

export const MIGRATIONS_COLLECTION = 'migrations';

interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
}

/** What one run did (for the log and tests); instances racing may each report the same record stored. */
export interface MigrationReport {
  /** Baseline records written now (`collection/id`). */
  stored: string[];
  /** Baseline records first seen now and found already there (kept as they are). */
  kept: string[];
  /** Baseline records not stored because a staff record holds their unique key. */
  conflicts: string[];
}

const keyOf = (collection: string, id: string) => `baseline:${collection}/${id}`;

/** Stores `row` unless a record with its id exists; which of the two happened, or a unique-key conflict. */
async function storeIfMissing(db: Db, collection: string, row: { id: string } & Record<string, unknown>) {
  const { id, ...fields } = row;
  const records = db.collection<Stored>(collection);
  try {
    const result = await retryTransient(() => records.updateOne({ _id: id }, { $setOnInsert: fields }, { upsert: true }));
    return result.upsertedCount ? 'stored' : 'kept';
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    // Another instance inserted the same record a moment earlier (not every server names the key
    // in its answer, so the record is looked up), or a record of the practice holds its slug.
    return (await records.countDocuments({ _id: id }, { limit: 1 })) ? 'kept' : 'conflict';
  }
}

/**
 * A document under a new `_id` (MongoDB cannot change one): written under the new one unless it is
 * there already (a run before stopped in between), then removed under the old one.
 */
async function moveDocument(db: Db, collection: string, from: string, to: string, fields: Record<string, unknown>) {
  const records = db.collection<{ _id: string }>(collection);
  const old = await records.findOne({ _id: from });
  if (!old) return;
  const { _id, ...rest } = old;
  await retryTransient(() => records.updateOne({ _id: to }, { $setOnInsert: { ...rest, ...fields } }, { upsert: true }), {
    alsoRetry: (err) => isDuplicateKey(err, '_id'),
  });
  await retryTransient(() => records.deleteOne({ _id: from }));
}

/**
 * A treatment category's new key (LEGACY_CATEGORY_KEYS): the treatments filed under the old one, their
 * drafts and kept versions (a restore brings the category back), and the website texts staff
 * overrode for its name and description, with their translation state.
 */
async function renameCategoryKeys(db: Db) {
  for (const [old, now] of LEGACY_CATEGORY_KEYS) {
    const retag = (collection: string, path: string, only: Record<string, unknown> = {}) =>
      retryTransient(() => db.collection(collection).updateMany({ ...only, [path]: old }, { $set: { [path]: now } }));
    await retag('treatments', 'category');
    await retag('contentDrafts', 'data.category', { resource: 'treatments' });
    await retag('contentVersions', 'snapshot.category', { resource: 'treatments' });
    for (const part of ['name', 'description']) {
      const [from, to] = [`category.${old}.${part}`, `category.${now}.${part}`];
      const overrides = await db.collection('translations').find({ key: from }).toArray();
      for (const o of overrides)
        await moveDocument(db, 'translations', String(o._id), `${String(o.language)}:${to}`, { key: to });
      await moveDocument(db, 'translationVersions', `ui-texts:${from}`, `ui-texts:${to}`, { recordId: to });
    }
  }
}

/** Changes to records already stored, in the order they are applied; a name is never reused. */
export const NAMED_MIGRATIONS: readonly { name: string; run: (db: Db) => Promise<void> }[] = [
  { name: 'treatment-category-alternative-to-relaxed', run: renameCategoryKeys },
];

async function applyNamedMigrations(db: Db, applied: ReadonlySet<string>, now: string, log?: Logger) {
  const migrations = db.collection<{ _id: string }>(MIGRATIONS_COLLECTION);
  for (const { name, run } of NAMED_MIGRATIONS) {
    const key = `named:${name}`;
    if (applied.has(key)) continue;
    await run(db);
    await retryTransient(
      () => migrations.updateOne({ _id: key }, { $setOnInsert: { appliedAt: now, outcome: 'applied' } }, { upsert: true }),
      { alsoRetry: (err) => isDuplicateKey(err, '_id') },
    );
    log?.info(`Migrations: applied ${name}`);
  }
}

export async function applyMigrations(db: Db, log?: Logger): Promise<MigrationReport> {
  await ensureIndexes(db);
  const migrations = db.collection<{ _id: string }>(MIGRATIONS_COLLECTION);
  const applied = new Set((await migrations.find({}, { projection: { _id: 1 } }).toArray()).map((d) => d._id));
  const now = new Date().toISOString();
  const report: MigrationReport = { stored: [], kept: [], conflicts: [] };
  // Before the baseline: a baseline record stored now already has the new shape, and one stored
  // before is moved with the staff's records.
  await applyNamedMigrations(db, applied, now, log);
  // The consent log's proof of which cookie-banner wording asks visitors, since its first start;
  // one lookup, so it runs even when nothing else is new (a new wording ships in a release).
  await storeIfMissing(db, 'consentLog', cookieBannerVersionEntry());
  // Nothing new since the last start: the records are not even built (seconds of a restart).
  const missing = Object.entries(baselineRecordIds()).some(([collection, ids]) =>
    ids.some((id) => !applied.has(keyOf(collection, id))),
  );
  if (!missing) return report;
  for (const [collection, rows] of Object.entries(baselineRecords(now))) {
    for (const row of rows) {
      const key = keyOf(collection, row.id);
      if (applied.has(key)) continue;
      const outcome = await storeIfMissing(db, collection, row);
      if (outcome === 'conflict') {
        report.conflicts.push(`${collection}/${row.id}`);
        continue;
      }
      report[outcome].push(`${collection}/${row.id}`);
      await retryTransient(
        () => migrations.updateOne({ _id: key }, { $setOnInsert: { appliedAt: now, outcome } }, { upsert: true }),
        { alsoRetry: (err) => isDuplicateKey(err, '_id') },
      );
    }
  }
  if (report.stored.length) log?.info(`Migrations: stored ${report.stored.length} baseline records (${summary(report.stored)})`);
  for (const c of report.conflicts)
    log?.warn(`Migrations: baseline record ${c} not stored: a record of the practice already uses its unique key (slug)`);
  return report;
}

/** "treatments ×32, contact, settings" */
function summary(keys: string[]): string {
  const counts = new Map<string, number>();
  for (const k of keys) counts.set(k.split('/')[0]!, (counts.get(k.split('/')[0]!) ?? 0) + 1);
  return [...counts].map(([c, n]) => (n > 1 ? `${c} ×${n}` : c)).join(', ');
}
