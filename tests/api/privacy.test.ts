/**
 * On Fastify and MongoDB: access and erasure by e-mail address, the audit log
 * of staff actions and the consent log.
 *
 * One person books, writes, applies with a CV and signs up for the newsletter, each time spelling
 * the address differently. The export must hold all of it (and the CV's bytes) and nothing of a
 * look-alike address (`.` is a regex wildcard); the erasure must remove all of it, the CV's GridFS
 * file and chunks included, and answer a receipt without personal data. Only admins may do either,
 * and every staff write lands in the audit log with who did it and no personal content.
 */
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../../content/demo/users';
import { api, login } from '../contract/target';
import { applicationForm } from '../support/applications';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('privacy');
}, 120_000);
afterAll(() => h?.close());

const PERSON = 'erika.beispiel@example.org';
/** Differs from PERSON only where an unescaped regex would see a wildcard. */
const LOOKALIKE = 'erikaxbeispiel@example.org';
const cvBytes = new TextEncoder().encode(`%PDF-1.4\n% Lebenslauf Erika ${Date.now()}\ntrailer <<>>\n%%EOF\n`);
const adminEmail = staffUsers.find((u) => u.role === 'admin')!.email;
const receptionEmail = staffUsers.find((u) => u.role === 'reception')!.email;
const editorEmail = staffUsers.find((u) => u.role === 'editor')!.email;

