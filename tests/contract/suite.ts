/**
 * The contract suite: one set of assertions, run against the MSW mocks
 * (tests/contract/msw.test.ts) and against Fastify on MongoDB (tests/api/contract.test.ts), so the mocks never drift from production.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../src/contract/common';
import { ConflictBody, versionTag } from '../../src/contract/concurrency';
import { endpoint, endpoints, SINGLETONS } from '../../src/contract/endpoints';
import { clean } from '../../admin/lib/schema';
import { samplePhotoJpeg } from '../../scripts/samplePhoto';
import { api, login, type ContractTarget } from './target';
import { addDays, todayInBerlin } from '../../src/contract/constants';
import { applicationForm } from '../support/applications';
import { docxUnpackingTo, docxWithParts } from '../support/officeFiles';
import { updateBody } from '../support/records';

const validAppointment = () => ({
  firstName: 'Maria',
  lastName: 'Muster',
  email: 'maria@example.org',
  phone: '+49 89 1234567',
  treatmentType: 'checkup',
  preferredDate: '',
  preferredTime: '',
  location: 'oberfoehring',
  message: 'Kontrolle',
  healthDataConsent: true,
});
/** The first free slot the form would offer (the server takes only those): an appointment request for it. */
async function bookableAppointment(t: ContractTarget) {
  const slots = (await api(t, 'GET', '/api/v1/contact/appointment-slots?days=14&location=oberfoehring')).json.data as {
    date: string;
    time: string;
    available: boolean;
  }[];
  const slot = slots.find((s) => s.available)!;
  return { ...validAppointment(), preferredDate: slot.date, preferredTime: slot.time };
}
const pdf = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  return new Blob([bytes], { type: 'application/pdf' });
};

