/**
 * The launch checklist on the production path: a fresh database (migrations only, no demo
 * data) and its first admin. The checklist lists every fact the practice has still to supply; a demo
 * value put into a field is found as a placeholder; as staff enter the facts through the admin API,
 * the items turn done, until nothing is open. Only admins may read it.
 */
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MongoClient, type Db } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app';
import { loadConfig } from '../../api/config';
import { setPassword } from '../../api/seed';
import type { LaunchChecklist } from '../../src/contract/entities/launchChecklist';
import { api, type ContractTarget } from '../contract/target';
import { updateBody } from '../support/records';

const uri = process.env.MONGODB_URI;
if (!uri) throw new Error('MONGODB_URI is not set (npm test starts the test database)');
const PASSWORD = 'Erster-Admin-2026!';
const ADMIN = 'inhaberin@praxis.example';
const EDITOR = 'redaktion@praxis.example';

let client: MongoClient;
let db: Db;
let app: FastifyInstance;
let t: ContractTarget;
let token: string;

async function addUser(id: string, email: string, role: 'admin' | 'editor') {
  const now = new Date().toISOString();
  await db.collection('users').insertOne({
    _id: id as never,
    email,
    name: role,
    role,
    status: 'active',
    lastLoginAt: null,
    createdAt: now,
    updatedAt: now,
    updatedBy: 'seed',
  });
  await setPassword(db, id, PASSWORD);
}
const loginAs = async (email: string) =>
  (await api(t, 'POST', '/api/auth/login', { body: { email, password: PASSWORD } })).json.data.token as string;

const checklist = async (): Promise<LaunchChecklist> => {
  const r = await api(t, 'GET', '/api/v1/admin/launch-checklist', { token });
  expect(r.status).toBe(200);
  return r.json;
};
const openItems = async () => (await checklist()).items.filter((i) => i.status !== 'done').map((i) => `${i.id}: ${i.status}`);
const statusOf = async (id: string) => (await checklist()).items.find((i) => i.id === id)?.status;

/** Reads a singleton through the admin API, changes it, and saves it as the admin screen does. */
async function edit(resource: string, change: (r: any) => void) {
  const path = `/api/v1/admin/${resource}/${resource}`;
  const record = updateBody((await api(t, 'GET', path, { token })).json);
  change(record);
  const saved = await api(t, 'PUT', path, { token, body: record });
  expect(saved.status, saved.text).toBe(200);
}
const five = (de: string) => ({ de, en: de, fr: de, es: de, ru: de });

