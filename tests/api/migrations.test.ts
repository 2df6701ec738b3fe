/**
 * Migrations at start (api/migrations.ts) on MongoDB: a fresh database gets indexes and
 * the baseline; a second start changes nothing; what staff edited, deleted or created stays as they
 * left it; a record a later release adds appears; two instances starting at once store each record
 * once; a database seeded before migrations existed keeps its records.
 */
import { MongoClient, type Db } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app';
import { loadConfig } from '../../api/config';
import { applyMigrations, MIGRATIONS_COLLECTION, NAMED_MIGRATIONS } from '../../api/migrations';
import { seedDatabase } from '../../api/seed';
import { baselineRecords } from '../../content/baseline';
import { practiceImages, practiceInfo, seedCollections } from '../../content/demo';
import { catalogue } from '../../content/catalogue/catalogue';
import { LEGAL_BASELINE } from '../../src/contract/rules/legal';

const uri = process.env.MONGODB_URI;
if (!uri) throw new Error('MONGODB_URI is not set (npm test starts the test database)');
let client: MongoClient;
const databases: Db[] = [];
const freshDb = () => {
  const db = client.db(`test_migrations_${process.pid}_${Date.now()}_${databases.length}`);
  databases.push(db);
  return db;
};
const BASELINE = baselineRecords(new Date().toISOString());
const TOTAL = Object.values(BASELINE).flat().length;
const STAFF = 'redaktion@praxis.example';

beforeAll(async () => {
  client = await new MongoClient(uri).connect();
});
afterAll(async () => {
  for (const db of databases) await db.dropDatabase();
  await client.close();
});

describe('a fresh database', () => {
  it('gets the indexes and every baseline record; a second run stores nothing and changes nothing', async () => {
    const db = freshDb();
    const first = await applyMigrations(db);
    expect(first.stored).toHaveLength(TOTAL);
    expect(await db.collection('treatments').countDocuments()).toBe(catalogue.length);
    expect(await db.collection('contact').findOne({ _id: 'contact' as never })).toMatchObject({
      phone_primary: '',
      updatedBy: 'baseline',
    });
    expect(await db.collection('practice').countDocuments()).toBe(1);
    // The legal record: the statutory facts of a Bavarian dental practice, the practice's own still empty.
    expect(await db.collection('legal').findOne({ _id: 'legal' as never })).toMatchObject({
      chamber: LEGAL_BASELINE.chamber,
      liabilityInsurer: { name: '' },
      updatedBy: 'baseline',
    });
    // The legal pages are generated from it: no page record ships.
    expect(await db.collection('pages').countDocuments()).toBe(0);
    const slugIndex = (await db.collection('treatments').indexes()).find((i) => i.key.slug === 1);
    expect(slugIndex?.unique).toBe(true);
    expect(await db.collection(MIGRATIONS_COLLECTION).countDocuments()).toBe(TOTAL + NAMED_MIGRATIONS.length);

    const before = await db.collection('treatments').find().sort({ _id: 1 }).toArray();
    const second = await applyMigrations(db);
    expect(second).toEqual({ stored: [], kept: [], conflicts: [] });
    expect(await db.collection('treatments').find().sort({ _id: 1 }).toArray()).toEqual(before);
  });
});

