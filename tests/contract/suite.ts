/**
 * The contract suite (DESIGN.md 3): one set of assertions, run against the MSW mocks
 * (tests/contract/msw.test.ts) and against Fastify on MongoDB (tests/api, issue 6).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../src/contract/common';
import { endpoint } from '../../src/contract/endpoints';
import { samplePhotoJpeg } from '../../scripts/samplePhoto';
import { api, login, type ContractTarget } from './target';

const validAppointment = () => ({
  firstName: 'Maria',
  lastName: 'Muster',
  email: 'maria@example.org',
  phone: '+49 89 1234567',
  treatmentType: 'checkup',
  preferredDate: '',
  preferredTime: '',
  message: 'Kontrolle',
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
const applicationForm = (file: Blob, name = 'lebenslauf.pdf') => {
  const f = new FormData();
  for (const [k, v] of Object.entries({
    firstName: 'Jonas',
    lastName: 'Beispiel',
    email: 'jonas@example.org',
    phone: '+49 151 2345678',
    privacyAccepted: 'true',
  }))
    f.set(k, v);
  f.set('cv', file, name);
  return f;
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
      // 31: the vitamin-D infusions wait unpublished until a physician is named (issue 18).
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
      it('gives a request staff reopen its slot back, unless someone booked it meanwhile (409, nothing changed)', async () => {
        const body = await bookableAppointment(t);
        const first = (await api(t, 'POST', '/api/v1/appointments', { body })).json.data.id;
        const token = await login(t, 'reception');
        const put = (id: string, status: string) =>
          api(t, 'PUT', `/api/v1/admin/appointments/${id}`, { token, body: { status } });
        expect((await put(first, 'cancelled')).status).toBe(200);
        expect((await put(first, 'confirmed')).status).toBe(200); // the slot was still free: held again
        const other = { ...body, email: 'andere@example.org', phone: '+49 89 7654321' };
        expect((await api(t, 'POST', '/api/v1/appointments', { body: other })).status).toBe(409);
        expect((await put(first, 'cancelled')).status).toBe(200);
        expect((await api(t, 'POST', '/api/v1/appointments', { body: other })).status).toBe(201);
        const reopened = await put(first, 'confirmed');
        expect(reopened.status).toBe(409);
        expect(reopened.json).toMatchObject({ code: 'duplicate', message: 'error.booking.slotTaken' });
        expect((await api(t, 'GET', `/api/v1/admin/appointments/${first}`, { token })).json.status).toBe('cancelled');
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
        // The server's name for it (issue 15), never the applicant's; and no type sniffing.
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
      it('requires privacy acceptance', async () => {
        const form = applicationForm(pdf(100));
        form.delete('privacyAccepted');
        const r = await api(t, 'POST', '/api/v1/jobs/applications', { form });
        expect(r.status).toBe(400);
        expect(r.json.issues).toContainEqual({ path: ['privacyAccepted'], message: 'validation.application.privacy' });
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
      it('gives an uploaded photo AVIF and WebP variants, which a record that uses it carries; sent variants are ignored (issue 16)', async () => {
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

        const {
          id,
          createdAt: _c,
          updatedAt: _u,
          updatedBy: _b,
          ...member
        } = (await api(t, 'GET', '/api/v1/admin/team/team-berger', { token })).json;
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

    describe('mail, jobs and inbox counts (issue 19)', () => {
      const message = {
        name: 'Max Mustermann',
        email: 'max@example.org',
        subject: 'Rechnung',
        message: 'Frage zu meiner Wurzelbehandlung.',
      };
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
      it('keeps the notification recipients in the settings, checked as e-mail addresses and never public', async () => {
        const token = await login(t, 'admin');
        const {
          id: _i,
          createdAt: _c,
          updatedAt: _u,
          updatedBy: _b,
          ...settings
        } = (await api(t, 'GET', '/api/v1/admin/settings/settings', { token })).json;
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

    describe('exposure (issue 15)', () => {
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
        const {
          id: _i,
          createdAt: _c,
          updatedAt: _u,
          updatedBy: _b,
          ...settings
        } = (await api(t, 'GET', '/api/v1/admin/settings/settings', { token })).json;
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
    });
  });
}