async function book(email: string) {
  const slots = (await api(h.target, 'GET', '/api/v1/contact/appointment-slots?days=14&location=oberfoehring')).json.data as {
    date: string;
    time: string;
    available: boolean;
  }[];
  const slot = slots.find((s) => s.available)!;
  const r = await api(h.target, 'POST', '/api/v1/appointments', {
    body: {
      firstName: 'Erika',
      lastName: 'Beispiel',
      email,
      phone: `+49 89 ${Math.floor(1_000_000 + Math.random() * 8_000_000)}`,
      treatmentType: 'checkup',
      preferredDate: slot.date,
      preferredTime: slot.time,
      location: 'oberfoehring',
      message: 'Kontrolle bitte',
      healthDataConsent: true,
    },
  });
  expect(r.status).toBe(201);
  return r.json.data.id as string;
}
async function write(email: string) {
  const r = await api(h.target, 'POST', '/api/v1/contact', {
    body: { name: 'Erika Beispiel', email, subject: 'Rechnung', message: 'Frage zu meiner Wurzelbehandlung.' },
  });
  expect(r.status).toBe(201);
  return r.json.data.id as string;
}
async function apply(email: string, bytes: Uint8Array) {
  const form = applicationForm(new Blob([bytes as BlobPart]), 'lebenslauf.pdf', { firstName: 'Erika', email });
  const r = await api(h.target, 'POST', '/api/v1/jobs/applications', { form });
  expect(r.status).toBe(201);
  return r.json.data.id as string;
}
async function download(path: string, token: string) {
  const res = await fetch(h.target.baseUrl + path, { headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}
const exportPath = (email: string) => `/api/v1/admin/privacy/export?email=${encodeURIComponent(email)}`;

describe('access and erasure by e-mail address', () => {
  const ids = { appointment: '', message: '', application: '', lookalike: '' };
  let fileId = '';

  beforeAll(async () => {
    ids.appointment = await book('Erika.Beispiel@example.org');
    ids.message = await write('erika.beispiel@EXAMPLE.org');
    ids.application = await apply('ERIKA.BEISPIEL@example.org', cvBytes);
    expect((await api(h.target, 'POST', '/api/v1/newsletter', { body: { email: PERSON, consent: true } })).status).toBe(201);
    await h.app.jobs.runDue(); // the confirmation mail is written after the answer
    ids.lookalike = await write(LOOKALIKE);
    fileId = String((await h.db.collection('applications').findOne({ _id: ids.application as never }))!.cv.fileId);
    // Reception answers the message: the reply is part of what is stored about the person.
    const reception = await login(h.target, 'reception');
    const reply = await api(h.target, 'POST', `/api/v1/admin/messages/${ids.message}/reply`, {
      token: reception,
      body: { text: 'Gern erklären wir Ihnen die Rechnung.' },
    });
    expect(reply.status).toBe(200);
  }, 120_000);

  it('refuses reception and editors (403) on export and erase, and erases nothing for them', async () => {
    for (const role of ['reception', 'editor'] as const) {
      const token = await login(h.target, role);
      expect((await download(exportPath(PERSON), token)).status).toBe(403);
      expect((await api(h.target, 'POST', '/api/v1/admin/privacy/erase', { token, body: { email: PERSON } })).status).toBe(403);
    }
    expect(await h.db.collection('applications').countDocuments({ _id: ids.application as never })).toBe(1);
    expect((await download(exportPath(PERSON), '')).status).toBe(401);
  });

  it('exports everything about the address as one ZIP: the request, the message with its reply, the application with the CV bytes', async () => {
    const admin = await login(h.target, 'admin');
    const r = await download(exportPath('Erika.Beispiel@Example.org'), admin);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/zip');
    expect(r.headers.get('cache-control')).toContain('no-store');
    expect(r.headers.get('content-disposition')).not.toMatch(/erika/i);
    const zip = unzipSync(r.bytes);
    const names = Object.keys(zip).sort();
    // The export's table of contents, printed so a run's log shows what an export holds.
    console.info(`export ZIP: ${names.map((n) => `${n} (${zip[n]!.length} B)`).join(', ')}`);
    expect(names).toEqual(['cv/' + names[0]!.slice(3), 'export.json'].sort());
    expect(names[0]).toMatch(new RegExp(`^cv/${ids.application}-.+\\.pdf$`));
    expect(zip[names[0]!]).toEqual(cvBytes);

    const data = JSON.parse(strFromU8(zip['export.json']!));
    expect(data.appointments.map((x: { id: string }) => x.id)).toEqual([ids.appointment]);
    expect(data.messages.map((x: { id: string }) => x.id)).toEqual([ids.message]);
    expect(data.messages[0].history[0].text).toBe('Gern erklären wir Ihnen die Rechnung.');
    expect(data.applications.map((x: { id: string }) => x.id)).toEqual([ids.application]);
    expect(data.applications[0].cvFile).toBe(names[0]);
    expect(data.newsletter).toHaveLength(1);
    expect(data.newsletter[0]).not.toHaveProperty('unsubscribeToken'); // a secret, not data about the person
    // Receipts of the booking, the message and the application, the reply and the newsletter confirmation.
    expect(data.outbox.length).toBeGreaterThanOrEqual(5);
    // The consent to the booking message's health data, and the newsletter sign-up.
    expect(data.consentLog.map((c: { event: string }) => c.event).sort()).toEqual(['healthData', 'requested']);
    expect(data.counts).toMatchObject({ appointments: 1, messages: 1, applications: 1, cvFiles: 1, newsletter: 1 });
    // Exact match: the look-alike address is not part of it.
    expect(JSON.stringify(data)).not.toContain(LOOKALIKE);
  });

  it('erases every record, the CV file and the mails; the receipt names kinds and counts only; the CV download answers 404', async () => {
    const admin = await login(h.target, 'admin');
    const outboxBefore = await h.db
      .collection('outbox')
      .countDocuments({ to: { $regex: '^erika\\.beispiel@example\\.org$', $options: 'i' } });
    const chunksBefore = (
      await h.db
        .collection('uploads.chunks')
        .find({}, { projection: { files_id: 1 } })
        .toArray()
    ).filter((c) => String(c.files_id) === fileId);
    expect(chunksBefore.length).toBeGreaterThan(0);

    const r = await api(h.target, 'POST', '/api/v1/admin/privacy/erase', {
      token: admin,
      body: { email: 'ERIKA.beispiel@example.org' },
    });
    expect(r.status).toBe(200);
    expect(r.json.removed).toEqual({
      appointments: 1,
      messages: 1,
      applications: 1,
      cvFiles: 1,
      newsletter: 1,
      outbox: outboxBefore,
      consentLog: 0,
    });
    expect(r.json.kept).toEqual({ consentLog: 2 });
    console.info(`erasure receipt: ${r.text}`);
    expect(r.text).not.toMatch(/erika|beispiel|@/i);

    const anyCase = { $regex: '^erika\\.beispiel@example\\.org$', $options: 'i' };
    for (const [collection, field] of [
      ['appointments', 'email'],
      ['messages', 'email'],
      ['applications', 'email'],
      ['newsletter', 'email'],
      ['outbox', 'to'],
    ] as const)
      expect(await h.db.collection(collection).countDocuments({ [field]: anyCase }), collection).toBe(0);
    expect(await h.db.collection('tokens').countDocuments({ appointmentId: ids.appointment })).toBe(0);
    const files = await h.db
      .collection('uploads.files')
      .find({}, { projection: { _id: 1 } })
      .toArray();
    expect(files.filter((f) => String(f._id) === fileId)).toEqual([]);
    const chunks = await h.db
      .collection('uploads.chunks')
      .find({}, { projection: { files_id: 1 } })
      .toArray();
    expect(chunks.filter((c) => String(c.files_id) === fileId)).toEqual([]);

    const reception = await login(h.target, 'reception');
    expect((await download(`/api/v1/admin/applications/${ids.application}/cv`, reception)).status).toBe(404);
    expect((await api(h.target, 'GET', `/api/v1/admin/appointments/${ids.appointment}`, { token: reception })).status).toBe(404);
    // The look-alike's message stays.
    expect((await api(h.target, 'GET', `/api/v1/admin/messages/${ids.lookalike}`, { token: reception })).status).toBe(200);

    // A second export finds only the consent record (kept as proof, without the address).
    const again = unzipSync((await download(exportPath(PERSON), admin)).bytes);
    expect(Object.keys(again)).toEqual(['export.json']);
    expect(JSON.parse(strFromU8(again['export.json']!)).counts).toEqual({
      appointments: 0,
      messages: 0,
      applications: 0,
      cvFiles: 0,
      newsletter: 0,
      outbox: 0,
      consentLog: 2,
    });
  });

  it('refuses an address that is no address (400), so no pattern reaches the database', async () => {
    const admin = await login(h.target, 'admin');
    expect((await download(exportPath('.*'), admin)).status).toBe(400);
    const r = await api(h.target, 'POST', '/api/v1/admin/privacy/erase', { token: admin, body: { email: { $regex: '.*' } } });
    expect(r.status).toBe(400);
  });
});

describe('audit log', () => {
  type Entry = {
    id: string;
    user: string;
    action: string;
    kind: string;
    recordId: string | null;
    fields: string[];
    endpoint: string;
  };
  const entries = async (token: string, filter: Record<string, string> = {}) => {
    const r = await api(
      h.target,
      'GET',
      `/api/v1/admin/auditLog?sort=${encodeURIComponent('["at","DESC"]')}&range=[0,199]&filter=${encodeURIComponent(JSON.stringify(filter))}`,
      { token },
    );
    expect(r.status).toBe(200);
    return r.json as Entry[];
  };

  it('records every staff write with the acting user, the record and the field names, never the content', async () => {
    const editor = await login(h.target, 'editor');
    const reception = await login(h.target, 'reception');
    const admin = await login(h.target, 'admin');
    const secret = 'Geheimer Inhalt 4711';

    // An editor creates, changes and deletes a blog category and overrides a UI string.
    const created = await api(h.target, 'POST', '/api/v1/admin/blog-categories', {
      token: editor,
      body: { slug: 'audit-probe', name: { de: secret, en: 'Probe', fr: '', es: '', ru: '' } },
    });
    expect(created.status, created.text).toBe(201);
    const categoryId = created.json.id as string;
    const updated = await api(h.target, 'PUT', `/api/v1/admin/blog-categories/${categoryId}`, {
      token: editor,
      body: { slug: 'audit-probe', name: { de: `${secret} 2`, en: 'Probe', fr: '', es: '', ru: '' } },
    });
    expect(updated.status, updated.text).toBe(200);
    expect((await api(h.target, 'DELETE', `/api/v1/admin/blog-categories/${categoryId}`, { token: editor })).status).toBe(200);
    expect(
      (
        await api(h.target, 'PUT', '/api/v1/admin/translations/field', {
          token: editor,
          body: { language: 'de', key: 'nav.home', value: secret },
        })
      ).status,
    ).toBe(200);
    // Reception marks a message read with a note.
    const messageId = await write('max.audit@example.org');
    const message = (await api(h.target, 'GET', `/api/v1/admin/messages/${messageId}`, { token: reception })).json;
    const marked = await api(h.target, 'PUT', `/api/v1/admin/messages/${messageId}`, {
      token: reception,
      body: { read: true, note: secret },
    });
    expect(marked.status, marked.text).toBe(200);
    expect(message.email).toBe('max.audit@example.org');
    // An admin exports and erases an address.
    expect((await download(exportPath('max.audit@example.org'), admin)).status).toBe(200);
    expect(
      (await api(h.target, 'POST', '/api/v1/admin/privacy/erase', { token: admin, body: { email: 'max.audit@example.org' } }))
        .status,
    ).toBe(200);
    // A refused write (404) changed nothing and is not logged.
    expect((await api(h.target, 'DELETE', '/api/v1/admin/blog-categories/no-such-id', { token: editor })).status).toBe(404);

    const log = await entries(admin);
    const find = (endpoint: string, recordId?: string) =>
      log.find((e) => e.endpoint === endpoint && (recordId === undefined || e.recordId === recordId));
    expect(find('admin.blog-categories.create', categoryId)).toMatchObject({
      user: editorEmail,
      action: 'created',
      kind: 'blog-categories',
      fields: ['name', 'slug'],
    });
    expect(find('admin.blog-categories.update', categoryId)).toMatchObject({
      user: editorEmail,
      action: 'changed',
      fields: ['name', 'slug'],
    });
    expect(find('admin.blog-categories.delete', categoryId)).toMatchObject({ user: editorEmail, action: 'deleted' });
    expect(find('admin.translations.field')).toMatchObject({ user: editorEmail, action: 'changed', kind: 'translations' });
    expect(find('admin.messages.update', messageId)).toMatchObject({
      user: receptionEmail,
      action: 'changed',
      fields: ['note', 'read'],
    });
    expect(find('admin.messages.reply')).toMatchObject({
      user: receptionEmail,
      action: 'changed',
      kind: 'messages',
      fields: ['text'],
    });
    expect(find('admin.privacy.export')).toMatchObject({ user: adminEmail, action: 'exported', kind: 'privacy', recordId: null });
    expect(find('admin.privacy.erase')).toMatchObject({ user: adminEmail, action: 'erased', kind: 'privacy', fields: ['email'] });
    expect(log.filter((e) => e.recordId === 'no-such-id')).toEqual([]);
    // Public submissions are no staff actions.
    expect(log.some((e) => e.endpoint.startsWith('contact.') || e.endpoint.startsWith('applications.'))).toBe(false);

    const all = JSON.stringify(log);
    for (const personal of [secret, 'max.audit', 'erika', 'Wurzelbehandlung', 'Gern erklären'])
      expect(all).not.toContain(personal);

    // Filters: by user, action, kind and day.
    expect((await entries(admin, { user: editorEmail })).every((e) => e.user === editorEmail)).toBe(true);
    expect((await entries(admin, { action: 'erased' })).map((e) => e.endpoint)).toEqual([
      'admin.privacy.erase',
      'admin.privacy.erase',
    ]);
    expect((await entries(admin, { kind: 'blog-categories' })).length).toBe(3);
    const today = new Date().toISOString().slice(0, 10);
    expect((await entries(admin, { from: today, until: today })).length).toBe(log.length);
    expect(await entries(admin, { until: '2020-01-01' })).toEqual([]);
    // The stored time is a Date (the retention job deletes old entries by it).
    expect((await h.db.collection('auditLog').findOne({}))!.at).toBeInstanceOf(Date);
  });

  it('is read only and for admins only', async () => {
    for (const role of ['reception', 'editor'] as const) {
      const token = await login(h.target, role);
      expect((await api(h.target, 'GET', '/api/v1/admin/auditLog', { token })).status).toBe(403);
      expect((await api(h.target, 'GET', '/api/v1/admin/consentLog', { token })).status).toBe(403);
    }
    const admin = await login(h.target, 'admin');
    const [entry] = await entries(admin);
    expect((await api(h.target, 'DELETE', `/api/v1/admin/auditLog/${entry!.id}`, { token: admin })).status).toBe(404);
    expect((await api(h.target, 'PUT', `/api/v1/admin/auditLog/${entry!.id}`, { token: admin, body: {} })).status).toBe(404);
  });
});

describe('consent log', () => {
  it('records the newsletter sign-up, confirmation and unsubscription with the wording version, without address or IP', async () => {
    const email = 'lena.consent@example.org';
    expect((await api(h.target, 'POST', '/api/v1/newsletter', { body: { email, consent: true } })).status).toBe(201);
    await h.app.jobs.runDue(); // the confirmation mail is written after the answer
    const admin = await login(h.target, 'admin');
    const mail = await h.db.collection('outbox').findOne({ to: email, kind: 'newsletterConfirm' });
    const confirmToken = decodeURIComponent(/#token=([^\s)]+)/.exec(String(mail!.text))![1]!);
    expect((await api(h.target, 'POST', '/api/v1/newsletter/confirm', { body: { token: confirmToken } })).json.data.outcome).toBe(
      'confirmed',
    );
    const row = await h.db.collection('newsletter').findOne({ email });
    expect(
      (await api(h.target, 'POST', '/api/v1/newsletter/unsubscribe', { body: { token: row!.unsubscribeToken } })).json.data
        .outcome,
    ).toBe('unsubscribed');

    const r = await api(
      h.target,
      'GET',
      `/api/v1/admin/consentLog?sort=${encodeURIComponent('["at","ASC"]')}&filter=${encodeURIComponent(JSON.stringify({ q: String(row!._id) }))}`,
      { token: admin },
    );
    expect(r.status).toBe(200);
    expect(r.json.map((e: { event: string }) => e.event)).toEqual(['requested', 'confirmed', 'unsubscribed']);
    const hash = Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email))))
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('');
    for (const e of r.json)
      expect(e).toMatchObject({ subject: 'newsletter', version: '1', subscriptionId: String(row!._id), addressHash: hash });
    expect(r.text).not.toContain(email);
    expect(r.text).not.toMatch(/127\.0\.0\.1|::1|"ip"/);
    // The cookie banner's wording in force (the decision itself stays in the browser).
    const cookies = await api(h.target, 'GET', `/api/v1/admin/consentLog?filter=${encodeURIComponent('{"subject":"cookies"}')}`, {
      token: admin,
    });
    expect(cookies.json).toEqual([expect.objectContaining({ event: 'versionShown', version: '1.0' })]);
  });
});