describe('what staff did stays', () => {
  let db: Db;
  beforeAll(async () => {
    db = freshDb();
    await applyMigrations(db);
  });

  it('an edited contact record, an edited legal record, an edited treatment, a deleted treatment, an own record', async () => {
    await db
      .collection('contact')
      .updateOne({ _id: 'contact' as never }, { $set: { phone_primary: '+49 89 123 456', updatedBy: STAFF } });
    await db
      .collection('legal')
      .updateOne({ _id: 'legal' as never }, { $set: { 'liabilityInsurer.name': 'Versicherer AG', updatedBy: STAFF } });
    await db
      .collection('treatments')
      .updateOne({ _id: 'veneers' as never }, { $set: { 'title.de': 'Veneers aus Keramik', updatedBy: STAFF } });
    await db.collection('treatments').deleteOne({ _id: 'vitamin-d-infusionen' as never });
    await db.collection('pages').insertOne({ _id: 'page-barrierefreiheit' as never, slug: 'barrierefreiheit', updatedBy: STAFF });

    expect(await applyMigrations(db)).toEqual({ stored: [], kept: [], conflicts: [] });

    expect(await db.collection('contact').findOne({ _id: 'contact' as never })).toMatchObject({
      phone_primary: '+49 89 123 456',
    });
    expect(await db.collection('treatments').findOne({ _id: 'veneers' as never })).toMatchObject({
      title: { de: 'Veneers aus Keramik' },
    });
    expect(await db.collection('treatments').findOne({ _id: 'vitamin-d-infusionen' as never })).toBeNull();
    expect(await db.collection('legal').findOne({ _id: 'legal' as never })).toMatchObject({
      liabilityInsurer: { name: 'Versicherer AG' },
    });
    expect(await db.collection('pages').countDocuments()).toBe(1);
  });

  it('the server keeps them across a restart (buildApp runs the migrations)', async () => {
    const config = loadConfig(
      { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
      { MONGODB_URI: uri, MONGODB_DB: db.databaseName },
    );
    for (let start = 0; start < 2; start++) {
      const app = await buildApp(config);
      await app.close();
    }
    expect(await db.collection('contact').findOne({ _id: 'contact' as never })).toMatchObject({
      phone_primary: '+49 89 123 456',
    });
    expect(await db.collection('treatments').findOne({ _id: 'vitamin-d-infusionen' as never })).toBeNull();
    expect(await db.collection('legal').findOne({ _id: 'legal' as never })).toMatchObject({
      liabilityInsurer: { name: 'Versicherer AG' },
    });
  });
});

describe('a later release', () => {
  it('stores the legal record in a database from a release without it, and nothing else', async () => {
    const db = freshDb();
    await applyMigrations(db);
    await db.collection('legal').deleteOne({ _id: 'legal' as never });
    await db.collection(MIGRATIONS_COLLECTION).deleteOne({ _id: 'baseline:legal/legal' as never });

    const report = await applyMigrations(db);
    expect(report.stored).toEqual(['legal/legal']);
    expect(await db.collection('legal').findOne({ _id: 'legal' as never })).toMatchObject({
      professionalTitle: LEGAL_BASELINE.professionalTitle,
      supervisoryAuthority: LEGAL_BASELINE.supervisoryAuthority,
    });
  });

  it('adds the catalogue treatment it brings, and only that one', async () => {
    const db = freshDb();
    await applyMigrations(db);
    // As if the release the practice installed first had no sinus lift: neither record nor key.
    await db.collection('treatments').deleteOne({ _id: 'sinuslift' as never });
    await db.collection(MIGRATIONS_COLLECTION).deleteOne({ _id: 'baseline:treatments/sinuslift' as never });
    await db
      .collection('treatments')
      .updateOne({ _id: 'bleaching' as never }, { $set: { 'title.de': 'Aufhellung', updatedBy: STAFF } });

    const report = await applyMigrations(db);
    expect(report.stored).toEqual(['treatments/sinuslift']);
    expect(await db.collection('treatments').findOne({ _id: 'sinuslift' as never })).toMatchObject({ slug: 'sinuslift' });
    expect(await db.collection('treatments').findOne({ _id: 'bleaching' as never })).toMatchObject({
      title: { de: 'Aufhellung' },
    });
  });

  it('does not store a treatment whose slug a record of the practice already uses, and says so', async () => {
    const db = freshDb();
    await applyMigrations(db);
    await db.collection('treatments').deleteOne({ _id: 'sinuslift' as never });
    await db.collection(MIGRATIONS_COLLECTION).deleteOne({ _id: 'baseline:treatments/sinuslift' as never });
    await db.collection('treatments').insertOne({ _id: 'own-sinuslift' as never, slug: 'sinuslift', updatedBy: STAFF });
    const warnings: string[] = [];
    const report = await applyMigrations(db, { info: () => {}, warn: (m) => warnings.push(m) });
    expect(report.conflicts).toEqual(['treatments/sinuslift']);
    expect(warnings.join('\n')).toContain('treatments/sinuslift');
    expect(await db.collection('treatments').countDocuments({ slug: 'sinuslift' })).toBe(1);
  });
});

describe('a named migration', () => {
  it("moves what was filed under the anxious patients' category's old key 'alternative' to 'relaxed', once", async () => {
    const db = freshDb();
    await applyMigrations(db);
    // As a database from the release before: the treatment, its draft and kept version under the old
    // key, and a website text staff overrode for the category's name (with its translation state).
    await db.collection('treatments').updateOne({ _id: 'angstpatienten' as never }, { $set: { category: 'alternative' } });
    await db.collection('contentDrafts').insertOne({
      _id: 'treatments:angstpatienten' as never,
      resource: 'treatments',
      recordId: 'angstpatienten',
      data: { category: 'alternative' },
    });
    await db.collection('contentVersions').insertOne({
      _id: 'treatments:angstpatienten:0' as never,
      resource: 'treatments',
      recordId: 'angstpatienten',
      snapshot: { category: 'alternative' },
    });
    await db.collection('translations').insertOne({
      _id: 'en:category.alternative.name' as never,
      language: 'en',
      key: 'category.alternative.name',
      value: 'Calm care',
    });
    await db.collection('translationVersions').insertOne({
      _id: 'ui-texts:category.alternative.name' as never,
      entity: 'ui-texts',
      recordId: 'category.alternative.name',
      fields: { value: { version: 2 } },
    });
    // A blog post's category is another thing, and a key the practice wrote that happens to match stays.
    await db
      .collection('contentDrafts')
      .insertOne({ _id: 'blog:x' as never, resource: 'blog', data: { category: 'alternative' } });
    await db.collection(MIGRATIONS_COLLECTION).deleteOne({ _id: `named:${NAMED_MIGRATIONS[0]!.name}` as never });

    const messages: string[] = [];
    expect(await applyMigrations(db, { info: (m) => messages.push(m), warn: () => {} })).toEqual({
      stored: [],
      kept: [],
      conflicts: [],
    });
    expect(messages.join('\n')).toContain(NAMED_MIGRATIONS[0]!.name);
    expect(await db.collection('treatments').countDocuments({ category: 'alternative' })).toBe(0);
    expect(await db.collection('treatments').findOne({ _id: 'angstpatienten' as never })).toMatchObject({ category: 'relaxed' });
    expect(await db.collection('contentDrafts').findOne({ _id: 'treatments:angstpatienten' as never })).toMatchObject({
      data: { category: 'relaxed' },
    });
    expect(await db.collection('contentVersions').findOne({ _id: 'treatments:angstpatienten:0' as never })).toMatchObject({
      snapshot: { category: 'relaxed' },
    });
    expect(await db.collection('translations').find().toArray()).toEqual([
      { _id: 'en:category.relaxed.name', language: 'en', key: 'category.relaxed.name', value: 'Calm care' },
    ]);
    expect(await db.collection('translationVersions').find().toArray()).toEqual([
      {
        _id: 'ui-texts:category.relaxed.name',
        entity: 'ui-texts',
        recordId: 'category.relaxed.name',
        fields: { value: { version: 2 } },
      },
    ]);
    expect(await db.collection('contentDrafts').findOne({ _id: 'blog:x' as never })).toMatchObject({
      data: { category: 'alternative' },
    });

    // Applied once: a record under the old key written afterwards (none can be: the contract refuses it) is not looked for again.
    await db.collection('treatments').updateOne({ _id: 'bleaching' as never }, { $set: { category: 'alternative' } });
    messages.length = 0;
    await applyMigrations(db, { info: (m) => messages.push(m), warn: () => {} });
    expect(messages).toEqual([]);
    expect(await db.collection('treatments').findOne({ _id: 'bleaching' as never })).toMatchObject({ category: 'alternative' });
  });
});

describe('several instances', () => {
  it('starting at once store each baseline record once, without an error', async () => {
    const db = freshDb();
    const second = await new MongoClient(uri).connect();
    try {
      const reports = await Promise.all([applyMigrations(db), applyMigrations(second.db(db.databaseName)), applyMigrations(db)]);
      // Every record was stored by some instance (racers may both report one: not every server tells
      // an upsert that lost the race), and an instance that read the applied keys after a racer had
      // marked some skips those. The counts below show each record is there once.
      expect(new Set(reports.flatMap((r) => r.stored)).size).toBe(TOTAL);
      expect(reports.flatMap((r) => r.conflicts)).toEqual([]);
      expect(await db.collection('treatments').countDocuments()).toBe(catalogue.length);
      expect(await db.collection('legal').countDocuments()).toBe(1);
      expect(await db.collection(MIGRATIONS_COLLECTION).countDocuments()).toBe(TOTAL + NAMED_MIGRATIONS.length);
    } finally {
      await second.close();
    }
  });
});

describe('a database seeded before migrations existed', () => {
  it('keeps every seeded record as it was (the demo practice here) and records the keys', async () => {
    const db = freshDb();
    await seedDatabase(db, { collections: seedCollections() as never, practiceInfo, practiceImages });
    const contact = await db.collection('contact').findOne({ _id: 'contact' as never });
    const report = await applyMigrations(db);
    expect(report.stored).toEqual([]);
    expect(report.kept).toHaveLength(TOTAL);
    expect(await db.collection('contact').findOne({ _id: 'contact' as never })).toEqual(contact);
  });
});