export function contractSuite(t: ContractTarget) {
  describe(`contract: ${t.name}`, () => {
    beforeEach(() => t.reset());

    describe('public reads', () => {
      it('wraps answers in { data }', async () => {
        const r = await api(t, 'GET', '/api/v1/languages');
        expect(r.status).toBe(200);
        expect(r.json.data.map((l: { code: string }) => l.code)).toEqual(['de', 'en', 'fr', 'es', 'ru']);
      });
      it('answers practice info and contact data that match their schemas', async () => {
        const info = await api(t, 'GET', '/api/v1/practice/info');
        expect(endpoint('practice.info').response!.safeParse(info.json).success).toBe(true);
        expect(info.json.data.locations.map((l: { key: string }) => l.key).sort()).toEqual(['oberfoehring', 'schwabing']);
        const contact = await api(t, 'GET', '/api/v1/public/contact');
        expect(endpoint('contact.public').response!.safeParse(contact.json).success).toBe(true);
      });
      // 31: the vitamin-D infusions wait unpublished until a physician is named.
      it('serves the 31 published catalogue treatments and one by its German slug', async () => {
        const list = await api(t, 'GET', '/api/v1/treatments');
        expect(list.json.data).toHaveLength(31);
        // Lists carry card fields and one image, never the detail texts (keeps the cached list small).
        expect(endpoint('treatments.list').response!.safeParse(list.json).success).toBe(true);
        expect(list.json.data[0]).not.toHaveProperty('longDescription');
        expect(list.json.data.every((x: { image?: { src: string } }) => x.image?.src.startsWith('/images/treatments/'))).toBe(
          true,
        );
        const one = await api(t, 'GET', `/api/v1/treatments/${encodeURIComponent('zahnbrücke')}`);
        expect(one.status).toBe(200);
        expect(one.json.data.slug).toBe('zahnbrücke');
      });
      it("searches treatments only in what visitors are shown: a withheld claim's words find nothing until it is confirmed", async () => {
        const token = await login(t, 'admin');
        const settings = updateBody((await api(t, 'GET', '/api/v1/admin/settings/settings', { token })).json);
        const confirm = async (confirmedClaims: string[]) =>
          expect(
            (await api(t, 'PUT', '/api/v1/admin/settings/settings', { token, body: { ...settings, confirmedClaims } })).status,
          ).toBe(200);
        // The catalogue's short descriptions state no claim; one staff write may.
        const treatment = updateBody((await api(t, 'GET', '/api/v1/admin/treatments/prophylaxe', { token })).json);
        const shortDescription = {
          ...treatment.shortDescription,
          de: `${treatment.shortDescription.de} Unsere Dentalhygienikerin nimmt sich Zeit für Sie.`,
          en: `${treatment.shortDescription.en} Our dental hygienist takes her time.`,
        };
        const saved = await api(t, 'PUT', '/api/v1/admin/treatments/prophylaxe', {
          token,
          body: { ...treatment, shortDescription },
        });
        expect(saved.status).toBe(200);
        const found = async (q: string) =>
          ((await api(t, 'GET', `/api/v1/treatments?q=${encodeURIComponent(q)}`)).json.data as { slug: string }[]).map(
            (x) => x.slug,
          );
        await confirm([]);
        expect(await found('Dentalhygienikerin')).toEqual([]);
        expect(await found('HYGIENIST')).toEqual([]);
        // What the visitor reads of the same text is still found.
        expect(await found(treatment.shortDescription.de.slice(0, 12))).toContain('prophylaxe');
        await confirm(['dentalHygienist']);
        expect(await found('Dentalhygienikerin')).toEqual(['prophylaxe']);
        expect(await found('HYGIENIST')).toEqual(['prophylaxe']);
      });
      it('answers 404 with the contract error body for an unknown slug', async () => {
        const r = await api(t, 'GET', '/api/v1/treatments/gibt-es-nicht');
        expect(r.status).toBe(404);
        expect(ErrorBody.safeParse(r.json).success).toBe(true);
        expect(r.json.message).toBe('error.treatmentNotFound');
      });
      it('pages the published blog newest first', async () => {
        const r = await api(t, 'GET', '/api/v1/blog?page=1&pageSize=2');
        expect(r.json.data.items).toHaveLength(2);
        expect(r.json.data.total).toBeGreaterThanOrEqual(6);
        const [a, b] = r.json.data.items;
        expect(a.publishedAt >= b.publishedAt).toBe(true);
        expect(r.json.data.items.every((p: { status: string }) => p.status === 'published')).toBe(true);
        expect(a).not.toHaveProperty('body');
      });
      it('shows only approved reviews', async () => {
        const r = await api(t, 'GET', '/api/v1/reviews');
        expect(r.json.data.items.length).toBeGreaterThanOrEqual(10);
        expect(r.json.data.items.every((x: { status: string }) => x.status === 'approved')).toBe(true);
      });
      it('counts a critical review staff approved in the shown average like any other', async () => {
        const before = (await api(t, 'GET', '/api/v1/reviews')).json.data;
        const token = await login(t, 'admin');
        const review = {
          authorName: 'M. K.',
          rating: 1,
          text: 'Lange Wartezeit trotz Termin.',
          language: 'de',
          source: 'google',
          date: '2026-11-20',
          status: 'approved',
        };
        expect((await api(t, 'POST', '/api/v1/admin/reviews', { token, body: review })).status).toBe(201);
        const after = (await api(t, 'GET', '/api/v1/reviews')).json.data;
        expect(after.count).toBe(before.count + 1);
        const ratings = after.items.map((r: { rating: number }) => r.rating);
        expect(ratings).toContain(1);
        const mean = ratings.reduce((sum: number, r: number) => sum + r, 0) / ratings.length;
        expect(after.average).toBe(Math.round(mean * 10) / 10);
        expect(after.average).toBeLessThan(before.average);
      });
    });

    describe('public writes', () => {
      it('stores a valid appointment request (201) that reception then sees', async () => {
        const body = await bookableAppointment(t);
        const r = await api(t, 'POST', '/api/v1/appointments', { body });
        expect(r.status).toBe(201);
        // The slot is gone: the same request again is refused with the message the form shows.
        const again = await api(t, 'POST', '/api/v1/appointments', {
          body: { ...body, email: 'other@example.org', phone: '+49 89 7654321' },
        });
        expect(again.status).toBe(409);
        expect(again.json).toMatchObject({ code: 'duplicate', message: 'error.booking.slotTaken' });
        expect((await api(t, 'POST', '/api/v1/appointments', { body: { ...body, preferredTime: '03:17' } })).json.issues).toEqual(
          [{ path: ['preferredTime'], message: 'validation.booking.slot' }],
        );
        const token = await login(t, 'reception');
        const list = await api(
          t,
          'GET',
          `/api/v1/admin/appointments?filter=${encodeURIComponent(JSON.stringify({ id: [r.json.data.id] }))}`,
          { token },
        );
        expect(list.json).toHaveLength(1);
        expect(list.json[0]).toMatchObject({ firstName: 'Maria', status: 'new' });
      });
      it('asks for the practice where there are two, and keeps the treatment page a booking link came from', async () => {
        const { location: _l, ...body } = await bookableAppointment(t);
        const without = await api(t, 'POST', '/api/v1/appointments', { body });
        expect(without.status).toBe(400);
        expect(without.json.issues).toEqual([{ path: ['location'], message: 'validation.booking.location' }]);
        const r = await api(t, 'POST', '/api/v1/appointments', {
          body: { ...body, location: 'oberfoehring', treatment: 'bleaching' },
        });
        expect(r.status).toBe(201);
        const token = await login(t, 'reception');
        const row = (await api(t, 'GET', `/api/v1/admin/appointments/${r.json.data.id}`, { token })).json;
        expect(row).toMatchObject({ location: 'oberfoehring', treatment: 'bleaching', status: 'new' });
        expect(row.history).toEqual([expect.objectContaining({ by: 'patient', step: 'request', status: 'new' })]);
      });
      it('lets reception confirm at another time: the patient gets a mail with a cancel link that works once, without login, and frees the slot', async () => {
        const body = await bookableAppointment(t);
        const id = (await api(t, 'POST', '/api/v1/appointments', { body: { ...body, language: 'en' } })).json.data.id;
        const token = await login(t, 'reception');
        const act = (action: string, extra: object = {}) =>
          api(t, 'POST', `/api/v1/admin/appointments/${id}/actions`, { token, body: { action, ...extra } });
        // Staff no longer set the status by hand: only a step does.
        expect((await api(t, 'PUT', `/api/v1/admin/appointments/${id}`, { token, body: { status: 'confirmed' } })).status).toBe(
          400,
        );
        expect((await act('confirm', { date: body.preferredDate })).status).toBe(400); // a time is date, time and practice
        const schwabing = async () =>
          (await api(t, 'GET', `/api/v1/contact/appointment-slots?from=${body.preferredDate}&days=1&location=schwabing`)).json
            .data as { date: string; time: string; available: boolean }[];
        const moved = {
          date: body.preferredDate,
          time: (await schwabing()).find((s) => s.available)!.time,
          location: 'schwabing',
        };
        const confirmed = await act('confirm', moved);
        expect(confirmed.status).toBe(200);
        expect(confirmed.json).toMatchObject({ status: 'confirmed', scheduled: moved });
        expect(confirmed.json.history.map((h: { step: string }) => h.step)).toEqual(['request', 'confirm']);
        expect((await act('contacted')).json).toMatchObject({ code: 'duplicate', message: 'error.appointment.stepNotAllowed' });
        // The requested slot is free again, the confirmed time is in reception's day view.
        const free = (
          await api(t, 'GET', `/api/v1/contact/appointment-slots?from=${body.preferredDate}&days=1&location=oberfoehring`)
        ).json.data as { time: string; available: boolean }[];
        expect(free.find((s) => s.time === body.preferredTime)!.available).toBe(true);
        expect((await schwabing()).find((s) => s.time === moved.time)!.available).toBe(false);
        const day = await api(
          t,
          'GET',
          `/api/v1/admin/appointment-calendar?from=${body.preferredDate}&days=1&location=schwabing`,
          {
            token,
          },
        );
        expect(day.json).toEqual([
          expect.objectContaining({ id, ...moved, status: 'confirmed', name: 'Maria Muster', minutes: 30 }),
        ]);
        expect(
          (
            await api(t, 'GET', `/api/v1/admin/appointment-calendar?from=${body.preferredDate}&days=1&location=schwabing`, {
              token: await login(t, 'editor'),
            })
          ).status,
        ).toBe(403);

        const admin = await login(t, 'admin');
        const outbox = (await api(t, 'GET', '/api/v1/admin/outbox', { token: admin })).json as {
          to: string;
          subject: string;
          text: string;
        }[];
        const mail = outbox.find((m) => m.to === body.email && m.subject.startsWith('Appointment confirmed'))!;
        expect(mail.text).toContain(moved.time);
        const link = /\/en\/appointment\/cancel#token=([A-Za-z0-9_-]+)/.exec(mail.text)!;
        expect(link).not.toBeNull();
        const cancelToken = { token: link[1] };
        expect((await api(t, 'POST', '/api/v1/appointments/cancellation/lookup', { body: cancelToken })).json.data).toEqual({
          state: 'cancellable',
          ...moved,
        });
        const cancelled = await api(t, 'POST', '/api/v1/appointments/cancellation', { body: cancelToken });
        expect(cancelled.status).toBe(200);
        expect(cancelled.json.data).toEqual({ state: 'cancelled', ...moved });
        const twice = await api(t, 'POST', '/api/v1/appointments/cancellation', { body: cancelToken });
        expect(twice.status).toBe(409);
        expect(twice.json.message).toBe('error.cancel.already');
        const forged = await api(t, 'POST', '/api/v1/appointments/cancellation', { body: { token: 'A'.repeat(43) } });
        expect(forged.status).toBe(404);
        expect((await api(t, 'GET', `/api/v1/admin/appointments/${id}`, { token })).json.status).toBe('cancelled');
        expect((await act('confirm')).status).toBe(409); // cancelled is final
        // Its time is free for others; reception is told (in German, nothing about the patient).
        expect((await schwabing()).find((s) => s.time === moved.time)!.available).toBe(true);
        const after = (await api(t, 'GET', '/api/v1/admin/outbox', { token: admin })).json as {
          to: string;
          subject: string;
          text: string;
        }[];
        const notice = after.find(
          (m) =>
            m.to === 'info@praxis-dr-berger.de' && m.text.includes(`/admin/appointments/${id}`) && m.subject.includes('abgesagt'),
        );
        expect(notice).toBeDefined();
        for (const detail of [body.email, body.lastName, body.phone]) expect(notice!.text).not.toContain(detail);
      });
      it('answers 400 with field issues carrying the spec messages', async () => {
        const r = await api(t, 'POST', '/api/v1/appointments', {
          body: {
            ...validAppointment(),
            firstName: 'M',
            email: 'nope',
            phone: '123',
            preferredDate: '',
            preferredTime: '',
            treatmentType: '',
          },
        });
        expect(r.status).toBe(400);
        expect(r.json.code).toBe('validation');
        const byField = Object.fromEntries(
          r.json.issues.map((i: { path: string[]; message: string }) => [i.path.join('.'), i.message]),
        );
        expect(byField).toMatchObject({
          firstName: 'validation.booking.firstName',
          email: 'validation.booking.email',
          phone: 'validation.booking.phone',
          preferredDate: 'validation.booking.date',
          preferredTime: 'validation.booking.time',
          treatmentType: 'validation.booking.treatment',
        });
      });
      it('takes a message only with the consent to its health data, and keeps what the patient agreed to', async () => {
        const body = await bookableAppointment(t);
        const { healthDataConsent: _consent, ...withoutConsent } = body;
        const refused = await api(t, 'POST', '/api/v1/appointments', { body: withoutConsent });
        expect(refused.status).toBe(400);
        expect(refused.json.issues).toEqual([{ path: ['healthDataConsent'], message: 'validation.booking.healthDataConsent' }]);
        // Without a message no consent is asked; reminders only for who asks.
        const { message: _m, ...plain } = withoutConsent;
        expect((await api(t, 'POST', '/api/v1/appointments', { body: plain })).status).toBe(201);
        const sent = await api(t, 'POST', '/api/v1/appointments', {
          body: { ...(await bookableAppointment(t)), email: 'zweite@example.org', reminderOptIn: true },
        });
        expect(sent.status).toBe(201);
        const reception = await login(t, 'reception');
        const row = (await api(t, 'GET', `/api/v1/admin/appointments/${sent.json.data.id}`, { token: reception })).json;
        expect(row).toMatchObject({ healthDataConsent: true, reminderOptIn: true });
        const log = (await api(t, 'GET', '/api/v1/admin/consentLog?range=[0,99]', { token: await login(t, 'admin') })).json as {
          subject: string;
          event: string;
          subscriptionId: string;
        }[];
        expect(
          log
            .filter((e) => e.subscriptionId === sent.json.data.id)
            .map((e) => `${e.subject}:${e.event}`)
            .sort(),
        ).toEqual(['appointment:healthData', 'appointment:reminders']);
      });
      it('keeps no control or bidi-override characters of any text input: a name, a subject, a message, a search', async () => {
        const sent = await api(t, 'POST', '/api/v1/contact', {
          body: {
            name: 'Max\u0000 Muster\u202emann',
            email: 'max@example.org',
            subject: 'Rechnung\u202Efdp.exe\u2066\u2069\u200f\u001b[31m',
            message: 'Zeile eins,\nZeile zwei:\tmit Tab.\u0007\u0085\u061c',
          },
        });
        expect(sent.status).toBe(201);
        const reception = await login(t, 'reception');
        const stored = (await api(t, 'GET', `/api/v1/admin/messages/${sent.json.data.id}`, { token: reception })).json;
        expect(stored).toMatchObject({
          name: 'Max Mustermann',
          subject: 'Rechnungfdp.exe[31m',
          // Line breaks and tabs are text.
          message: 'Zeile eins,\nZeile zwei:\tmit Tab.',
        });
        // Also in a query (an admin search) and a path.
        const search = await api(t, 'GET', `/api/v1/admin/messages?filter=${encodeURIComponent('{"q":"Muster\u202emann"}')}`, {
          token: reception,
        });
        expect(search.status).toBe(200);
        expect(search.json.map((m: { id: string }) => m.id)).toContain(sent.json.data.id);
      });
      it('refuses malformed JSON, unknown fields and operator objects with 400, storing nothing', async () => {
        expect((await api(t, 'POST', '/api/v1/contact', { raw: '{"name": ' })).status).toBe(400);
        const unknown = await api(t, 'POST', '/api/v1/contact', {
          body: {
            name: 'Max',
            email: 'max@example.org',
            subject: 'Hallo',
            message: 'Eine Nachricht an die Praxis.',
            admin: true,
          },
        });
        expect(unknown.status).toBe(400);
        expect(unknown.json.issues[0]).toMatchObject({ path: ['admin'], message: 'validation.unknownField' });
        const operator = await api(t, 'POST', '/api/auth/login', { body: { email: { $gt: '' }, password: { $gt: '' } } });
        expect(operator.status).toBe(400);
        const token = await login(t, 'reception');
        const messages = await api(t, 'GET', '/api/v1/admin/messages', { token });
        expect(messages.json.some((m: { name: string }) => m.name === 'Max')).toBe(false);
      });
      it('accepts a CV upload and lets reception download it', async () => {
        const r = await api(t, 'POST', '/api/v1/jobs/applications', { form: applicationForm(pdf(1024)) });
        expect(r.status).toBe(201);
        const token = await login(t, 'reception');
        const cv = await api(t, 'GET', `/api/v1/admin/applications/${r.json.data.id}/cv`, { token });
        expect(cv.status).toBe(200);
        expect(cv.headers.get('content-type')).toContain('application/pdf');
        expect(cv.text.startsWith('%PDF-')).toBe(true);
        // The server's name for it, never the applicant's; and no type sniffing.
        expect(cv.headers.get('content-disposition')).toMatch(
          /^attachment; filename="Bewerbung-Beispiel-\d{4}-\d{2}-\d{2}\.pdf"$/,
        );
        expect(cv.headers.get('x-content-type-options')).toBe('nosniff');
        const polyglot = new Blob([new TextEncoder().encode('%PDF-1.4\n<hta:application><script>x</script>')]);
        expect(
          (await api(t, 'POST', '/api/v1/jobs/applications', { form: applicationForm(polyglot, 'Lebenslauf.hta') })).status,
        ).toBe(415);
      });
      it('refuses a CV over 5 MB with 413 and the spec message', async () => {
        const r = await api(t, 'POST', '/api/v1/jobs/applications', { form: applicationForm(pdf(5 * 1024 * 1024 + 1)) });
        expect(r.status).toBe(413);
        expect(r.json.message).toBe('validation.application.fileSize');
      });
      it('refuses an executable renamed .pdf with 415', async () => {
        const exe = new Blob([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00])], { type: 'application/pdf' });
        const r = await api(t, 'POST', '/api/v1/jobs/applications', { form: applicationForm(exe, 'cv.pdf') });
        expect(r.status).toBe(415);
      });
      it('refuses a docx that unpacks to over 50 MB or holds over 1000 parts with 415 and its own message', async () => {
        const apply = (bytes: Uint8Array) =>
          api(t, 'POST', '/api/v1/jobs/applications', {
            form: applicationForm(new Blob([bytes as BlobPart]), 'Lebenslauf.docx'),
          });
        // 60 MB of zeros in about 270 KB: under the upload limit, over what a CV unpacks to.
        const bomb = docxUnpackingTo(60 * 1024 * 1024);
        expect(bomb.length).toBeLessThan(400 * 1024);
        for (const bytes of [bomb, docxWithParts(1001)]) {
          const r = await apply(bytes);
          expect(r.status).toBe(415);
          expect(r.json).toMatchObject({ code: 'unsupported_type', message: 'validation.application.archiveTooLarge' });
        }
        // A docx within the limits is a CV like any other.
        expect((await apply(docxUnpackingTo(2 * 1024 * 1024))).status).toBe(201);
        expect((await apply(docxWithParts(200))).status).toBe(201);
      });
      it('requires privacy acceptance', async () => {
        const form = applicationForm(pdf(100));
        form.delete('privacyAccepted');
        const r = await api(t, 'POST', '/api/v1/jobs/applications', { form });
        expect(r.status).toBe(400);
        expect(r.json.issues).toContainEqual({ path: ['privacyAccepted'], message: 'validation.application.privacy' });
      });
    });

    describe('website statistics', () => {
      const report = async (token: string, from: string, to: string) =>
        api(t, 'GET', `/api/v1/admin/statistics?from=${from}&to=${to}`, { token });
      it('reports a range without data as zeros, every day and the period before it', async () => {
        const r = await report(await login(t, 'editor'), '2020-03-01', '2020-03-07');
        expect(r.status).toBe(200);
        expect(endpoint('admin.statistics').response!.safeParse(r.json).success).toBe(true);
        const data = r.json;
        expect(data.days.map((d: { date: string }) => d.date)).toEqual([1, 2, 3, 4, 5, 6, 7].map((d) => `2020-03-0${d}`));
        expect(data.previousDays[0].date).toBe('2020-02-23');
        expect(data.totals).toEqual({
          pageviews: 0,
          visitors: 0,
          outcomes: { appointment: 0, message: 0, application: 0, newsletter: 0 },
        });
        expect(data.pages).toEqual([]);
      });
      it('refuses a range over 400 days, and reception', async () => {
        const admin = await login(t, 'admin');
        expect((await report(admin, '2025-01-01', '2026-02-05')).status).toBe(400);
        expect((await report(admin, '2025-01-01', '2026-02-04')).status).toBe(200);
        expect((await report(await login(t, 'reception'), '2025-01-01', '2025-01-31')).status).toBe(403);
        expect((await api(t, 'GET', '/api/v1/admin/statistics?from=2025-01-01&to=2025-01-31')).status).toBe(401);
      });
      it('counts an accepted booking request and a message with the page, language and answer they came with', async () => {
        const admin = await login(t, 'admin');
        const today = todayInBerlin();
        const range = [addDays(today, -1), addDays(today, 1)] as const;
        const before = (await report(admin, ...range)).json;
        const booked = await api(t, 'POST', '/api/v1/appointments', {
          body: { ...(await bookableAppointment(t)), heardAbout: 'maps' },
          headers: { Referer: `${t.baseUrl}/de/termin?utm_source=x` },
        });
        expect(booked.status).toBe(201);
        const sent = await api(t, 'POST', '/api/v1/contact', {
          body: { name: 'Maria Muster', email: 'maria@example.org', subject: 'Frage', message: 'Hallo, eine Frage zur Praxis.' },
          headers: { Referer: `${t.baseUrl}/en/contact`, 'Accept-Language': 'en' },
        });
        expect(sent.status).toBe(201);
        // A request the bot trap refuses counts nowhere.
        const trapped = await api(t, 'POST', '/api/v1/appointments', {
          body: { ...(await bookableAppointment(t)), website: 'http://spam.example' },
          headers: { Referer: `${t.baseUrl}/de/termin` },
        });
        expect(trapped.status).toBe(400);
        await t.settle?.();
        const after = (await report(admin, ...range)).json;
        const outcomes = (r: typeof after) => r.totals.outcomes;
        expect(outcomes(after).appointment).toBe(outcomes(before).appointment + 1);
        expect(outcomes(after).message).toBe(outcomes(before).message + 1);
        const requestsOf = (r: typeof after, key: string) => r.pages.find((p: { key: string }) => p.key === key)?.requests ?? 0;
        expect(requestsOf(after, '/de/termin')).toBe(requestsOf(before, '/de/termin') + 1);
        expect(requestsOf(after, '/en/contact')).toBe(requestsOf(before, '/en/contact') + 1);
        const maps = (r: typeof after) => r.heardAbout.find((h: { key: string }) => h.key === 'maps')?.pageviews ?? 0;
        expect(maps(after)).toBe(maps(before) + 1);
        const inLanguage = (r: typeof after, lang: string) =>
          r.outcomesByLanguage.find((o: { key: string }) => o.key === lang)?.outcomes ?? { appointment: 0, message: 0 };
        expect(inLanguage(after, 'de').appointment).toBe(inLanguage(before, 'de').appointment + 1);
        expect(inLanguage(after, 'en').message).toBe(inLanguage(before, 'en').message + 1);
        // Nothing of the request's person is in the report.
        expect(JSON.stringify(after)).not.toMatch(/Muster|example\.org/);
      });
    });

    describe('auth and roles', () => {
      it('answers 401 without a token and 403 for a role that may not', async () => {
        expect((await api(t, 'GET', '/api/v1/admin/treatments')).status).toBe(401);
        const reception = await login(t, 'reception');
        expect((await api(t, 'GET', '/api/v1/admin/treatments', { token: reception })).status).toBe(403);
        const editor = await login(t, 'editor');
        expect((await api(t, 'GET', '/api/v1/admin/users', { token: editor })).status).toBe(403);
        expect((await api(t, 'GET', '/api/v1/admin/settings', { token: editor })).status).toBe(403);
        // The role is checked before the body: a caller without it learns nothing of the payload's shape.
        expect(
          (await api(t, 'PUT', '/api/v1/admin/settings/settings', { token: editor, body: { analyticsId: 'G-EVIL000' } })).status,
        ).toBe(403);
        expect((await api(t, 'POST', '/api/v1/admin/treatments', { body: { slug: 1 } })).status).toBe(401);
        const admin = await login(t, 'admin');
        expect((await api(t, 'GET', '/api/v1/admin/users', { token: admin })).status).toBe(200);
      });
      it('refuses wrong credentials with 401 and ends a session on logout', async () => {
        const bad = await api(t, 'POST', '/api/auth/login', {
          body: { ...t.credentials.admin, password: 'falsch-falsch-falsch' },
        });
        expect(bad.status).toBe(401);
        const token = await login(t, 'admin');
        expect((await api(t, 'GET', '/api/auth/me', { token })).json.data.role).toBe('admin');
        expect((await api(t, 'POST', '/api/auth/logout', { token })).status).toBe(200);
        expect((await api(t, 'GET', '/api/auth/me', { token })).status).toBe(401);
      });
      it('refuses registration without an invitation once staff exist', async () => {
        const r = await api(t, 'POST', '/api/auth/register', {
          body: { email: 'neu@example.org', name: 'Neu', password: 'ein-langes-passwort' },
        });
        expect(r.status).toBe(403);
      });
      it('answers forgot-password the same for known and unknown addresses', async () => {
        const known = await api(t, 'POST', '/api/auth/forgot-password', { body: { email: t.credentials.editor.email } });
        const unknown = await api(t, 'POST', '/api/auth/forgot-password', { body: { email: 'niemand@example.org' } });
        expect(known.status).toBe(200);
        expect(unknown.status).toBe(known.status);
        expect(unknown.json).toEqual(known.json);
      });
    });

    describe('admin resources (ra-data-simple-rest)', () => {
      it('sorts, pages and counts with Content-Range', async () => {
        const token = await login(t, 'editor');
        const q = `sort=${encodeURIComponent('["slug","DESC"]')}&range=${encodeURIComponent('[0,9]')}`;
        const r = await api(t, 'GET', `/api/v1/admin/treatments?${q}`, { token });
        expect(r.status).toBe(200);
        expect(r.json).toHaveLength(10);
        expect(r.headers.get('content-range')).toBe('treatments 0-9/32');
        const slugs = r.json.map((x: { slug: string }) => x.slug);
        expect(slugs).toEqual([...slugs].sort().reverse());
        const page2 = await api(
          t,
          'GET',
          `/api/v1/admin/treatments?sort=${encodeURIComponent('["slug","DESC"]')}&range=${encodeURIComponent('[10,19]')}`,
          { token },
        );
        expect(page2.json[0].slug < slugs[9]).toBe(true);
      });
      it('filters by whitelisted fields and refuses others', async () => {
        const token = await login(t, 'editor');
        const r = await api(t, 'GET', `/api/v1/admin/treatments?filter=${encodeURIComponent('{"priority":"MEDIUM"}')}`, {
          token,
        });
        expect(r.json.length).toBeGreaterThan(0);
        expect(r.json.every((x: { priority: string }) => x.priority === 'MEDIUM')).toBe(true);
        const bad = await api(t, 'GET', `/api/v1/admin/treatments?filter=${encodeURIComponent('{"slug":{"$ne":""}}')}`, {
          token,
        });
        expect(bad.status).toBe(400);
      });
      it('creates, updates and deletes, with 409 on a duplicate slug', async () => {
        const token = await login(t, 'editor');
        const existing = (await api(t, 'GET', '/api/v1/admin/jobs', { token })).json[0];
        const { id: _id, createdAt: _c, updatedAt: _u, updatedBy: _b, ...fields } = existing;
        expect((await api(t, 'POST', '/api/v1/admin/jobs', { token, body: fields })).status).toBe(409);
        const created = await api(t, 'POST', '/api/v1/admin/jobs', { token, body: { ...fields, slug: 'neue-stelle' } });
        expect(created.status).toBe(201);
        const updated = await api(t, 'PUT', `/api/v1/admin/jobs/${created.json.id}`, {
          token,
          body: { ...fields, slug: 'neue-stelle', published: false },
        });
        expect(updated.json).toMatchObject({ published: false, updatedBy: t.credentials.editor.email });
        expect((await api(t, 'DELETE', `/api/v1/admin/jobs/${created.json.id}`, { token })).status).toBe(200);
        expect((await api(t, 'GET', `/api/v1/admin/jobs/${created.json.id}`, { token })).status).toBe(404);
      });
      it('gives an uploaded photo AVIF and WebP variants, which a record that uses it carries; sent variants are ignored', async () => {
        const token = await login(t, 'editor');
        const form = new FormData();
        form.set('alt_de', 'Behandlungsraum');
        form.set(
          'file',
          new Blob([new Uint8Array(await samplePhotoJpeg({ width: 1200, height: 800 }))], { type: 'image/jpeg' }),
          'raum.jpg',
        );
        const upload = await api(t, 'POST', '/api/v1/admin/media', { token, form });
        expect(upload.status).toBe(201);
        const asset = upload.json;
        expect(asset).toMatchObject({ width: 1200, height: 800 });
        // Never upscaled: the steps below the original, then the original's width.
        expect(asset.variants.map((v: { width: number; format: string }) => `${v.width} ${v.format}`)).toEqual([
          '480 avif',
          '480 webp',
          '960 avif',
          '960 webp',
          '1200 avif',
          '1200 webp',
        ]);

        const stored = (await api(t, 'GET', '/api/v1/admin/team/team-berger', { token })).json;
        const { id } = stored;
        const member = updateBody(stored);
        const forged = [{ width: 480, format: 'webp', url: 'https://example.org/fremd.webp' }];
        const saved = await api(t, 'PUT', `/api/v1/admin/team/${id}`, {
          token,
          body: { ...member, photo: { src: asset.url, alt: member.photo.alt, focus: { x: 68, y: 35 }, variants: forged } },
        });
        expect(saved.status).toBe(200);
        const photo = {
          src: asset.url,
          width: 1200,
          height: 800,
          variants: asset.variants,
          focus: { x: 68, y: 35 },
          alt: member.photo.alt,
        };
        expect(saved.json.photo).toEqual(photo);
        expect((await api(t, 'GET', `/api/v1/team/${member.slug}`)).json.data.photo).toEqual(photo);

        // An illustration (not in the library) has no variants to vouch for.
        const drawing = await api(t, 'PUT', `/api/v1/admin/team/${id}`, {
          token,
          body: { ...member, photo: { ...member.photo, variants: forged } },
        });
        expect(drawing.json.photo).toEqual(member.photo);
      });
      it('keeps singletons as one-record resources', async () => {
        const token = await login(t, 'admin');
        const list = await api(t, 'GET', '/api/v1/admin/settings', { token });
        expect(list.headers.get('content-range')).toBe('settings 0-0/1');
        expect(list.json[0].id).toBe('settings');
      });
      it('shows a staff edit of the opening hours in the public contact data and practice info', async () => {
        const token = await login(t, 'editor');
        const contact = (await api(t, 'GET', '/api/v1/admin/contact/contact', { token })).json;
        const { id: _i, createdAt: _c, updatedAt: _u, updatedBy: _b, ...fields } = contact;
        fields.opening_hours.saturday = ['09:00-12:00'];
        expect((await api(t, 'PUT', '/api/v1/admin/contact/contact', { token, body: fields })).status).toBe(200);
        expect((await api(t, 'GET', '/api/v1/public/contact')).json.data.opening_hours.saturday).toEqual(['09:00-12:00']);
        expect((await api(t, 'GET', '/api/v1/practice/info')).json.data.opening_hours.saturday).toBe('09:00–12:00');
      });
    });

    describe('mail, jobs and inbox counts', () => {
      const message = {
        name: 'Max Mustermann',
        email: 'max@example.org',
        subject: 'Rechnung',
        message: 'Frage zu meiner Wurzelbehandlung.',
      };
      it('sends one address at most 3 receipts a day and one account at most 3 reset links an hour, whoever asks', async () => {
        // Five messages naming a bystander (spelt two ways), five reset requests for one account, all
        // at once: a cap that counted the mails already sent would let simultaneous requests all pass.
        const sent = await Promise.all(
          Array.from({ length: 5 }, async (_, i) => {
            const email = i % 2 ? 'Bystander@Example.org' : 'bystander@example.org';
            const reset = api(t, 'POST', '/api/auth/forgot-password', { body: { email: t.credentials.editor.email } });
            return [(await api(t, 'POST', '/api/v1/contact', { body: { ...message, email } })).status, (await reset).status];
          }),
        );
        expect(sent).toEqual(Array(5).fill([201, 200]));
        await t.settle?.();
        const admin = await login(t, 'admin');
        const outbox = (await api(t, 'GET', '/api/v1/admin/outbox?range=[0,99]', { token: admin })).json as {
          to: string;
          subject: string;
          text: string;
        }[];
        const to = (address: string) => outbox.filter((m) => m.to.toLowerCase() === address);
        expect(to('bystander@example.org')).toHaveLength(3);
        expect(to(t.credentials.editor.email)).toHaveLength(3);
        // The outbox screen shows where a reset link leads, never the token that opens the account.
        for (const m of to(t.credentials.editor.email)) expect(m.text).toMatch(/\/admin\/reset-password#token=…(\s|$)/);
        // Every message is stored all the same, and staff hear of each.
        const reception = await login(t, 'reception');
        const stored = (
          await api(t, 'GET', `/api/v1/admin/messages?filter=${encodeURIComponent('{"q":"bystander"}')}`, { token: reception })
        ).json;
        expect(stored).toHaveLength(5);
      });
      it('writes a receipt in the sender’s language and a staff notice without their message, and counts the new message', async () => {
        const reception = await login(t, 'reception');
        const before = (await api(t, 'GET', '/api/v1/admin/inbox-counts', { token: reception })).json;
        expect(endpoint('admin.inboxCounts').response!.safeParse(before).success).toBe(true);
        const sent = await api(t, 'POST', '/api/v1/contact', { body: message, headers: { 'Accept-Language': 'es' } });
        expect(sent.status).toBe(201);
        const after = (await api(t, 'GET', '/api/v1/admin/inbox-counts', { token: reception })).json;
        expect(after).toEqual({ ...before, messages: before.messages + 1 });

        const admin = await login(t, 'admin');
        const outbox = (await api(t, 'GET', '/api/v1/admin/outbox', { token: admin })).json as {
          to: string;
          subject: string;
          text: string;
          status: string;
        }[];
        const receipt = outbox.find((m) => m.to === message.email)!;
        expect(receipt).toMatchObject({ subject: 'Hemos recibido su mensaje', status: 'held' });
        const notice = outbox.find((m) => m.to === 'info@praxis-dr-berger.de')!;
        expect(notice).toMatchObject({ subject: 'Neue Nachricht über die Website (Praxis Oberföhring)', status: 'held' });
        expect(notice.text).toContain(`/admin/messages/${sent.json.data.id}`);
        for (const detail of [message.message, message.subject, message.name, message.email]) {
          expect(notice.text).not.toContain(detail);
          expect(receipt.text).not.toContain(detail);
        }
        expect((await api(t, 'GET', '/api/v1/admin/inbox-counts', { token: await login(t, 'editor') })).status).toBe(403);
        expect((await api(t, 'GET', '/api/v1/admin/outbox', { token: reception })).status).toBe(403);
      });
      it('lists failed jobs to admins only and answers 404 for retrying one that is not there', async () => {
        const admin = await login(t, 'admin');
        const failed = await api(t, 'GET', '/api/v1/admin/failed-jobs', { token: admin });
        expect(failed.status).toBe(200);
        expect(failed.json).toEqual([]);
        const reception = await login(t, 'reception');
        expect((await api(t, 'GET', '/api/v1/admin/failed-jobs', { token: reception })).status).toBe(403);
        expect((await api(t, 'POST', '/api/v1/admin/failed-jobs/job-unknown/retry', { token: reception })).status).toBe(403);
        expect((await api(t, 'POST', '/api/v1/admin/failed-jobs/job-unknown/retry', { token: admin })).status).toBe(404);
      });
      it('shows reception the coming deletions, lets only admins hold a record and read the receipts', async () => {
        const admin = await login(t, 'admin');
        const reception = await login(t, 'reception');
        const upcoming = await api(t, 'GET', '/api/v1/admin/retention/upcoming', { token: reception });
        expect(upcoming.status).toBe(200);
        expect(Array.isArray(upcoming.json)).toBe(true);
        expect((await api(t, 'GET', '/api/v1/admin/retention/upcoming', { token: await login(t, 'editor') })).status).toBe(403);
        expect((await api(t, 'GET', '/api/v1/admin/retention/receipts', { token: reception })).status).toBe(403);
        expect((await api(t, 'GET', '/api/v1/admin/retention/receipts', { token: admin })).json).toEqual([]);
        const messages = (await api(t, 'GET', '/api/v1/admin/messages', { token: admin })).json as { id: string }[];
        const hold = { kind: 'messages', recordId: messages[0]!.id, hold: true };
        expect((await api(t, 'PUT', '/api/v1/admin/retention/hold', { token: reception, body: hold })).status).toBe(403);
        const missing = { ...hold, recordId: 'mess-unknown' };
        expect((await api(t, 'PUT', '/api/v1/admin/retention/hold', { token: admin, body: missing })).status).toBe(404);
        const bogus = { ...hold, kind: 'users' };
        expect((await api(t, 'PUT', '/api/v1/admin/retention/hold', { token: admin, body: bogus })).status).toBe(400);
        const held = await api(t, 'PUT', '/api/v1/admin/retention/hold', { token: admin, body: hold });
        expect(held.json).toEqual({ kind: 'messages', recordId: hold.recordId, held: true });
        // The public settings carry the periods in force, for the privacy policy.
        expect((await api(t, 'GET', '/api/v1/settings')).json.data.retention).toMatchObject({
          applicationDecidedMonths: 6,
          newsletterPendingDays: 30,
        });
      });
      it('keeps the notification recipients in the settings, checked as e-mail addresses and never public', async () => {
        const token = await login(t, 'admin');
        const settings = updateBody((await api(t, 'GET', '/api/v1/admin/settings/settings', { token })).json);
        const notifications = {
          appointments: { oberfoehring: ['empfang@example.org'], schwabing: [] },
          messages: { oberfoehring: [], schwabing: [] },
          applications: { oberfoehring: [], schwabing: ['chefin@example.org'] },
        };
        const saved = await api(t, 'PUT', '/api/v1/admin/settings/settings', { token, body: { ...settings, notifications } });
        expect(saved.json.notifications).toEqual(notifications);
        const bad = await api(t, 'PUT', '/api/v1/admin/settings/settings', {
          token,
          body: {
            ...settings,
            notifications: { ...notifications, messages: { oberfoehring: ['x\r\nBcc: a@b.c'], schwabing: [] } },
          },
        });
        expect(bad.status).toBe(400);
        expect(bad.json.issues).toEqual([
          { path: ['notifications', 'messages', 'oberfoehring', 0], message: 'validation.email' },
        ]);
        expect((await api(t, 'GET', '/api/v1/settings')).text).not.toContain('example.org');
      });
    });

    describe('replies, application mails and the newsletter double opt-in', () => {
      type Mail = { to: string; subject: string; text: string; status: string };
      const outbox = async () => {
        await t.settle?.();
        return (await api(t, 'GET', '/api/v1/admin/outbox', { token: await login(t, 'admin') })).json as Mail[];
      };
      const mailsTo = async (to: string) => (await outbox()).filter((m) => m.to === to);
      const tokenOf = (text: string, page: string) => new RegExp(`${page}#token=([\\w-]+)`).exec(text)?.[1];

      it('lets reception reply to a message: mailed in the sender’s language, kept in its history; editors may not', async () => {
        const sender = {
          name: 'Jane Doe',
          email: 'jane@example.org',
          subject: 'Invoice',
          message: 'Secret question about my invoice.',
        };
        const sent = await api(t, 'POST', '/api/v1/contact', { body: sender, headers: { 'Accept-Language': 'en' } });
        const id = sent.json.data.id as string;
        const text = 'Dear Ms Doe,\n\nyour invoice is on its way.';
        const editor = await login(t, 'editor');
        expect((await api(t, 'POST', `/api/v1/admin/messages/${id}/reply`, { token: editor, body: { text } })).status).toBe(403);
        expect((await api(t, 'POST', `/api/v1/admin/messages/${id}/reply`, { body: { text } })).status).toBe(401);

        const reception = await login(t, 'reception');
        const empty = await api(t, 'POST', `/api/v1/admin/messages/${id}/reply`, { token: reception, body: { text: '  ' } });
        expect(empty.status).toBe(400);
        expect(empty.json.issues).toEqual([{ path: ['text'], message: 'validation.required' }]);
        expect(
          (await api(t, 'POST', '/api/v1/admin/messages/mess-000000000000/reply', { token: reception, body: { text } })).status,
        ).toBe(404);

        const replied = await api(t, 'POST', `/api/v1/admin/messages/${id}/reply`, { token: reception, body: { text } });
        expect(replied.status).toBe(200);
        expect(endpoint('admin.messages.reply').response!.safeParse(replied.json).success).toBe(true);
        expect(replied.json).toMatchObject({ read: true, answeredAt: expect.any(String) });
        expect(replied.json.history).toEqual([
          {
            id: expect.any(String),
            at: replied.json.answeredAt,
            by: 'Elif Yılmaz',
            byId: expect.any(String),
            text,
            language: 'en',
          },
        ]);
        const stored = (await api(t, 'GET', `/api/v1/admin/messages/${id}`, { token: reception })).json;
        expect(stored.history).toEqual(replied.json.history);

        const [receipt, reply] = await mailsTo(sender.email).then((m) => [
          m.find((x) => x.subject === 'We have received your message'),
          m.find((x) => x.subject === 'Reply to your message'),
        ]);
        expect(receipt).toBeDefined();
        expect(reply!.text).toContain('your invoice is on its way.');
        expect(reply!.text).toContain('Elif Yılmaz');
        expect(reply!.text).not.toContain(sender.message);
      });

      it('sends an applicant the invitation only when reception asks for it, never a rejection by itself, and keeps both in the history', async () => {
        const form = applicationForm(pdf(1024));
        const created = await api(t, 'POST', '/api/v1/jobs/applications', { form, headers: { 'Accept-Language': 'es' } });
        const id = created.json.data.id as string;
        const reception = await login(t, 'reception');
        const record = (await api(t, 'GET', `/api/v1/admin/applications/${id}`, { token: reception })).json;
        const put = (body: Record<string, unknown>) =>
          api(t, 'PUT', `/api/v1/admin/applications/${id}`, { token: reception, body: { notes: '', ...body } });

        const wrong = await put({ status: 'inReview', sendMail: true });
        expect(wrong.status).toBe(400);
        expect(wrong.json.issues).toEqual([{ path: ['sendMail'], message: 'validation.application.mailStatus' }]);
        expect((await put({ status: 'inReview' })).status).toBe(200);

        const invited = await put({ status: 'invited', sendMail: true });
        expect(invited.status).toBe(200);
        expect(invited.json.status).toBe('invited');
        const rejected = await put({ status: 'rejected' });
        expect(
          rejected.json.history.map((e: { status: string; mail: string | null; by: string }) => [e.status, e.mail, e.by]),
        ).toEqual([
          ['inReview', null, 'Elif Yılmaz'],
          ['invited', 'invitation', 'Elif Yılmaz'],
          ['rejected', null, 'Elif Yılmaz'],
        ]);
        expect(endpoint('admin.applications.get').response!.safeParse(rejected.json).success).toBe(true);
        const mails = (await mailsTo(record.email)).map((m) => m.subject).sort();
        expect(mails).toEqual(['Hemos recibido su candidatura', 'Invitación a una entrevista'].sort());
        // Only with a change: the form saved again sends nothing twice.
        const again = await put({ status: 'rejected', sendMail: true });
        expect(again.status).toBe(400);
        expect(again.json.issues).toEqual([{ path: ['sendMail'], message: 'validation.application.mailStatus' }]);
        expect(await mailsTo(record.email)).toHaveLength(2);
        // Asked for with the change, the rejection goes out too, in the applicant's language.
        await put({ status: 'inReview' });
        expect((await put({ status: 'rejected', sendMail: true })).json.history.at(-1)).toMatchObject({ mail: 'rejection' });
        expect((await mailsTo(record.email)).map((m) => m.subject)).toContain('Su candidatura');
        expect(
          (await api(t, 'PUT', `/api/v1/admin/applications/${id}`, { token: await login(t, 'editor'), body: { status: 'new' } }))
            .status,
        ).toBe(403);
      });

      it('subscribes an address only once it confirms the mailed link, and unsubscribes it by its link without login', async () => {
        const email = 'leserin@example.org';
        // The website's statistics count a subscription when it is confirmed, once (not on sign-up).
        const editor = await login(t, 'editor');
        const subscriptions = async () =>
          (await api(t, 'GET', `/api/v1/admin/statistics?from=${todayInBerlin()}&to=${todayInBerlin()}`, { token: editor })).json
            .totals.outcomes.newsletter as number;
        const counted = await subscriptions();
        const first = await api(t, 'POST', '/api/v1/newsletter', { body: { email, consent: true, language: 'fr' } });
        expect(first.status).toBe(201);
        const again = await api(t, 'POST', '/api/v1/newsletter', { body: { email, consent: true, language: 'fr' } });
        // A confirmed address answers alike: nobody learns who is on the list.
        const known = await api(t, 'POST', '/api/v1/newsletter', { body: { email: 'leser.eins@example.com', consent: true } });
        expect([again.status, known.status]).toEqual([201, 201]);
        expect(Object.keys(known.json.data)).toEqual(Object.keys(first.json.data));
        expect(await mailsTo('leser.eins@example.com')).toEqual([]);

        const reception = await login(t, 'reception');
        const row = async () =>
          (
            (await api(t, 'GET', '/api/v1/admin/newsletter?filter={"q":"leserin"}', { token: reception })).json as Record<
              string,
              unknown
            >[]
          )[0]!;
        expect(await row()).toMatchObject({ email, status: 'pending', language: 'fr', consentVersion: '1', confirmedAt: null });

        // One confirmation mail, however often the address is entered.
        const [confirmation, ...more] = await mailsTo(email);
        expect(more).toEqual([]);
        expect(confirmation!.subject).toBe('Veuillez confirmer votre inscription à la newsletter');
        const confirmToken = tokenOf(confirmation!.text, '/fr/newsletter-confirm')!;
        const unsubscribeToken = tokenOf(confirmation!.text, '/fr/newsletter-unsubscribe')!;
        expect(confirmToken).toBeDefined();
        expect(unsubscribeToken).toBeDefined();
        // No answer carries a token or its hash.
        const list = (await api(t, 'GET', '/api/v1/admin/newsletter', { token: reception })).text;
        for (const secret of [confirmToken, unsubscribeToken, 'TokenHash', 'unsubscribeToken'])
          expect(list).not.toContain(secret);

        const confirm = (token: string) => api(t, 'POST', '/api/v1/newsletter/confirm', { body: { token } });
        const unsubscribe = (token: string) => api(t, 'POST', '/api/v1/newsletter/unsubscribe', { body: { token } });
        expect((await confirm('abc')).status).toBe(400);
        expect((await confirm('x'.repeat(43))).json.data).toEqual({ outcome: 'invalid' });
        expect((await confirm(confirmToken)).json.data).toEqual({ outcome: 'confirmed' });
        expect((await confirm(confirmToken)).json.data).toEqual({ outcome: 'alreadyConfirmed' });
        expect(await subscriptions()).toBe(counted + 1);
        const confirmed = await row();
        expect(confirmed).toMatchObject({
          status: 'confirmed',
          confirmedAt: expect.any(String),
          requestedAt: expect.any(String),
        });
        expect(endpoint('admin.newsletter.list').response!.safeParse([confirmed]).success).toBe(true);
        const welcome = (await mailsTo(email)).find((m) => m.subject === 'Votre inscription à la newsletter est confirmée')!;
        expect(tokenOf(welcome.text, '/fr/newsletter-unsubscribe')).toBe(unsubscribeToken);

        expect((await unsubscribe('y'.repeat(43))).json.data).toEqual({ outcome: 'invalid' });
        expect((await unsubscribe(unsubscribeToken)).json.data).toEqual({ outcome: 'unsubscribed' });
        expect((await unsubscribe(unsubscribeToken)).json.data).toEqual({ outcome: 'alreadyUnsubscribed' });
        expect(await row()).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(String) });
        // The old confirmation link cannot bring an unsubscribed address back.
        expect((await confirm(confirmToken)).json.data).toEqual({ outcome: 'invalid' });
        expect((await row()).status).toBe('unsubscribed');
        expect((await mailsTo(email)).length).toBe(2);
      });
    });

    describe('launch checklist', () => {
      it('finds the demo practice’s invented facts as placeholders, alike on both faces; admins only', async () => {
        const r = await api(t, 'GET', '/api/v1/admin/launch-checklist', { token: await login(t, 'admin') });
        expect(r.status).toBe(200);
        expect(endpoint('admin.launchChecklist').response!.safeParse(r.json).success).toBe(true);
        const status = Object.fromEntries(r.json.items.map((i: { id: string; status: string }) => [i.id, i.status]));
        expect(status).toMatchObject({
          'legal.liabilityInsurer.name': 'placeholder',
          'legal.smtpProvider': 'placeholder',
          'contact.phone': 'placeholder',
          'settings.analyticsId': 'placeholder',
          'settings.bookingUrl': 'placeholder',
          'reviews.real': 'placeholder',
          'legal.chamber': 'done',
        });
        const invented = r.json.items.filter((i: { fact: string }) => i.fact === 'team.demoMember');
        expect(invented.map((i: { subject: string }) => i.subject)).toContain('Dr. Alexander Wolf');
        expect(r.json.open).toBe(r.json.items.filter((i: { status: string }) => i.status !== 'done').length);
        for (const role of ['editor', 'reception'] as const)
          expect((await api(t, 'GET', '/api/v1/admin/launch-checklist', { token: await login(t, role) })).status).toBe(403);
      });
    });

    describe('exposure', () => {
      it('public answers carry no staff identity, even for records staff edited', async () => {
        const token = await login(t, 'admin');
        const hero = (await api(t, 'GET', '/api/v1/admin/hero/hero', { token })).json;
        const { id: _i, createdAt: _c, updatedAt: _u, updatedBy: _b, ...body } = hero;
        expect((await api(t, 'PUT', '/api/v1/admin/hero/hero', { token, body })).json.updatedBy).toBe(t.credentials.admin.email);
        const pub = await api(t, 'GET', '/api/v1/hero');
        expect(pub.status).toBe(200);
        expect(pub.text).not.toContain('updatedBy');
        expect((await api(t, 'GET', '/api/v1/team')).text).not.toContain('updatedBy');
      });
      it('shows each role only the dashboard sections of records it may list', async () => {
        const editor = (await api(t, 'GET', '/api/v1/admin/dashboard-stats', { token: await login(t, 'editor') })).json;
        expect(Object.keys(editor.latest)).toEqual(['reviews']);
        expect(editor).not.toHaveProperty('newAppointments');
        const reception = (await api(t, 'GET', '/api/v1/admin/dashboard-stats', { token: await login(t, 'reception') })).json;
        expect(Object.keys(reception.latest)).toEqual(['appointments', 'messages', 'applications']);
        expect(reception).not.toHaveProperty('translationCompleteness');
        const admin = (await api(t, 'GET', '/api/v1/admin/dashboard-stats', { token: await login(t, 'admin') })).json;
        expect(Object.keys(admin.latest)).toEqual(['appointments', 'messages', 'applications', 'reviews']);
        expect(endpoint('admin.dashboardStats').response!.safeParse(admin).success).toBe(true);
      });
      it('refuses a javascript: social link with 400', async () => {
        const token = await login(t, 'admin');
        const settings = updateBody((await api(t, 'GET', '/api/v1/admin/settings/settings', { token })).json);
        const r = await api(t, 'PUT', '/api/v1/admin/settings/settings', {
          token,
          body: { ...settings, socialLinks: { ...settings.socialLinks, facebook: 'javascript:alert(1)' } },
        });
        expect(r.status).toBe(400);
        expect(r.json.issues).toEqual([{ path: ['socialLinks', 'facebook'], message: 'validation.url' }]);
      });
      it('accepts UI-text overrides only for message ids of the catalogue', async () => {
        const token = await login(t, 'editor');
        for (const key of ['__proto__', 'constructor', 'nav.unknown.id']) {
          const r = await api(t, 'PUT', '/api/v1/admin/translations/field', { token, body: { language: 'de', key, value: 'x' } });
          expect(r.status, key).toBe(400);
          const b = await api(t, 'POST', '/api/v1/admin/translations/batch', {
            token,
            raw: `{"language":"de","entries":{"${key}":"x"}}`,
          });
          expect(b.status, key).toBe(400);
        }
        expect((await api(t, 'GET', '/api/v1/translations?lang=de')).json.data).toEqual({});
      });
      it('marks translations outdated when the German text changes, current when saved, and hides a held-back language', async () => {
        const token = await login(t, 'editor');
        const [treatment] = (await api(t, 'GET', '/api/v1/admin/treatments?sort=["slug","ASC"]&range=[0,0]', { token })).json;
        const { id, createdAt: _c, updatedAt: _u, updatedBy: _b, ...fields } = treatment;
        const states = async () =>
          Object.fromEntries(
            (
              (await api(t, 'GET', `/api/v1/admin/translations/status?entity=treatments&id=${id}`, { token })).json as {
                field: string;
                language: string;
                state: string;
              }[]
            )
              .filter((r) => r.field === 'title')
              .map((r) => [r.language, r.state]),
          );
        expect(await states()).toEqual({ de: 'current', en: 'current', fr: 'current', es: 'current', ru: 'current' });
        const title = { ...fields.title, de: `${fields.title.de} neu` };
        expect((await api(t, 'PUT', `/api/v1/admin/treatments/${id}`, { token, body: { ...fields, title } })).status).toBe(200);
        expect(await states()).toEqual({ de: 'current', en: 'outdated', fr: 'outdated', es: 'outdated', ru: 'outdated' });
        const english = { ...title, en: `${title.en} new` };
        expect(
          (await api(t, 'PUT', `/api/v1/admin/treatments/${id}`, { token, body: { ...fields, title: english } })).status,
        ).toBe(200);
        expect(await states()).toMatchObject({ en: 'current', ru: 'outdated' });

        const hold = { entity: 'treatments', id, language: 'ru', held: true };
        expect((await api(t, 'PUT', '/api/v1/admin/translations/hold', { token, body: hold })).json).toEqual({
          entity: 'treatments',
          id,
          held: ['ru'],
        });
        const shown = (await api(t, 'GET', `/api/v1/treatments/${treatment.slug}`)).json.data;
        expect(shown.title).toEqual({ de: english.de, en: english.en, fr: english.fr, es: english.es });
        const overview = (await api(t, 'GET', '/api/v1/admin/translations/overview', { token })).json;
        expect(overview.fallbackPages).toContainEqual(
          expect.objectContaining({ id, language: 'ru', held: true, fallbackLanguages: ['de'] }),
        );
      });
    });

    describe('translation holds', () => {
      it('keeps every language held when editors hold or release several at once', async () => {
        const token = await login(t, 'editor');
        const [tr] = (await api(t, 'GET', '/api/v1/admin/treatments?range=[0,0]&sort=["slug","ASC"]', { token })).json;
        const hold = (language: string, held: boolean) =>
          api(t, 'PUT', '/api/v1/admin/translations/hold', { token, body: { entity: 'treatments', id: tr.id, language, held } });
        const heldNow = async () =>
          [
            ...new Set(
              (
                (await api(t, 'GET', `/api/v1/admin/translations/status?entity=treatments&id=${tr.id}`, { token })).json as {
                  language: string;
                  held: boolean;
                }[]
              )
                .filter((r) => r.held)
                .map((r) => r.language),
            ),
          ].sort();
        // Simultaneous: a read-modify-write of the list would keep only the last writer's language.
        const held = await Promise.all(['en', 'fr', 'es', 'ru'].map((l) => hold(l, true)));
        expect(held.map((r) => r.status)).toEqual([200, 200, 200, 200]);
        expect(await heldNow()).toEqual(['en', 'es', 'fr', 'ru']);
        await Promise.all([hold('en', false), hold('ru', false)]);
        expect(await heldNow()).toEqual(['es', 'fr']);
      });
    });

    describe('translation states of SEO entries and UI texts, and the cockpit save', () => {
      type StateRow = { field: string; language: string; state: string; sourceVersion: number; text?: string };
      const statesOf = async (token: string, entity: string, id: string, field: string) => {
        const r = await api(t, 'GET', `/api/v1/admin/translations/status?entity=${entity}&id=${encodeURIComponent(id)}`, {
          token,
        });
        expect(r.status, r.text).toBe(200);
        return Object.fromEntries((r.json as StateRow[]).filter((x) => x.field === field).map((x) => [x.language, x.state]));
      };
      const save = (token: string, body: Record<string, unknown>) =>
        api(t, 'PUT', '/api/v1/admin/translations/status/texts', { token, body });

      it('tracks SEO entries per page: a changed German title makes the others outdated, the cockpit saves and checks them', async () => {
        const token = await login(t, 'editor');
        expect(await statesOf(token, 'seo', 'home', 'title')).toEqual({
          de: 'current',
          en: 'current',
          fr: 'current',
          es: 'current',
          ru: 'current',
        });
        const [german] = (await api(t, 'GET', '/api/v1/admin/seo?filter={"page":"home","language":"de"}', { token })).json;
        const changed = await api(t, 'PUT', `/api/v1/admin/seo/${german.id}`, {
          token,
          body: { ...updateBody(german), demo: undefined, title: 'Zahnarzt München | neu' },
        });
        expect(changed.status, changed.text).toBe(200);
        expect(await statesOf(token, 'seo', 'home', 'title')).toEqual({
          de: 'current',
          en: 'outdated',
          fr: 'outdated',
          es: 'outdated',
          ru: 'outdated',
        });
        // The cockpit's side-by-side save writes the English SEO entry: current.
        const saved = await save(token, { entity: 'seo', id: 'home', language: 'en', texts: { title: 'Dentist Munich | new' } });
        expect(saved.status, saved.text).toBe(200);
        expect(saved.json.draftUpdated).toBe(false);
        expect(saved.json.rows).toContainEqual(
          expect.objectContaining({ field: 'title', state: 'current', text: 'Dentist Munich | new' }),
        );
        const [english] = (await api(t, 'GET', '/api/v1/seo?page=home&lang=en')).json.data;
        expect(english.title).toBe('Dentist Munich | new');
        // Marked checked without a change.
        const checked = await api(t, 'POST', '/api/v1/admin/translations/status/check', {
          token,
          body: { entity: 'seo', id: 'home', field: 'title', language: 'fr' },
        });
        expect(checked.status, checked.text).toBe(200);
        expect(await statesOf(token, 'seo', 'home', 'title')).toMatchObject({ en: 'current', fr: 'current', es: 'outdated' });
        // The SEO rules hold in the cockpit too; SEO entries are not held back.
        expect((await save(token, { entity: 'seo', id: 'home', language: 'en', texts: { title: 'x'.repeat(61) } })).status).toBe(
          400,
        );
        const hold = { entity: 'seo', id: 'home', language: 'ru', held: true };
        expect((await api(t, 'PUT', '/api/v1/admin/translations/hold', { token, body: hold })).status).toBe(400);
        const overview = (await api(t, 'GET', '/api/v1/admin/translations/overview', { token })).json;
        const cell = overview.matrix.find((m: { entity: string; language: string }) => m.entity === 'seo' && m.language === 'es');
        expect(cell.outdated).toBeGreaterThanOrEqual(1);
      });

      it('tracks UI-text overrides: a German override changed after a translation was saved makes it outdated', async () => {
        const token = await login(t, 'editor');
        const key = 'nav.contact';
        const override = (language: string, value: string) =>
          api(t, 'PUT', '/api/v1/admin/translations/field', { token, body: { language, key, value } });
        expect((await override('de', 'Termin vereinbaren')).status).toBe(200);
        expect((await override('en', 'Make an appointment')).status).toBe(200);
        expect(await statesOf(token, 'ui-texts', key, 'text')).toMatchObject({ de: 'current', en: 'current', fr: 'outdated' });
        expect((await override('de', 'Jetzt Termin vereinbaren')).status).toBe(200);
        expect(await statesOf(token, 'ui-texts', key, 'text')).toMatchObject({ de: 'current', en: 'outdated' });
        // The batch endpoint counts as a save of that language, the cockpit's save too.
        const batch = await api(t, 'POST', '/api/v1/admin/translations/batch', {
          token,
          body: { language: 'en', entries: { [key]: 'Book an appointment now' } },
        });
        expect(batch.json).toEqual({ updated: 1, removed: 0 });
        expect(await statesOf(token, 'ui-texts', key, 'text')).toMatchObject({ en: 'current' });
        const saved = await save(token, { entity: 'ui-texts', id: key, language: 'fr', texts: { text: 'Prendre rendez-vous' } });
        expect(saved.status, saved.text).toBe(200);
        expect(await statesOf(token, 'ui-texts', key, 'text')).toMatchObject({ fr: 'current', es: 'outdated' });
        // The original UI-string endpoints keep their meaning.
        const fields = (await api(t, 'GET', '/api/v1/admin/translations/fields?language=fr&q=nav.contact', { token })).json;
        expect(fields.find((f: { key: string }) => f.key === key).override).toBe('Prendre rendez-vous');
        expect((await api(t, 'GET', '/api/v1/translations?lang=fr')).json.data[key]).toBe('Prendre rendez-vous');
        const overview = (await api(t, 'GET', '/api/v1/admin/translations/overview', { token })).json;
        const cell = overview.matrix.find(
          (m: { entity: string; language: string }) => m.entity === 'ui-texts' && m.language === 'es',
        );
        expect(cell.outdated).toBe(1);
        expect((await save(token, { entity: 'ui-texts', id: 'nav.unknown', language: 'fr', texts: { text: 'x' } })).status).toBe(
          404,
        );
      });

      it('writes a translation saved in the cockpit into the pending draft too, so publishing the draft keeps it', async () => {
        const token = await login(t, 'editor');
        const [tr] = (
          await api(t, 'GET', '/api/v1/admin/treatments?range=[0,0]&sort=["slug","ASC"]&filter={"published":true}', { token })
        ).json;
        const draft = await api(t, 'PUT', `/api/v1/admin/treatments/${tr.id}/draft`, {
          token,
          body: { ...updateBody(tr), shortDescription: { ...tr.shortDescription, de: 'Entwurf der Kurzbeschreibung' } },
        });
        expect(draft.status, draft.text).toBe(200);
        const saved = await save(token, { entity: 'treatments', id: tr.id, language: 'en', texts: { title: 'Cockpit title' } });
        expect(saved.status, saved.text).toBe(200);
        expect(saved.json.draftUpdated).toBe(true);
        const publicTitle = async () => (await api(t, 'GET', `/api/v1/treatments/${tr.slug}`)).json.data.title.en;
        expect(await publicTitle()).toBe('Cockpit title');
        const state = (await api(t, 'GET', `/api/v1/admin/treatments/${tr.id}/editorial`, { token })).json;
        expect(state.draft.data.title.en).toBe('Cockpit title');
        expect(state.draft.data.shortDescription.de).toBe('Entwurf der Kurzbeschreibung');

        expect((await api(t, 'POST', `/api/v1/admin/treatments/${tr.id}/publish`, { token })).status).toBe(200);
        expect(await publicTitle()).toBe('Cockpit title');
        expect((await api(t, 'GET', `/api/v1/treatments/${tr.slug}`)).json.data.shortDescription.de).toBe(
          'Entwurf der Kurzbeschreibung',
        );
        // A field the record does not have is refused; reception may not save.
        const unknown = await save(token, { entity: 'treatments', id: tr.id, language: 'en', texts: { nope: 'x' } });
        expect(unknown.status).toBe(400);
        expect(unknown.json.issues).toEqual([{ path: ['texts', 'nope'], message: 'validation.invalid' }]);
        const reception = await login(t, 'reception');
        const body = { entity: 'treatments', id: tr.id, language: 'en', texts: { title: 'x' } };
        expect((await save(reception, body)).status).toBe(403);
      });
    });

    // The same drafts, versions and rights in mock mode as in production.
    describe('no write is blind: a write based on an older version is refused', () => {
      // Every entry the contract marks as taking a version: a resource added to the table is covered here.
      const updates = endpoints.filter((e) => e.ifMatch && e.id === `admin.${e.resource}.update`);
      const ifMatch = (record: { updatedAt: string }) => ({ 'If-Match': versionTag(record.updatedAt) });

      // One test for all (one reset of the database, not one per resource); each assertion names its resource.
      it('answers each updatable admin resource 200 with the version loaded, then 409 with the current record, unchanged', async () => {
        expect(updates.length).toBeGreaterThanOrEqual(15);
        for (const name of SINGLETONS) expect(updates.map((e) => e.resource)).toContain(name);
        const token = await login(t, 'admin');
        for (const e of updates) {
          const name = e.resource!;
          const base = `/api/v1/admin/${name}`;
          const loaded = SINGLETONS.includes(name)
            ? (await api(t, 'GET', `${base}/${name}`, { token })).json
            : (await api(t, 'GET', `${base}?range=[0,0]`, { token })).json[0];
          expect(loaded?.updatedAt, `a seeded ${name} record with a version`).toEqual(expect.any(String));
          const body = clean(e.body!, loaded);
          expect(e.body!.safeParse(body).success, `${name}: the record as its update body`).toBe(true);
          const path = `${base}/${loaded.id}`;

          const first = await api(t, 'PUT', path, { token, body, headers: ifMatch(loaded) });
          expect(first.status, `${name}: ${first.text}`).toBe(200);
          expect(first.json.updatedAt > loaded.updatedAt, name).toBe(true);
          const stale = await api(t, 'PUT', path, { token, body, headers: ifMatch(loaded) });
          expect(stale.status, `${name}: ${stale.text}`).toBe(409);
          expect(ConflictBody.safeParse(stale.json).success, `${name}: ${stale.text}`).toBe(true);
          expect(stale.json, name).toMatchObject({ code: 'conflict', message: 'error.conflict', current: first.json });
          // Who saved meanwhile, by the name colleagues know (the demo admin's), not the account's e-mail.
          expect(stale.json.savedBy, name).toBe('Dr. Katharina Berger');
          expect((await api(t, 'GET', path, { token })).json, `${name}: stored as the first write left it`).toEqual(first.json);
          // Saved again against the version it was refused with, it is applied.
          const again = await api(t, 'PUT', path, { token, body, headers: ifMatch(stale.json.current) });
          expect(again.status, name).toBe(200);
        }

        // The translation cockpit's save of a record's texts, on the version the cockpit showed.
        const [member] = (await api(t, 'GET', '/api/v1/admin/team?range=[0,0]', { token })).json;
        const translated = () =>
          api(t, 'PUT', '/api/v1/admin/translations/status/texts', {
            token,
            body: { entity: 'team', id: member.id, language: 'en', texts: { position: 'Dentist (cockpit)' } },
            headers: ifMatch(member),
          });
        expect((await translated()).status).toBe(200);
        const refused = await translated();
        expect(refused.status).toBe(409);
        expect(refused.json.current.position.en).toBe('Dentist (cockpit)');
      });

      it('refuses a draft saved or discarded on an older version: the live record’s before the first draft, then the draft’s', async () => {
        const token = await login(t, 'admin');
        const saves = endpoints.filter((e) => e.ifMatch && e.id === `admin.${e.resource}.saveDraft`);
        expect(saves.length).toBeGreaterThanOrEqual(4);
        for (const e of saves) {
          const name = e.resource!;
          const loaded = (await api(t, 'GET', `/api/v1/admin/${name}?range=[0,0]`, { token })).json[0];
          const body = clean(e.body!, loaded);
          const path = `/api/v1/admin/${name}/${loaded.id}/draft`;
          const first = await api(t, 'PUT', path, { token, body, headers: ifMatch(loaded) });
          expect(first.status, `${name}: ${first.text}`).toBe(200);
          const draft = first.json.draft;
          const stale = await api(t, 'PUT', path, { token, body, headers: ifMatch(loaded) });
          expect(stale.status, `${name}: ${stale.text}`).toBe(409);
          expect(stale.json.current, name).toMatchObject({ id: loaded.id, updatedAt: draft.updatedAt });
          const theirs = (await api(t, 'PUT', path, { token, body, headers: ifMatch(draft) })).json.draft;
          expect(theirs?.updatedAt > draft.updatedAt, name).toBe(true);
          expect((await api(t, 'PUT', path, { token, body, headers: ifMatch(draft) })).status, name).toBe(409);

          // Discarding the draft the editor saw does not take a colleague's newer one with it.
          const discard = (version: { updatedAt: string }) => api(t, 'DELETE', path, { token, headers: ifMatch(version) });
          const refused = await discard(draft);
          expect(refused.status, `${name}: ${refused.text}`).toBe(409);
          expect(refused.json, name).toMatchObject({ code: 'conflict', current: { id: loaded.id, updatedAt: theirs.updatedAt } });
          const kept = (await api(t, 'GET', `/api/v1/admin/${name}/${loaded.id}/editorial`, { token })).json.draft;
          expect(kept?.updatedAt, `${name}: the newer draft kept`).toBe(theirs.updatedAt);
          const discarded = await discard(theirs);
          expect(discarded.status, `${name}: ${discarded.text}`).toBe(200);
          expect(discarded.json.draft, name).toBeNull();
          // Gone already (a colleague discarded or published it): nothing left to refuse.
          expect((await discard(theirs)).status, name).toBe(200);
        }
      });

      it('publishes and restores only over the version the editor saw', async () => {
        const token = await login(t, 'admin');
        const publishes = endpoints.filter((e) => e.ifMatch && e.id === `admin.${e.resource}.publish`);
        expect(publishes.map((e) => e.resource).sort()).toEqual(
          endpoints
            .filter((e) => e.id === `admin.${e.resource}.saveDraft`)
            .map((e) => e.resource)
            .sort(),
        );
        for (const e of publishes) {
          const name = e.resource!;
          const loaded = (await api(t, 'GET', `/api/v1/admin/${name}?range=[0,0]`, { token })).json[0];
          const base = `/api/v1/admin/${name}/${loaded.id}`;
          const body = clean(endpoint(`admin.${name}.saveDraft` as never).body!, loaded);
          const mine = (await api(t, 'PUT', `${base}/draft`, { token, body, headers: ifMatch(loaded) })).json.draft;
          // A colleague saves the draft again before this editor publishes the one they saw.
          const theirs = (await api(t, 'PUT', `${base}/draft`, { token, body, headers: ifMatch(mine) })).json.draft;
          const stale = await api(t, 'POST', `${base}/publish`, { token, headers: ifMatch(mine) });
          expect(stale.status, `${name}: ${stale.text}`).toBe(409);
          expect(stale.json.current.updatedAt, name).toBe(theirs.updatedAt);
          expect((await api(t, 'GET', base, { token })).json.updatedAt, `${name}: nothing published`).toBe(loaded.updatedAt);
          const published = await api(t, 'POST', `${base}/publish`, { token, headers: ifMatch(theirs) });
          expect(published.status, `${name}: ${published.text}`).toBe(200);

          // Restoring an older version over the live record as it was before that publish: refused.
          const { versions } = (await api(t, 'GET', `${base}/editorial`, { token })).json;
          const oldest = versions.at(-1).number;
          const restore = (version: { updatedAt: string }) =>
            api(t, 'POST', `${base}/versions/${oldest}/restore`, { token, headers: ifMatch(version) });
          const refused = await restore(loaded);
          expect(refused.status, `${name}: ${refused.text}`).toBe(409);
          expect(refused.json.current.updatedAt, name).toBe(published.json.updatedAt);
          expect((await restore(published.json)).status, name).toBe(200);
        }
      });

      it('sets a schedule only over the one the editor saw: none yet (If-None-Match: *), then its version', async () => {
        const token = await login(t, 'admin');
        const schedules = endpoints.filter((e) => e.ifNoneMatch && e.id === `admin.${e.resource}.schedule`);
        expect(schedules.length).toBeGreaterThanOrEqual(4);
        const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
        const none = { 'If-None-Match': '*' };
        for (const e of schedules) {
          const name = e.resource!;
          const loaded = (await api(t, 'GET', `/api/v1/admin/${name}?range=[0,0]`, { token })).json[0];
          const base = `/api/v1/admin/${name}/${loaded.id}`;
          const shown = (await api(t, 'GET', `${base}/editorial`, { token })).json.schedule;
          expect(shown, `${name}: no schedule yet`).toMatchObject({ publishAt: null, updatedAt: null });
          const set = (body: object, headers: Record<string, string>) =>
            api(t, 'PUT', `${base}/schedule`, { token, body, headers });

          const first = await set({ publishAt: day(3), unpublishAt: null }, none);
          expect(first.status, `${name}: ${first.text}`).toBe(200);
          const mine = first.json.schedule;
          expect(mine.updatedAt, name).toEqual(expect.any(String));
          // A colleague whose panel also showed none: refused, with the schedule stored and who set it.
          const late = await set({ publishAt: null, unpublishAt: day(9) }, none);
          expect(late.status, `${name}: ${late.text}`).toBe(409);
          expect(ConflictBody.safeParse(late.json).success, `${name}: ${late.text}`).toBe(true);
          expect(late.json, name).toMatchObject({ current: { publishAt: mine.publishAt, updatedAt: mine.updatedAt } });
          expect(late.json.savedBy, name).toBe('Dr. Katharina Berger');
          const changed = await set({ publishAt: day(4), unpublishAt: null }, ifMatch(mine));
          expect(changed.status, `${name}: ${changed.text}`).toBe(200);
          expect(changed.json.schedule.updatedAt > mine.updatedAt, name).toBe(true);
          expect((await set({ publishAt: null, unpublishAt: null }, ifMatch(mine))).status, `${name}: stale`).toBe(409);
          const kept = (await api(t, 'GET', `${base}/editorial`, { token })).json.schedule;
          expect(kept.publishAt, `${name}: the newer schedule kept`).toBe(changed.json.schedule.publishAt);
          // Cleared on the version it has now; a script without a version still writes as before.
          expect((await set({ publishAt: null, unpublishAt: null }, ifMatch(kept))).status, name).toBe(200);
          expect((await set({ publishAt: null, unpublishAt: null }, {})).status, name).toBe(200);
        }
      });

      it('refuses a batch of UI texts based on overrides a colleague changed meanwhile, writing none of it', async () => {
        const token = await login(t, 'editor');
        const batch = (entries: Record<string, string>, basedOn: Record<string, string | null>) =>
          api(t, 'POST', '/api/v1/admin/translations/batch', { token, body: { language: 'en', entries, basedOn } });
        expect((await batch({ 'nav.contact': 'Get in touch' }, { 'nav.contact': null })).status).toBe(200);
        // A second editor, on the page as it was before: a change of the same text and of another one.
        const stale = await batch(
          { 'nav.contact': 'Contact us', 'nav.team': 'Our team' },
          { 'nav.contact': null, 'nav.team': null },
        );
        expect(stale.status, stale.text).toBe(409);
        expect(stale.json).toMatchObject({
          code: 'conflict',
          current: { entries: { 'nav.contact': 'Get in touch', 'nav.team': null } },
        });
        const texts = (await api(t, 'GET', '/api/v1/translations?lang=en')).json.data;
        expect(texts['nav.contact']).toBe('Get in touch');
        expect(texts['nav.team']).not.toBe('Our team');
        // Saved again on what is stored now, it is applied.
        const again = await batch({ 'nav.contact': 'Contact us', 'nav.team': 'Our team' }, stale.json.current.entries);
        expect(again.json).toEqual({ updated: 2, removed: 0 });
        // The versions a batch names are bounded like its entries: no lookup of thousands of keys.
        const many = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`nav.x${i}`, null]));
        const refused = await batch({ 'nav.contact': 'Contact' }, many);
        expect(refused.status).toBe(400);
        expect(refused.json.issues).toContainEqual({ path: ['basedOn'], message: 'validation.tooMany' });
      });

      it('checks the role before the version: a stale write by a role without access learns nothing of the record', async () => {
        const request = await bookableAppointment(t);
        const id = (await api(t, 'POST', '/api/v1/appointments', { body: request })).json.data.id;
        const editor = await login(t, 'editor');
        const stale = { 'If-Match': versionTag('2000-01-01T00:00:00.000Z') };
        const step = await api(t, 'POST', `/api/v1/admin/appointments/${id}/actions`, {
          token: editor,
          body: { action: 'decline' },
          headers: stale,
        });
        expect(step.status).toBe(403);
        expect(step.text).not.toContain(request.email);
        const save = await api(t, 'PUT', '/api/v1/admin/settings/settings', { token: editor, body: {}, headers: stale });
        expect(save.status).toBe(403);
        expect(save.json).not.toHaveProperty('current');
      });

      it('still applies a write without a version (API clients before versions)', async () => {
        const token = await login(t, 'admin');
        const contact = (await api(t, 'GET', '/api/v1/admin/contact/contact', { token })).json;
        const body = clean(endpoint('admin.contact.update').body!, contact);
        expect((await api(t, 'PUT', '/api/v1/admin/contact/contact', { token, body })).status).toBe(200);
      });

      it('refuses reception a step taken on an older version, but not the same step twice', async () => {
        const request = await bookableAppointment(t);
        const id = (await api(t, 'POST', '/api/v1/appointments', { body: request })).json.data.id;
        const token = await login(t, 'reception');
        const loaded = (await api(t, 'GET', `/api/v1/admin/appointments/${id}`, { token })).json;
        const act = (action: string) =>
          api(t, 'POST', `/api/v1/admin/appointments/${id}/actions`, { token, body: { action }, headers: ifMatch(loaded) });
        const confirmed = await act('confirm');
        expect(confirmed.status, confirmed.text).toBe(200);
        // The second receptionist's confirm, from the same list: what they wanted is done, once.
        expect((await act('confirm')).json).toEqual(confirmed.json);
        const declined = await act('decline');
        expect(declined.status).toBe(409);
        expect(declined.json.current).toMatchObject({ status: 'confirmed', updatedBy: t.credentials.reception.email });
      });
    });

    describe('drafts and versions', () => {
      const fields = ({ id: _i, createdAt: _c, updatedAt: _u, updatedBy: _b, ...rest }: Record<string, any>) => rest;
      it('keeps a draft off the public answer until it is published, and restores a version', async () => {
        const token = await login(t, 'editor');
        const [tr] = (
          await api(t, 'GET', '/api/v1/admin/treatments?range=[0,0]&sort=["slug","ASC"]&filter={"published":true}', { token })
        ).json;
        const publicTitle = async () => (await api(t, 'GET', `/api/v1/treatments/${tr.slug}`)).json.data.title.de;
        const draft = await api(t, 'PUT', `/api/v1/admin/treatments/${tr.id}/draft`, {
          token,
          body: { ...fields(tr), title: { ...tr.title, de: 'Nur ein Entwurf' } },
        });
        expect(draft.status, draft.text).toBe(200);
        expect(draft.json.draft.changed).toEqual(['title.de']);
        expect(await publicTitle()).toBe(tr.title.de);

        expect((await api(t, 'POST', `/api/v1/admin/treatments/${tr.id}/publish`, { token })).status).toBe(200);
        expect(await publicTitle()).toBe('Nur ein Entwurf');
        const state = (await api(t, 'GET', `/api/v1/admin/treatments/${tr.id}/editorial`, { token })).json;
        expect(state.draft).toBeNull();
        expect(state.versions.map((v: { number: number; action: string }) => `${v.number} ${v.action}`)).toEqual([
          '1 published',
          '0 baseline',
        ]);

        expect((await api(t, 'POST', `/api/v1/admin/treatments/${tr.id}/versions/0/restore`, { token })).status).toBe(200);
        expect(await publicTitle()).toBe(tr.title.de);
        expect((await api(t, 'POST', `/api/v1/admin/treatments/${tr.id}/versions/9/restore`, { token })).status).toBe(404);
      });

      it('refuses drafts, publishing and restoring to reception', async () => {
        const token = await login(t, 'reception');
        const editor = await login(t, 'editor');
        const [tr] = (await api(t, 'GET', '/api/v1/admin/treatments?range=[0,0]', { token: editor })).json;
        for (const [method, path] of [
          ['GET', `/api/v1/admin/treatments/${tr.id}/editorial`],
          ['POST', `/api/v1/admin/treatments/${tr.id}/publish`],
          ['POST', `/api/v1/admin/treatments/${tr.id}/versions/0/restore`],
        ])
          expect((await api(t, method, path, { token })).status, path).toBe(403);
      });
    });
  });
}
