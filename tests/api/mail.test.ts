/**
 * Mail through the durable outbox and agenda jobs, received by a real SMTP server
 * (smtp-server, parsed with mailparser). No request talks to the mail server: while it is down
 * requests answer as always, every mail waits in the outbox, and its job retries until it arrives.
 * (Sending inside the request made forgot-password an account oracle.)
 */
import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { berlinInstant } from '../../src/contract/rules/openingHours';
import { addDays, BOOKING_HORIZON_DAYS } from '../../src/contract/constants';
import { bookableSlots } from '../support/bookableSlots';
import { smtpSink, type SmtpSink } from '../support/smtp';
import { api, login } from '../contract/target';
import { applicationForm } from '../support/applications';
import { startHarness, type Harness } from './harness';
import { updateBody } from '../support/records';

let h: Harness | undefined;
let smtp: SmtpSink | undefined;
afterEach(async () => {
  await h?.close();
  await smtp?.close();
  h = smtp = undefined;
});

const HOUR = 60 * 60_000;
const PRACTICE = 'info@praxis-dr-berger.de'; // the contact data's primary e-mail (content/demo/contact.ts)
const slots = bookableSlots();
const booking = (i: number, extra: Record<string, unknown> = {}) => ({
  firstName: 'Maria',
  lastName: `Muster${i}`,
  email: `patient${i}@example.org`,
  phone: `+49 89 1234${String(i).padStart(3, '0')}`,
  treatmentType: 'rootCanal',
  preferredDate: slots[i]!.date,
  preferredTime: slots[i]!.time,
  location: slots[i]!.location,
  message: 'Starke Schmerzen unten links seit Montag',
  healthDataConsent: true,
  ...extra,
});
const message = (i: number) => ({
  name: 'Max Mustermann',
  email: `sender${i}@example.org`,
  subject: 'Frage zur Rechnung',
  message: 'Meine Krankenkasse fragt nach der Diagnose.',
});
const application = (i: number) => {
  const pdf = new Uint8Array(512);
  pdf.set(new TextEncoder().encode('%PDF-1.4\n'));
  return applicationForm(new Blob([pdf], { type: 'application/pdf' }), 'cv.pdf', {
    lastName: `Beispiel${i}`,
    email: `applicant${i}@example.org`,
  });
};
const outbox = () => h!.db.collection('outbox');

