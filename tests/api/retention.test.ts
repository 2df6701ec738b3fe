/**
 * The retention job on MongoDB, run by the scheduler with its clock moved forward: on
 * day 31 an unconfirmed newsletter sign-up is gone and a confirmed one stays; on day 181 after a
 * rejection nothing of the applicant remains (record, CV chunks in GridFS, outbox mails) and a
 * deletion receipt without personal data says what went; an application on legal hold survives
 * with its CV; a second run deletes nothing more. Reception sees what goes in the next 14 days.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, login } from '../contract/target';
import { applicationForm } from '../support/applications';
import { startHarness, type Harness } from './harness';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const start = Date.now();
let clock = new Date(start);
let h: Harness;
beforeAll(async () => {
  h = await startHarness('retention', {}, { jobClock: () => clock });
});
afterAll(() => h?.close());

const application = (name: string) => {
  const pdf = new Uint8Array(300 * 1024); // more than one GridFS chunk (255 kB)
  pdf.set(new TextEncoder().encode('%PDF-1.4\n'));
  return applicationForm(new Blob([pdf], { type: 'application/pdf' }), 'cv.pdf', {
    lastName: name,
    email: `${name.toLowerCase()}@example.org`,
  });
};

async function apply(name: string) {
  const r = await api(h.target, 'POST', '/api/v1/jobs/applications', { form: application(name) });
  expect(r.status, r.text).toBe(201);
  const id = r.json.data.id as string;
  const row = await h.db.collection('applications').findOne({ _id: id as never });
  return { id, fileId: row!.cv.fileId as string, email: row!.email as string };
}
const chunksOf = (fileId: string) => h.db.collection('uploads.chunks').countDocuments({ files_id: fileId as never });
const mailsTo = (email: string) => h.db.collection('outbox').countDocuments({ to: email });
/** Moves the jobs' clock to `days` after the start and lets the scheduler run what is due (the hourly retention run). */
async function dayPasses(days: number) {
  clock = new Date(start + days * DAY);
  await h.app.jobs.runDue(HOUR);
}