beforeAll(async () => {
  client = await new MongoClient(uri).connect();
  const dbName = `test_launch_checklist_${process.pid}_${Date.now()}`;
  db = client.db(dbName);
  const config = loadConfig(
    { ...process.env, NODE_ENV: 'test', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error' },
    { MONGODB_URI: uri, MONGODB_DB: dbName, RATE_LIMIT_FORM_PER_MIN: 10_000, RATE_LIMIT_LOGIN_PER_MIN: 10_000 },
  );
  // No seed: the server applies its migrations at start (the baseline of a fresh install). With the
  // site: whether search engines may index it follows the checklist.
  app = await buildApp(config, { serveSite: true, siteRoot: resolve('dist/client') } as never);
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  t = { name: 'fresh install', baseUrl, reset: async () => {}, credentials: {} as never };
  await addUser('user-first-admin', ADMIN, 'admin');
  await addUser('user-editor', EDITOR, 'editor');
  token = await loginAs(ADMIN);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await db?.dropDatabase();
  await client?.close();
});

describe('launch checklist of a fresh install', () => {
  it('is for admins only: editors get 403, without a session 401', async () => {
    const editor = await loginAs(EDITOR);
    expect((await api(t, 'GET', '/api/v1/admin/launch-checklist', { token: editor })).status).toBe(403);
    expect((await api(t, 'GET', '/api/v1/admin/launch-checklist')).status).toBe(401);
  });

  it('lists every fact the practice must still supply, and no placeholder (nothing invented ships)', async () => {
    const list = await checklist();
    expect(await openItems()).toEqual([
      'legal.legalForm: missing',
      'legal.representatives: missing',
      'legal.contentResponsible: missing',
      'legal.liabilityInsurer.name: missing',
      'legal.liabilityInsurer.address: missing',
      'legal.liabilityInsurer.areaOfCover: missing',
      'contact.phone: missing',
      'contact.email: missing',
      'contact.openingHours: missing',
      'team.owner: missing',
      'legal.reviewVerification: missing',
      'legal.hostingProvider: missing',
      'legal.smtpProvider: missing',
      'legal.accessibility.reviewedOn: missing',
      'legal.accessibility.limitations: missing',
      'legal.accessibility.enforcementBody: missing',
    ]);
    expect(list.open).toBe(16);
    // The statutory facts of the baseline are done; the optional ones are done while empty.
    const done = list.items.filter((i) => i.status === 'done').map((i) => i.id);
    expect(done).toEqual(
      expect.arrayContaining(['legal.chamber', 'legal.kzv', 'legal.professionalRules', 'settings.analyticsId', 'reviews.real']),
    );
    // Each item links to the admin screen where it is edited.
    const edit = Object.fromEntries(list.items.map((i) => [i.id, i.edit]));
    expect(edit).toMatchObject({
      'legal.liabilityInsurer.name': '/legal',
      'contact.phone': '/contact',
      'settings.analyticsId': '/settings',
      'team.owner': '/team',
    });
  });

  it('finds a demo value or a demo review as a placeholder, wherever staff left it', async () => {
    await edit('settings', (s) => (s.analyticsId = 'G-PRAXIS2026'));
    expect(await statusOf('settings.analyticsId')).toBe('placeholder');
    await edit('legal', (l) => (l.liabilityInsurer.name = 'Beispiel Versicherung AG (Demo)'));
    expect(await statusOf('legal.liabilityInsurer.name')).toBe('placeholder');
    await edit('contact', (c) => (c.phone_primary = '+49 89 9545 6780'));
    expect(await statusOf('contact.phone')).toBe('placeholder');

    const review = await api(t, 'POST', '/api/v1/admin/reviews', {
      token,
      body: {
        authorName: 'Beispiel',
        rating: 5,
        text: 'Beispieltext',
        language: 'de',
        source: 'demo',
        date: '2026-01-05',
        status: 'approved',
      },
    });
    expect(review.status, review.text).toBe(201);
    expect(await statusOf('reviews.real')).toBe('placeholder');
    expect((await api(t, 'DELETE', `/api/v1/admin/reviews/${review.json.id}`, { token })).status).toBe(200);
    expect(await statusOf('reviews.real')).toBe('done');
  });

  it('turns green as the facts are entered through the admin, and lets search engines in once the legal minimum is there', async () => {
    // A fresh install: patients get the pages, search engines are asked to stay away, the sitemap is empty.
    const home = await fetch(`${t.baseUrl}/de`);
    expect(home.status).toBe(200);
    expect(home.headers.get('x-robots-tag')).toBe('noindex');
    expect(await (await fetch(`${t.baseUrl}/sitemap.xml`)).text()).not.toContain('<url>');
    expect((await checklist()).searchIndexing).toContain('legal.representatives');

    await edit('settings', (s) => (s.analyticsId = ''));
    await edit('legal', (l) => {
      l.legalForm = five('Partnerschaft mbB');
      l.representatives = 'Dr. Katharina Berger';
      l.contentResponsible = 'Dr. Katharina Berger, Oberföhringer Straße 188, 81925 München';
      l.liabilityInsurer = {
        name: 'Versicherung AG',
        address: 'Versicherungsweg 1, 80331 München',
        areaOfCover: five('Deutschland'),
      };
      l.hostingProvider = { name: 'Hosting GmbH', address: 'Serverstraße 2, 90402 Nürnberg' };
      l.smtpProvider = { name: 'Mail GmbH', address: 'Postweg 3, 10115 Berlin' };
      l.accessibility.reviewedOn = '2026-11-20';
      l.accessibility.limitations = five('Die eingebettete Karte ist nicht barrierefrei.');
      l.accessibility.enforcementBody.address = 'Musterstraße 1, 39104 Magdeburg';
      l.accessibility.enforcementBody.url = 'https://marktueberwachung.example';
      l.reviewVerification = five('Wir prüfen Bewertungen nicht.');
    });
    await edit('contact', (c) => {
      c.phone_primary = '+49 89 123 456';
      c.email_primary = 'praxis@praxis.example';
      c.opening_hours.monday = ['08:00-12:00'];
    });
    // A partnership is entered in the partnership register: the notice names court and number.
    expect(await openItems()).toEqual([
      'legal.registerCourt: missing',
      'contact.registrationNumber: missing',
      'team.owner: missing',
    ]);
    expect((await checklist()).searchIndexing).toEqual(['legal.registerCourt', 'contact.registrationNumber']);
    await edit('legal', (l) => (l.registerCourt = 'Amtsgericht München'));
    await edit('contact', (c) => (c.registration_number = 'PR 1234'));
    expect(await openItems()).toEqual(['team.owner: missing']);
    expect((await checklist()).searchIndexing).toEqual([]);
    // Indexable at once, without a restart: the header is gone and the sitemap lists the pages.
    expect((await fetch(`${t.baseUrl}/de`)).headers.get('x-robots-tag')).toBeNull();
    expect(await (await fetch(`${t.baseUrl}/sitemap.xml`)).text()).toMatch(/\/de\/kontakt<\/loc>/);

    // The owner's profile: each team member shown needs a photo, a dentist the credentials too.
    const owner = await api(t, 'POST', '/api/v1/admin/team', {
      token,
      body: {
        slug: 'dr-katharina-berger',
        name: 'Dr. Katharina Berger',
        roles: ['dentist'],
        position: five('Zahnärztin, Inhaberin'),
        bio: five('Zahnärztin und Inhaberin der Praxis.'),
        education: [],
        specializations: [],
        languages: ['de'],
        contact: {},
        location: 'both',
        order: 0,
        isOwner: true,
        published: true,
      },
    });
    expect(owner.status, owner.text).toBe(201);
    const id = owner.json.id as string;
    expect(await openItems()).toEqual([`team.photo.${id}: missing`, `team.credentials.${id}: missing`]);
    expect((await checklist()).items.find((i) => i.id === `team.photo.${id}`)).toMatchObject({
      edit: `/team/${id}`,
      subject: 'Dr. Katharina Berger',
    });

    const { id: _i, createdAt: _c, updatedAt: _u, updatedBy: _b, ...member } = owner.json;
    const saved = await api(t, 'PUT', `/api/v1/admin/team/${id}`, {
      token,
      body: {
        ...member,
        photo: { src: '/images/team/berger.jpg', alt: five('Dr. Katharina Berger') },
        education: [five('Studium der Zahnmedizin, LMU München')],
      },
    });
    expect(saved.status, saved.text).toBe(200);

    const list = await checklist();
    expect(await openItems()).toEqual([]);
    expect(list.open).toBe(0);
    expect(list.items.every((i) => i.status === 'done')).toBe(true);
  });
  it('hides the practice claims nobody confirmed, lists them per treatment, and shows one once confirmed', async () => {
    const prophylaxis = async () => (await api(t, 'GET', '/api/v1/treatments/prophylaxe')).text;
    expect(await prophylaxis()).not.toContain('Dentalhygienikerin');
    expect((await checklist()).items.find((i) => i.id === 'claims.prophylaxe')).toMatchObject({
      group: 'claims',
      status: 'done',
      optional: true,
      edit: '/settings',
      subject: expect.stringContaining('Dentalhygienikerin'),
    });
    // Confirming shows the sentences at once (the settings save clears the public cache).
    await edit('settings', (r) => (r.confirmedClaims = ['dentalHygienist']));
    expect(await prophylaxis()).toContain('Dentalhygienikerin');
    expect((await checklist()).items.some((i) => i.id === 'claims.prophylaxe')).toBe(false);
  });
});