describe('mail', () => {
  it('answers forgot-password alike for known and unknown addresses while the mail server is down, and delivers once it is up', async () => {
    smtp = await smtpSink(); // not listening yet: connections are refused
    h = await startHarness('mail', { SMTP_URL: smtp.url });
    const known = await api(h.target, 'POST', '/api/auth/forgot-password', {
      body: { email: h.target.credentials.editor.email },
    });
    const unknown = await api(h.target, 'POST', '/api/auth/forgot-password', { body: { email: 'niemand@example.org' } });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(unknown.json).toEqual(known.json);
    // Both did the same work (a request stored, its job queued); after the answers the jobs wrote
    // a reset link and its mail for the real account only, and used up both requests.
    await h.app.jobs.runDue();
    expect(await h.db.collection('tokens').countDocuments({ kind: 'reset' })).toBe(1);
    expect(await h.db.collection('tokens').countDocuments({ kind: 'resetRequest' })).toBe(0);
    const queued = await outbox().find().toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ to: h.target.credentials.editor.email, status: 'queued', expiresAt: null });
    // Its job failed once and waits for its retry (admins see it); nothing was lost.
    const admin = await login(h.target, 'admin');
    const failed = (await api(h.target, 'GET', '/api/v1/admin/failed-jobs', { token: admin })).json;
    expect(failed).toEqual([
      expect.objectContaining({ name: 'mail.deliver', state: 'retrying', attempts: 1, mailId: queued[0]!._id }),
    ]);
    expect(failed[0].lastError).toMatch(/^SMTP/);
    expect(failed[0].lastError).not.toContain('@');

    // The mail server comes back; the retry is due: the mail arrives, and the entry counts as sent.
    await smtp.listen();
    await h.app.jobs.runDue(HOUR);
    await smtp.until(1);
    expect(smtp.received[0]!.to).toEqual([h.target.credentials.editor.email]);
    expect(smtp.received[0]!.subject).toBe('Passwort zurücksetzen');
    expect(smtp.received[0]!.text).toMatch(/\/admin\/reset-password#token=[A-Za-z0-9_-]+/);
    const sent = (await outbox().findOne({}))!;
    expect(sent.status).toBe('sent');
    // Kept 30 days after delivery, then MongoDB's TTL index removes it.
    expect(sent.expiresAt.getTime() - new Date(sent.sentAt).getTime()).toBe(30 * 24 * HOUR);
    expect((await api(h.target, 'GET', '/api/v1/admin/failed-jobs', { token: admin })).json).toEqual([]);
  });

  it('sends invitations by a job, without the request waiting', async () => {
    smtp = await smtpSink();
    await smtp.listen();
    h = await startHarness('mail', { SMTP_URL: smtp.url });
    const admin = await login(h.target, 'admin');
    const invited = await api(h.target, 'POST', '/api/v1/admin/users', {
      token: admin,
      body: { email: 'Neu@Example.org', name: 'Neue Kollegin', role: 'editor' },
    });
    expect(invited.status).toBe(201);
    await smtp.until(1); // the job runs by itself
    expect(smtp.received[0]!.to).toEqual(['neu@example.org']);
    const token = /\/admin\/register#token=([\w-]+)/.exec(smtp.received[0]!.text)![1]!;
    expect(smtp.received[0]!.html).toContain(`#token=${token}`);
    expect(smtp.received[0]!.html).toContain('Jetzt registrieren');
    // Sent: the outbox keeps the mail as staff see it, with the link's token masked, and nothing live.
    await expect.poll(async () => (await outbox().findOne({}))?.status).toBe('sent');
    const stored = JSON.stringify(await outbox().find().toArray());
    expect(stored).toContain('/admin/register#token=…');
    expect(stored).not.toContain(token);
  });

  it('confirms a booking to the patient in their language and tells the configured address in German, without health details', async () => {
    smtp = await smtpSink();
    await smtp.listen();
    h = await startHarness('mail', { SMTP_URL: smtp.url });
    const admin = await login(h.target, 'admin');
    const settings = updateBody((await api(h.target, 'GET', '/api/v1/admin/settings/settings', { token: admin })).json);
    const empty = { oberfoehring: [], schwabing: [] };
    const notifications = {
      appointments: { oberfoehring: ['empfang-of@example.org'], schwabing: ['empfang-sw@example.org', 'chefin@example.org'] },
      messages: empty,
      applications: empty,
    };
    const saved = await api(h.target, 'PUT', '/api/v1/admin/settings/settings', {
      token: admin,
      body: { ...settings, notifications },
    });
    expect(saved.status).toBe(200);
    // The recipients are no public setting.
    expect((await api(h.target, 'GET', '/api/v1/settings')).text).not.toContain('empfang');

    const request = booking(0, { location: 'schwabing', language: 'fr' });
    const r = await api(h.target, 'POST', '/api/v1/appointments', { body: request, headers: { 'Accept-Language': 'fr' } });
    expect(r.status).toBe(201);
    await smtp.until(3);

    const [receipt] = smtp.to(request.email);
    expect(receipt!.subject).toBe('Nous avons bien reçu votre demande de rendez-vous');
    expect(receipt!.text).toContain('Cabinet de Schwabing');
    expect(receipt!.text).toMatch(/sous un jour ouvré/);
    expect(receipt!.html).toMatch(/<html[^>]* lang="fr"/);
    expect(receipt!.parsed.from?.text).toContain('praxis@praxis-dr-berger.de');

    const notices = [...smtp.to('empfang-sw@example.org'), ...smtp.to('chefin@example.org')];
    expect(notices).toHaveLength(2);
    expect(smtp.to('empfang-of@example.org')).toHaveLength(0);
    for (const notice of notices) {
      expect(notice.subject).toBe('Neue Terminanfrage über die Website (Praxis Schwabing)');
      expect(notice.text).toContain(`/admin/appointments/${r.json.data.id}`);
      // No health details, and nothing else of the patient either.
      for (const mail of [notice.text, notice.html, notice.subject])
        for (const detail of [request.message, 'Wurzel', 'rootCanal', request.phone, request.email, request.lastName, 'Maria'])
          expect(mail).not.toContain(detail);
    }
    // The receipt echoes nothing the patient typed (their words could be anyone's, sent to anyone).
    for (const detail of [request.message, request.lastName, 'Maria', request.phone]) expect(receipt!.text).not.toContain(detail);
  });

  it('keeps every mail of 20 submissions made while the mail server is down, and delivers each exactly once when it is back', async () => {
    smtp = await smtpSink();
    h = await startHarness('mail', { SMTP_URL: smtp.url });
    const started = Date.now();
    const answers = [];
    for (let i = 0; i < 20; i++) {
      if (i % 3 === 0) answers.push(await api(h.target, 'POST', '/api/v1/appointments', { body: booking(i) }));
      else if (i % 3 === 1) answers.push(await api(h.target, 'POST', '/api/v1/contact', { body: message(i) }));
      else answers.push(await api(h.target, 'POST', '/api/v1/jobs/applications', { form: application(i) }));
    }
    const submitMs = Date.now() - started;
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const stored =
      (await h.db.collection('appointments').countDocuments({ _id: { $in: answers.map((a) => a.json.data.id) } })) +
      (await h.db.collection('messages').countDocuments({ _id: { $in: answers.map((a) => a.json.data.id) } })) +
      (await h.db.collection('applications').countDocuments({ _id: { $in: answers.map((a) => a.json.data.id) } }));
    expect(stored).toBe(20);
    // A receipt and a notice (to the practice's e-mail) per submission, all waiting.
    await h.app.jobs.runDue();
    expect(await outbox().countDocuments({ status: 'queued' })).toBe(40);
    await h.app.jobs.runDue(10 * 60_000); // more failed tries while it is still down
    expect(smtp.received).toHaveLength(0);

    await smtp.listen();
    const back = Date.now();
    await h.app.jobs.runDue(HOUR);
    await smtp.until(40);
    const drainMs = Date.now() - back;
    await h.app.jobs.runDue(2 * HOUR); // anything left would go out now: nothing may arrive twice
    const ids = smtp.received.map((m) => m.messageId);
    const duplicates = ids.length - new Set(ids).size;
    console.log(
      `SMTP outage: ${stored} submissions stored (answered in ${submitMs} ms, all 201), ${smtp.received.length} mails received ` +
        `for ${await outbox().countDocuments()} outbox entries, ${duplicates} duplicates, drained ${drainMs} ms after SMTP came back`,
    );
    expect(smtp.received).toHaveLength(40);
    expect(duplicates).toBe(0);
    expect(smtp.to(PRACTICE)).toHaveLength(20);
    expect(await outbox().countDocuments({ status: 'sent' })).toBe(40);
  });

  it('shows a job that failed its last try to admins only, and sends it on retry', async () => {
    smtp = await smtpSink();
    h = await startHarness('mail', { SMTP_URL: smtp.url });
    const admin = await login(h.target, 'admin');
    const reception = await login(h.target, 'reception');
    await api(h.target, 'POST', '/api/auth/forgot-password', { body: { email: h.target.credentials.editor.email } });
    for (let i = 0; i < 10; i++) await h.app.jobs.runDue(2 * HOUR); // the first try and 8 retries, all refused
    const failed = (await api(h.target, 'GET', '/api/v1/admin/failed-jobs', { token: admin })).json;
    expect(failed).toEqual([expect.objectContaining({ name: 'mail.deliver', state: 'failed', attempts: 9, nextRunAt: null })]);
    expect((await outbox().findOne({}))!.status).toBe('failed');
    expect((await api(h.target, 'GET', '/api/v1/admin/failed-jobs', { token: reception })).status).toBe(403);
    expect((await api(h.target, 'POST', `/api/v1/admin/failed-jobs/${failed[0].id}/retry`, { token: reception })).status).toBe(
      403,
    );
    expect(
      (await api(h.target, 'POST', '/api/v1/admin/failed-jobs/0123456789abcdef01234567/retry', { token: admin })).status,
    ).toBe(404);

    await smtp.listen();
    const retried = await api(h.target, 'POST', `/api/v1/admin/failed-jobs/${failed[0].id}/retry`, { token: admin });
    expect(retried.status).toBe(200);
    await h.app.jobs.runDue();
    await smtp.until(1);
    expect(smtp.received[0]!.subject).toBe('Passwort zurücksetzen');
    expect((await api(h.target, 'GET', '/api/v1/admin/failed-jobs', { token: admin })).json).toEqual([]);
    expect((await outbox().findOne({}))!.status).toBe('sent');
  });

  it('keeps mail readable in the admin outbox without SMTP_URL, and writes no job', async () => {
    h = await startHarness('mail');
    const request = booking(1, { language: 'en' });
    expect((await api(h.target, 'POST', '/api/v1/appointments', { body: request })).status).toBe(201);
    const admin = await login(h.target, 'admin');
    const list = await api(h.target, 'GET', '/api/v1/admin/outbox', { token: admin });
    const mails = list.json.filter((m: { to: string }) => [request.email, PRACTICE].includes(m.to));
    const where = { oberfoehring: 'Praxis Oberföhring', schwabing: 'Praxis Schwabing' }[request.location!];
    expect(mails.map((m: { subject: string; status: string }) => [m.subject, m.status]).sort()).toEqual(
      [
        [`Neue Terminanfrage über die Website (${where})`, 'held'],
        ['We have received your appointment request', 'held'],
      ].sort(),
    );
    expect(await h.db.collection('agendaJobs').countDocuments({ name: 'mail.deliver' })).toBe(0);
    const entry = (await outbox().findOne({ to: request.email }))!;
    expect(entry.expiresAt.getTime() - new Date(entry.createdAt).getTime()).toBe(30 * 24 * HOUR);
  });

  it('confirms an appointment with a calendar file and a cancel link that works once, then frees the slot and tells reception', async () => {
    smtp = await smtpSink();
    await smtp.listen();
    h = await startHarness('mail', { SMTP_URL: smtp.url });
    const request = booking(2, { language: 'de' });
    const id = (await api(h.target, 'POST', '/api/v1/appointments', { body: request })).json.data.id;
    await smtp.until(2); // receipt and notice
    const reception = await login(h.target, 'reception');
    const confirmed = await api(h.target, 'POST', `/api/v1/admin/appointments/${id}/actions`, {
      token: reception,
      body: { action: 'confirm' },
    });
    expect(confirmed.status).toBe(200);
    await smtp.until(3);
    const mail = smtp.to(request.email).find((m) => m.subject.startsWith('Terminbestätigung'))!;
    expect(mail.subject).toContain(`${request.preferredTime} Uhr`);
    expect(mail.html).toMatch(/<html[^>]* lang="de"/);
    for (const detail of [request.message, request.phone]) expect(mail.text).not.toContain(detail);

    // The .ics file, parsed back: one event at the Berlin wall-clock time, at the practice, the appointment's UID.
    const ics = mail.parsed.attachments.find((a) => a.filename === 'termin.ics')!;
    expect(ics.contentType).toBe('text/calendar');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics.content.toString('utf8'))).getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe(
      berlinInstant(request.preferredDate, request.preferredTime).toISOString(),
    );
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(90 * 60_000); // a root canal
    expect(event.uid).toMatch(new RegExp(`^${id}@`));
    expect(event.location).toContain(request.location === 'schwabing' ? 'Schwabing' : 'Oberföhring');
    expect(ics.content.toString('utf8')).not.toContain(request.lastName);

    // The cancel link works without login, once; the slot is free again, reception gets a notice.
    const token = /\/de\/termin\/absagen#token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    const cancel = () => api(h!.target, 'POST', '/api/v1/appointments/cancellation', { body: { token } });
    expect((await cancel()).status).toBe(200);
    expect((await cancel()).json).toMatchObject({ code: 'duplicate', message: 'error.cancel.already' });
    const slots = (
      await api(
        h.target,
        'GET',
        `/api/v1/contact/appointment-slots?from=${request.preferredDate}&days=1&location=${request.location}`,
      )
    ).json.data as { time: string; available: boolean }[];
    expect(slots.find((s) => s.time === request.preferredTime)!.available).toBe(true);
    await smtp.until(4);
    const notice = smtp.to(PRACTICE).find((m) => m.subject.startsWith('Termin über die Website abgesagt'))!;
    expect(notice.text).toContain(`/admin/appointments/${id}`);
    for (const detail of [request.email, request.lastName, 'Maria', request.phone]) expect(notice.text).not.toContain(detail);
  });

  it('reminds a confirmed appointment the day before, once, only when the patient asked, and a cancelled one never', async () => {
    smtp = await smtpSink();
    await smtp.listen();
    h = await startHarness('mail', { SMTP_URL: smtp.url });
    const reception = await login(h.target, 'reception');
    const kept = booking(3, { language: 'en', reminderOptIn: true });
    const cancelled = booking(4, { language: 'en', reminderOptIn: true });
    const unasked = booking(5, { language: 'en' }); // the box left unticked, as the form shows it
    for (const request of [kept, cancelled, unasked]) {
      const id = (await api(h.target, 'POST', '/api/v1/appointments', { body: request })).json.data.id;
      const act = (action: string) =>
        api(h!.target, 'POST', `/api/v1/admin/appointments/${id}/actions`, { token: reception, body: { action } });
      expect((await act('confirm')).status).toBe(200);
      if (request === cancelled) expect((await act('cancel')).status).toBe(200);
    }
    await smtp.until(9); // three receipts, three notices, three confirmations
    const reminder = await h.db.collection('agendaJobs').findOne({ name: 'appointment.remind' });
    expect(reminder!.nextRunAt.toISOString()).toBe(
      berlinInstant(addDays(kept.preferredDate, -1), kept.preferredTime).toISOString(),
    );
    expect(await h.db.collection('agendaJobs').countDocuments({ name: 'appointment.remind' })).toBe(1);
    await h.app.jobs.runDue(BOOKING_HORIZON_DAYS * 24 * HOUR);
    await smtp.until(7);
    await h.app.jobs.runDue(BOOKING_HORIZON_DAYS * 24 * HOUR); // nothing may go out twice
    const reminders = smtp.received.filter((m) => m.subject.startsWith('Reminder'));
    expect(reminders.map((m) => [m.to, m.subject])).toEqual([
      [[kept.email], `Reminder: your appointment tomorrow at ${kept.preferredTime}`],
    ]);
    expect(reminders[0]!.text).toMatch(/\/en\/appointment\/cancel#token=/);
    expect(smtp.to(cancelled.email).filter((m) => m.subject.startsWith('Reminder'))).toHaveLength(0);
    expect(smtp.to(unasked.email).filter((m) => m.subject.startsWith('Reminder'))).toHaveLength(0);
  });
});