describe('retention job', () => {
  it('deletes what is due by the moved clock, with its files and mails, writes receipts, spares held records, and is idempotent', async () => {
    const admin = await login(h.target, 'admin');
    const reception = await login(h.target, 'reception');
    const gone = await apply('Verworfen');
    const held = await apply('Gesperrt');
    for (const a of [gone, held]) {
      const r = await api(h.target, 'PUT', `/api/v1/admin/applications/${a.id}`, {
        token: reception,
        body: { status: 'rejected', sendMail: true },
      });
      expect(r.status, r.text).toBe(200);
      expect(await mailsTo(a.email)).toBe(2); // the acknowledgement and the rejection
      expect(await chunksOf(a.fileId)).toBe(2);
    }
    // Only admins hold records; holding a record that does not exist is refused.
    const hold = { kind: 'applications', recordId: held.id, hold: true };
    expect((await api(h.target, 'PUT', '/api/v1/admin/retention/hold', { token: reception, body: hold })).status).toBe(403);
    const missing = { ...hold, recordId: 'appl-nonexistent' };
    expect((await api(h.target, 'PUT', '/api/v1/admin/retention/hold', { token: admin, body: missing })).status).toBe(404);
    const held1 = await api(h.target, 'PUT', '/api/v1/admin/retention/hold', { token: admin, body: hold });
    expect(held1.json).toEqual({ kind: 'applications', recordId: held.id, held: true });

    // Newsletter: two sign-ups, one confirmed through the link of its mail.
    for (const email of ['pending@example.org', 'confirmed@example.org'])
      expect((await api(h.target, 'POST', '/api/v1/newsletter', { body: { email, language: 'en', consent: true } })).status).toBe(
        201,
      );
    await h.app.jobs.runDue(); // the confirmation mails are written after the answers
    const confirmation = await h.db.collection('outbox').findOne({ to: 'confirmed@example.org' });
    const token = /\/en\/newsletter-confirm#token=([\w-]+)/.exec(confirmation!.text)?.[1];
    expect(token).toBeDefined();
    expect((await api(h.target, 'POST', '/api/v1/newsletter/confirm', { body: { token } })).json.data).toEqual({
      outcome: 'confirmed',
    });

    // Day 31: the unconfirmed sign-up and the held mails are past their 30 days; the applications are not.
    await dayPasses(31);
    const subscriptions = h.db.collection('newsletter');
    expect(await subscriptions.countDocuments({ email: 'pending@example.org' })).toBe(0);
    expect(await subscriptions.countDocuments({ email: 'confirmed@example.org', status: 'confirmed' })).toBe(1);
    expect(await h.db.collection('applications').countDocuments({ _id: { $in: [gone.id, held.id] as never[] } })).toBe(2);
    expect(await mailsTo(gone.email)).toBe(0);

    // Day 181 after the rejection: nothing of the applicant remains, except the one on hold.
    await dayPasses(181);
    expect(await h.db.collection('applications').countDocuments({ _id: gone.id as never })).toBe(0);
    expect(await chunksOf(gone.fileId)).toBe(0);
    expect(await h.db.collection('uploads.files').countDocuments({ _id: gone.fileId as never })).toBe(0);
    expect(await mailsTo(gone.email)).toBe(0);
    expect(await h.db.collection('applications').countDocuments({ _id: held.id as never })).toBe(1);
    expect(await chunksOf(held.fileId)).toBe(2);
    const cv = await api(h.target, 'GET', `/api/v1/admin/applications/${gone.id}/cv`, { token: admin });
    expect(cv.status).toBe(404);

    // The receipts: kind, count, period, time; no name, address or id of a person.
    const receipts = await api(h.target, 'GET', '/api/v1/admin/retention/receipts', { token: admin });
    expect(receipts.status).toBe(200);
    const decided = receipts.json.find((r: { policy: string }) => r.policy === 'applications.decided');
    expect(decided).toMatchObject({
      kind: 'applications',
      count: expect.any(Number),
      files: expect.any(Number),
      period: { name: 'applicationDecidedMonths', value: 6, unit: 'months' },
      at: new Date(start + 181 * DAY).toISOString(),
    });
    expect(decided.count).toBeGreaterThanOrEqual(1);
    expect(receipts.json.map((r: { policy: string }) => r.policy)).toEqual(
      expect.arrayContaining(['newsletter.pending', 'outbox', 'applications.decided']),
    );
    for (const secret of [gone.id, gone.email, 'Verworfen', 'pending@example.org']) expect(receipts.text).not.toContain(secret);
    expect((await api(h.target, 'GET', '/api/v1/admin/retention/receipts', { token: reception })).status).toBe(403);

    // Again, an hour later: nothing more goes, no new receipt.
    const before = {
      receipts: await h.db.collection('retentionReceipts').countDocuments(),
      applications: await h.db.collection('applications').countDocuments(),
      chunks: await h.db.collection('uploads.chunks').countDocuments(),
    };
    clock = new Date(+clock + HOUR);
    await h.app.jobs.runDue(HOUR);
    expect({
      receipts: await h.db.collection('retentionReceipts').countDocuments(),
      applications: await h.db.collection('applications').countDocuments(),
      chunks: await h.db.collection('uploads.chunks').countDocuments(),
    }).toEqual(before);

    // Released, the held application goes with the next run.
    await api(h.target, 'PUT', '/api/v1/admin/retention/hold', { token: admin, body: { ...hold, hold: false } });
    clock = new Date(+clock + HOUR);
    await h.app.jobs.runDue(HOUR);
    expect(await h.db.collection('applications').countDocuments({ _id: held.id as never })).toBe(0);
    expect(await chunksOf(held.fileId)).toBe(0);
  });

  it('shows reception what goes in the next 14 days, held records marked', async () => {
    const reception = await login(h.target, 'reception');
    const admin = await login(h.target, 'admin');
    // A message answered 12 months less a week ago (months count 30 days) goes in a week.
    const answeredAt = new Date(Date.now() - (360 - 7) * DAY).toISOString();
    await h.db.collection('messages').insertOne({
      _id: 'mess-retention1' as never,
      name: 'Erika Beispiel',
      email: 'erika@example.org',
      subject: 'Frage',
      message: 'Eine alte Nachricht',
      read: true,
      answeredAt,
      createdAt: answeredAt,
      updatedAt: answeredAt,
    });
    const upcoming = async () => (await api(h.target, 'GET', '/api/v1/admin/retention/upcoming', { token: reception })).json;
    const entry = (await upcoming()).find((e: { recordId: string }) => e.recordId === 'mess-retention1');
    expect(entry).toEqual({
      policy: 'messages',
      kind: 'messages',
      recordId: 'mess-retention1',
      dueAt: new Date(Date.parse(answeredAt) + 360 * DAY).toISOString(),
      held: false,
    });
    await api(h.target, 'PUT', '/api/v1/admin/retention/hold', {
      token: admin,
      body: { kind: 'messages', recordId: 'mess-retention1', hold: true },
    });
    expect((await upcoming()).find((e: { recordId: string }) => e.recordId === 'mess-retention1').held).toBe(true);
  });
});
