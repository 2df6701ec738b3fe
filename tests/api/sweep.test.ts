/**
 * Bad-input sweep (property-based, fast-check): thousands of generated requests (arbitrary JSON,
 * the real field names with hostile values, NoSQL operator objects, near-valid bodies with one
 * field mutated, malformed JSON, wrong content types, odd path segments and query strings, and
 * hand-built multipart uploads with random fields, bytes, file names and types) go to every public
 * endpoint of the contract, the login included. It proves: never a 5xx; every 4xx body is the
 * contract's ErrorBody with the code that belongs to its status; every 2xx body matches the
 * endpoint's response schema; afterwards every stored submission is a valid record of its entity,
 * every accepted submission was stored once and no refused one, and no CV lies in GridFS without
 * the application that refers to it.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toRow } from '../../api/plugins/app/repositories';
import { ErrorBody, LANGUAGES } from '../../src/contract/common';
import { endpoints, type Endpoint } from '../../src/contract/endpoints';
import { AppointmentRequest, TREATMENT_TYPES } from '../../src/contract/entities/appointment';
import { ContactMessage } from '../../src/contract/entities/contact';
import { JobApplication } from '../../src/contract/entities/job';
import { NewsletterSubscription } from '../../src/contract/entities/newsletter';
import { SEO_PAGES } from '../../src/contract/entities/seo';
import { TreatmentCategoryKey } from '../../src/contract/entities/treatment';
import { StaffUser } from '../../src/contract/entities/staffUser';
import { ERROR_STATUS, type ErrorCode } from '../../src/contract/http';
import { DEMO_PASSWORD, staffUsers } from '../../content/demo/users';
import { bookableSlots } from '../support/bookableSlots';
import { docx, ole } from '../support/officeFiles';
import { startHarness, type Harness } from './harness';

let h: Harness;
const before: Record<string, number> = {};
/** 201 answers per collection, compared with what was stored at the end. */
const accepted: Record<string, number> = {};

/** The collection each public write stores into (register writes users only on first run or with an invitation). */
const WRITES: Record<string, string> = {
  'contact.send': 'messages',
  'newsletter.subscribe': 'newsletter',
  'appointments.create': 'appointments',
  'applications.create': 'applications',
  'auth.register': 'users',
};
/** Stored records are read back strictly: a client-chosen extra field in the database is a failure too. */
const RECORDS: Record<string, z.ZodObject> = {
  messages: z.strictObject(ContactMessage.shape),
  newsletter: z.strictObject(NewsletterSubscription.shape),
  appointments: z.strictObject(AppointmentRequest.shape),
  applications: z.strictObject(JobApplication.shape),
  users: z.strictObject(StaffUser.shape),
};

/** Writes first: the reads then also meet what the sweep stored (e.g. CV file ids at the media route). */
const PUBLIC = endpoints
  .filter((e) => e.access === 'public')
  .sort((a, b) => Number(a.method === 'GET') - Number(b.method === 'GET'));

beforeAll(async () => {
  h = await startHarness('sweep');
  for (const c of [...Object.keys(RECORDS), 'uploads.files']) before[c] = await h.db.collection(c).countDocuments();
});
afterAll(() => h?.close());

// ── Requests and their checks ────────────────────────────────────────────────────────────────

interface Req {
  method: Endpoint['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** fast-check prints a failing request with this (a 5 MB upload must not flood the report). */
const printable = (r: Req): Req =>
  Object.assign(r, {
    [fc.toStringMethod]: () => {
      const p = r.payload === undefined ? '' : typeof r.payload === 'string' ? r.payload : r.payload.toString('latin1');
      const shown = p.length > 3000 ? `${p.slice(0, 3000)}… (${p.length} chars)` : p;
      return `${r.method} ${r.url.length > 500 ? `${r.url.slice(0, 500)}…` : r.url} ${JSON.stringify(r.headers)} ${JSON.stringify(shown)}`;
    },
  });

const parseJson = (res: LightMyRequestResponse) => {
  try {
    return { ok: true as const, value: JSON.parse(res.body) as unknown };
  } catch {
    return { ok: false as const, value: undefined };
  }
};

async function sendAndCheck(e: Endpoint, req: Req) {
  const res = await h.app.inject({ method: req.method, url: req.url, headers: req.headers, payload: req.payload });
  const status = res.statusCode;
  const body = parseJson(res);
  const shown = res.body.slice(0, 500);
  expect(status, `5xx: ${shown}`).toBeLessThan(500);
  if (status >= 400) {
    expect(body.ok, `4xx without a JSON body: ${shown}`).toBe(true);
    const parsed = ErrorBody.safeParse(body.value);
    expect(parsed.success, `4xx body is not ErrorBody: ${shown}`).toBe(true);
    // The contract pairs each code with one status (http.ts ERROR_STATUS); a framework default body would not.
    const code = parsed.data!.code as ErrorCode;
    expect(ERROR_STATUS[code], `code "${code}" with status ${status}`).toBe(status);
  } else if (status >= 200 && status < 300 && e.response) {
    expect(body.ok, `2xx without a JSON body: ${shown}`).toBe(true);
    const parsed = e.response.safeParse(body.value);
    expect(parsed.success, `2xx body does not match ${e.id}'s response: ${shown} ${parsed.error?.message ?? ''}`).toBe(true);
  } else if (status === 200 && e.id === 'media.file') {
    // The public file route serves images only: an applicant's CV in the same bucket must stay private.
    expect(res.headers['content-type']).toMatch(/^image\//);
  }
  if (status === 201 && WRITES[e.id]) accepted[WRITES[e.id]] = (accepted[WRITES[e.id]] ?? 0) + 1;
}

// ── Building blocks ──────────────────────────────────────────────────────────────────────────

/** Percent-encodes the UTF-8 bytes (encodeURIComponent throws on lone surrogates, which fc.string makes). */
const pct = (s: string) =>
  [...Buffer.from(s, 'utf8')]
    .map((b) => String.fromCharCode(b))
    .map((c) => (/[A-Za-z0-9_.~-]/.test(c) ? c : `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');
/** JSON text of any generated value (undefined has none; the server then sees the text "null"). */
const json = (v: unknown) => JSON.stringify(v) ?? 'null';
/** An object as JSON text from entries, so keys like "__proto__" reach the server as written. */
const objectText = (entries: [string, unknown][]) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${json(v)}`).join(',')}}`;
const pad = (n: number) => String(n).padStart(2, '0');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Present in one run of six (fc.option would leave the value out only once in `freq` runs). */
const rarely = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });
const headerText = fc.stringMatching(/^[\x20-\x7e]{0,40}$/);
const acceptLanguage = fc.option(
  fc.oneof(
    fc.constantFrom('de', 'en-US,en;q=0.9', 'ru', 'fr-CH', 'es_ES', 'xx', '*', 'EN', '', 'de;q=0.5, <script>'),
    headerText,
  ),
  { nil: undefined },
);
const withLanguage = (headers: Record<string, string>, lang: string | undefined) =>
  lang === undefined ? headers : { ...headers, 'accept-language': lang };

/** Operator objects and prototype keys; JSON.parse keeps "__proto__" as an own key, as a client's JSON would. */
const INJECTIONS: unknown[] = [
  { $gt: '' },
  { $ne: null },
  { $where: 'sleep(1000) || true' },
  { $regex: '.*', $options: 'i' },
  { $in: [] },
  { $exists: true },
  { $expr: { $eq: [1, 1] } },
  JSON.parse('{"__proto__":{"admin":true}}'),
  JSON.parse('{"constructor":{"prototype":{"admin":true}}}'),
  [{ $gt: '' }],
  { toString: 'x', valueOf: 1 },
];
const STRINGS = [
  '',
  ' ',
  '   \t\n',
  '\u0000',
  '\uFEFF',
  '\uD800',
  'ä'.repeat(4_000),
  'x'.repeat(60_000),
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '../../../etc/passwd',
  '%00',
  '\r\nSet-Cookie: a=b',
  '{{7*7}}',
  '${7*7}',
  'true',
  'null',
  '1e309',
  '__proto__',
  '$where',
  'constructor',
  'a@b',
  'maria@example.org',
  'MARIA@EXAMPLE.ORG ',
  '2020-01-01',
  '25:99',
  '+49 89 1234567',
  '👩‍⚕️🦷'.repeat(50),
  'مرحبا',
  'Привет мир, это сообщение',
  'NaN',
];
/** A hostile value for a field: wrong type, odd text, operator object, huge, nested. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...STRINGS),
  fc.constantFrom(...INJECTIONS),
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
);
/** Keys that are not in any input schema but an attacker would try. */
const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  '$where',
  '$gt',
  '_id',
  'id',
  'status',
  'role',
  'passwordHash',
  'admin',
  'createdAt',
  'cv',
  'read',
];

const text = (min: number, max: number) => fc.string({ unit: 'grapheme', minLength: min, maxLength: max });
/** A mail link's token: base64url of the length the server makes, or any of the allowed form. */
const linkToken = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), fc.stringMatching(/^[A-Za-z0-9_-]{16,200}$/));
const staffEmails = staffUsers.map((u) => u.email);
const email = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.constantFrom('maria@example.org', 'Max.Mustermann@Example.ORG', 'a.b-c+d@sub.example.de', ...staffEmails),
  },
  { weight: 2, arbitrary: fc.emailAddress() },
  // Many plain addresses: each may hold only 3 open appointment requests, like a phone number.
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 1_000_000 }).map((n) => `patient${n}@example.org`) },
);
const futureDate = fc.integer({ min: 1, max: 300 }).map(day);
const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([hh, mm]) => `${pad(hh)}:${pad(mm)}`);
// Valid numbers of many callers too: each number may hold only 3 open appointment requests, so two
// fixed ones let at most 6 requests through, about as many as the sweep demands to reach the store.
const phone = fc.oneof(
  fc.constantFrom('+49 89 1234567', '0151 23456789'),
  fc.integer({ min: 1_000_000, max: 99_999_999 }).map((n) => `+49 89 ${n}`),
  text(10, 40),
);

/** Bodies that are valid in shape and type but carry random text: these reach the database. */
const VALID: Record<string, fc.Arbitrary<Record<string, unknown>>> = {
  'auth.login': fc.record({
    email: fc.oneof(email, fc.constantFrom(...staffEmails)),
    password: fc.oneof(text(1, 200), fc.constant(DEMO_PASSWORD)),
  }),
  'auth.register': fc.record(
    {
      invitationToken: fc.oneof(text(0, 200), fc.base64String({ minLength: 43, maxLength: 44 })),
      email,
      name: text(1, 120),
      password: text(12, 200),
    },
    { requiredKeys: ['email', 'name', 'password'] },
  ),
  'auth.forgotPassword': fc.record({ email: fc.oneof(email, fc.constantFrom(...staffEmails)) }),
  'auth.resetPassword': fc.record({
    token: fc.oneof(text(1, 200), fc.base64String({ minLength: 43, maxLength: 44 })),
    password: text(12, 200),
  }),
  // The links of newsletter and appointment mails: a token of the right form that names nothing.
  'newsletter.confirm': fc.record({ token: linkToken }),
  'newsletter.unsubscribe': fc.record({ token: linkToken }),
  'appointments.cancellation.lookup': fc.record({ token: linkToken }),
  'appointments.cancellation.confirm': fc.record({ token: linkToken }),
  'contact.send': fc.record(
    { name: text(2, 120), email, subject: text(1, 200), message: text(10, 2_000), website: fc.constant('') },
    { requiredKeys: ['name', 'email', 'subject', 'message'] },
  ),
  'newsletter.subscribe': fc.record(
    { email, language: fc.constantFrom(...LANGUAGES), consent: fc.constant(true), website: fc.constant('') },
    { requiredKeys: ['email', 'consent'] },
  ),
  'appointments.create': fc
    .tuple(
      fc.record(
        {
          firstName: text(2, 120),
          lastName: text(2, 120),
          email,
          phone: fc.oneof(phone, text(10, 40)),
          treatmentType: fc.constantFrom(...TREATMENT_TYPES),
          preferredDate: futureDate,
          preferredTime: time,
          location: fc.constantFrom('oberfoehring', 'schwabing'),
          message: text(0, 2_000),
          // Mostly given (a message needs it), sometimes refused or left out.
          healthDataConsent: fc.constantFrom(true, true, true, false),
          reminderOptIn: fc.boolean(),
          language: fc.constantFrom(...LANGUAGES),
          website: fc.constant(''),
        },
        { requiredKeys: ['firstName', 'lastName', 'email', 'phone', 'treatmentType', 'preferredDate', 'preferredTime'] },
      ),
      fc.option(fc.constantFrom(...bookableSlots()), { freq: 4 }),
    )
    .map(([body, slot]) =>
      // Mostly a slot the form offers (the server takes only those), sometimes any date and time.
      slot
        ? {
            ...body,
            preferredDate: slot.date,
            preferredTime: slot.time,
            ...('location' in body ? { location: slot.location } : {}),
          }
        : body,
    ),
  'applications.create': fc.record(
    {
      jobId: fc.oneof(fc.constantFrom('job-1', 'job-zfa-oberfoehring'), fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/)),
      firstName: text(2, 120),
      lastName: text(2, 120),
      email,
      phone,
      message: text(0, 2_000),
      privacyAccepted: fc.constant('true'),
      website: fc.constant(''),
    },
    { requiredKeys: ['firstName', 'lastName', 'email', 'phone', 'privacyAccepted'] },
  ),
};

/** A valid body with one field set to a hostile value, removed, or an unknown key added. */
const nearValid = (valid: fc.Arbitrary<Record<string, unknown>>, fields: string[]) =>
  fc
    .tuple(valid, fc.constantFrom(...fields, ...EXTRA_KEYS), fc.constantFrom('set', 'delete'), hostile)
    .map(([v, key, how, value]): [string, unknown][] => {
      const entries = Object.entries(v).filter(([k]) => k !== key);
      return how === 'delete' ? entries : [...entries, [key, value]];
    });

/** Objects made of the endpoint's own field names (and attackers' keys) with hostile values. */
const fieldSoup = (fields: string[]) =>
  fc.array(
    fc.tuple(fc.oneof(fc.constantFrom(...fields), fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 })), hostile),
    { maxLength: 8 },
  );

const MALFORMED = [
  '',
  '{',
  '}',
  '{"email": ',
  '[1,2',
  'nul',
  '"',
  '{"a":1}}',
  '\u0000',
  "{'email': 'a@b.de'}",
  '{"email":"a@b.de",}',
  '{"__proto__": {"admin": true}}',
  '{"constructor": {"prototype": {"admin": true}}}',
  '1'.repeat(1_000),
  'NaN',
  '-',
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  `{"name":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`,
  `{"message":"${'x'.repeat(1_100_000)}"}`, // past the 1 MB body limit
  '\uFEFF{"email":"a@b.de"}',
  '{"email":"\\ud800"}',
  '{"email":"a@b.de","email":{"$gt":""}}',
];

const JSON_TYPES = [
  undefined,
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'application/json; charset=utf-16le',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/xml',
  'application/octet-stream',
  'application/vnd.api+json',
  'application/json;',
  ';',
  '*/*',
  '',
];
const jsonContentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant<string | undefined>('application/json') },
  { weight: 3, arbitrary: fc.constantFrom(...JSON_TYPES) },
  { weight: 1, arbitrary: headerText },
);

/** Requests to a JSON-body endpoint. */
function jsonRequests(e: Endpoint): fc.Arbitrary<Req> {
  const fields = Object.keys((e.body as z.ZodObject).shape);
  const valid = VALID[e.id];
  const payload = fc.oneof(
    // Valid payloads often enough that the stricter writes (a booking also needs a free slot, a
    // phone or address with fewer than three open requests, consent for a message) reach the store.
    { weight: 5, arbitrary: valid.map(json) },
    { weight: 4, arbitrary: nearValid(valid, fields).map(objectText) },
    { weight: 3, arbitrary: fieldSoup(fields).map(objectText) },
    { weight: 2, arbitrary: fc.jsonValue().map(json) },
    { weight: 1, arbitrary: fc.anything().map(json) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED) },
    { weight: 1, arbitrary: fc.tuple(valid.map(json), fc.nat()).map(([t, n]) => t.slice(0, n % t.length)) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  );
  return fc.record({ payload, type: jsonContentType, lang: acceptLanguage }).map(({ payload, type, lang }) =>
    printable({
      method: e.method,
      url: e.path,
      headers: withLanguage(type === undefined ? {} : { 'content-type': type }, lang),
      payload,
    }),
  );
}

// ── Multipart (applications) ─────────────────────────────────────────────────────────────────

interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Uint8Array;
}

/** A multipart/form-data body written by hand, so malformed variants are possible too. */
function multipart(boundary: string, parts: Part[], close: boolean): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.filename !== undefined) head += `; filename="${p.filename}"`;
    head += '\r\n';
    if (p.type !== undefined) head += `Content-Type: ${p.type}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`, 'utf8'), Buffer.from(p.data), Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const bytes = (...parts: (string | number[] | Uint8Array)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const PDF = '%PDF-1.7\n';
const DOC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** One byte over the 5 MB limit, with a PDF signature (built once; rarely chosen). */
const TOO_BIG = bytes(PDF, new Uint8Array(5 * 1024 * 1024 + 1 - PDF.length));

const fileBytes = fc.oneof(
  { weight: 80, arbitrary: fc.uint8Array({ maxLength: 2_048 }).map((b) => bytes(PDF, b)) },
  { weight: 20, arbitrary: fc.uint8Array({ maxLength: 1_024 }).map((b) => bytes(DOC, b)) },
  {
    weight: 20,
    arbitrary: fc.uint8Array({ maxLength: 1_024 }).map((b) => bytes(ZIP, b, '[Content_Types].xml word/document.xml')),
  },
  { weight: 20, arbitrary: fc.uint8Array({ maxLength: 1_024 }).map((b) => bytes(ZIP, b)) },
  // Real Word containers (an OLE or ZIP is a CV only when it is a Word document).
  { weight: 10, arbitrary: fc.constantFrom(docx(), ole(['WordDocument', '1Table']), ole(['Workbook'])) },
  { weight: 20, arbitrary: fc.uint8Array({ maxLength: 1_024 }).map((b) => bytes(PNG, b)) },
  { weight: 40, arbitrary: fc.uint8Array({ maxLength: 4_096 }) },
  {
    weight: 20,
    arbitrary: fc.constantFrom(bytes(''), bytes('%PDF'), bytes('%PDF-'), bytes('MZ\x90\x00'), bytes(`--\r\n${PDF}`)),
  },
  { weight: 1, arbitrary: fc.constant(TOO_BIG) },
);

const filePart: fc.Arbitrary<Part> = fc.record(
  {
    name: fc.oneof(
      { weight: 8, arbitrary: fc.constant('cv') },
      { weight: 1, arbitrary: fc.constantFrom('file', 'CV', 'cv[]', '', '__proto__', 'firstName') },
      { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
    ),
    filename: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom<string | undefined>('cv.pdf', 'Lebenslauf.docx', 'cv.doc', 'bild.png', 'cv.exe') },
      { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 300 }) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '../../etc/passwd',
          'a"b.pdf',
          'C:\\x\\cv.pdf',
          '',
          '.',
          '\u202Efdp.exe',
          'x'.repeat(5_000),
          '\r\nX: y',
        ),
      },
      { weight: 1, arbitrary: fc.constant(undefined) },
    ),
    type: fc.option(
      fc.constantFrom(
        'application/pdf',
        'application/octet-stream',
        'application/msword',
        'image/png',
        'text/html',
        'application/x-msdownload',
        'multipart/mixed; boundary=zz',
      ),
      { nil: undefined },
    ),
    data: fileBytes,
  },
  { requiredKeys: ['name', 'data'] },
);

/** A text field's value as a browser would send it: strings as they are, anything else as its JSON. */
const fieldText = (v: unknown) => (typeof v === 'string' ? v : json(v));

function multipartRequests(e: Endpoint): fc.Arbitrary<Req> {
  const fields = Object.keys((e.multipart!.fields as z.ZodObject).shape);
  const valid = VALID[e.id];
  const fieldEntries = fc.oneof(
    { weight: 30, arbitrary: valid.map((v) => Object.entries(v)) },
    { weight: 40, arbitrary: nearValid(valid, fields) },
    { weight: 20, arbitrary: fieldSoup(fields) },
    // Over the 30-field limit, and repeated names.
    {
      weight: 3,
      arbitrary: valid.map((v) => [
        ...Object.entries(v),
        ...Array.from({ length: 40 }, (_, i): [string, unknown] => [`f${i}`, 'x']),
      ]),
    },
    { weight: 5, arbitrary: valid.map((v) => [...Object.entries(v), ...Object.entries(v)]) },
  );
  const files = fc.oneof(
    { weight: 1, arbitrary: fc.constant<Part[]>([]) },
    { weight: 8, arbitrary: filePart.map((p) => [p]) },
    { weight: 1, arbitrary: fc.tuple(filePart, filePart) },
  );
  const shape = fc.oneof(
    { weight: 12, arbitrary: fc.constant('ok') },
    {
      weight: 1,
      arbitrary: fc.constantFrom('truncated', 'unclosed', 'otherBoundary', 'noBoundary', 'quotedBoundary', 'json', 'urlencoded'),
    },
  );
  return fc
    .record({
      entries: fieldEntries,
      files,
      filesFirst: fc.boolean(),
      shape,
      cut: fc.nat(),
      lang: acceptLanguage,
      // One text part may carry its own Content-Type (@fastify/multipart parses application/json fields).
      textType: rarely(
        fc.constantFrom('application/json', 'text/plain; charset=utf-8', 'text/plain; charset=latin1', 'image/png'),
      ),
      typed: fc.nat(),
      // Random boundaries include RFC 2046's specials, which need quotes in the header (see 'quotedBoundary').
      boundary: fc.oneof(
        { weight: 3, arbitrary: fc.constant('----sweepBoundary7MA4YWxkTrZu0gW') },
        { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,70}$/) },
      ),
    })
    .map(({ entries, files, filesFirst, shape, cut, lang, boundary, textType, typed }) => {
      const texts: Part[] = entries.map(([name, v], i) => ({
        name,
        data: Buffer.from(fieldText(v), 'utf8'),
        ...(textType && i === typed % entries.length ? { type: textType } : {}),
      }));
      const parts = filesFirst ? [...files, ...texts] : [...texts, ...files];
      let body: Buffer = multipart(boundary, parts, shape !== 'unclosed');
      let type = `multipart/form-data; boundary=${boundary}`;
      if (shape === 'truncated') body = body.subarray(0, cut % (body.length + 1));
      if (shape === 'otherBoundary') type = 'multipart/form-data; boundary=somethingElse';
      if (shape === 'noBoundary') type = 'multipart/form-data';
      if (shape === 'quotedBoundary') type = `multipart/form-data; boundary="${boundary}"`;
      if (shape === 'json') [type, body] = ['application/json', Buffer.from(objectText(entries))];
      if (shape === 'urlencoded')
        [type, body] = [
          'application/x-www-form-urlencoded',
          Buffer.from(entries.map(([k, v]) => `${pct(k)}=${pct(fieldText(v))}`).join('&')),
        ];
      return printable({ method: e.method, url: e.path, headers: withLanguage({ 'content-type': type }, lang), payload: body });
    });
}

// ── Paths and query strings (reads) ──────────────────────────────────────────────────────────

const RAW_SEGMENTS = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%00',
  '..',
  '.',
  '%2e%2e',
  '%2F',
  'a%2Fb',
  '%7B%22%24gt%22%3A%22%22%7D',
  '__proto__',
  'constructor',
  '$where',
  'null',
  'undefined',
  'zahnbr%C3%BCcke',
  'ZAHNBR%C3%9CCKE',
  '%F0%9F%A6%B7',
  '%ED%A0%80',
  '%C0%AF',
  'a;b',
  'a,b',
  '-',
  '--',
  'a--b',
];
const segment = (values: string[]) =>
  fc.oneof(
    { weight: 2, arbitrary: values.length ? fc.constantFrom(...values).map(pct) : fc.constant('none') },
    { weight: 2, arbitrary: fc.stringMatching(/^[a-zäöüß0-9]{1,20}(-[a-z0-9]{1,10}){0,3}$/).map(pct) },
    { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }).map(pct) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    { weight: 1, arbitrary: fc.nat({ max: 300 }).map((n) => 'a'.repeat(n)) },
  );

/** Where the existing values of a path parameter live, so some generated paths hit real records. */
const PARAM_SOURCES: Record<string, string[]> = {
  'treatments.bySlug': ['treatments'],
  'team.bySlug': ['team'],
  'blog.bySlug': ['blog'],
  'pages.bySlug': ['pages'],
  'jobs.bySlug': ['jobs'],
  'media.file': ['media', 'uploads.files'], // CV files must not come out of the media route
};
const paramValues = async (e: Endpoint) => {
  const field = e.path.endsWith(':id') ? '_id' : 'slug';
  const values = await Promise.all((PARAM_SOURCES[e.id] ?? []).map((c) => h.db.collection(c).distinct(field)));
  return values.flat().map(String);
};

const QUERY_VALUES = [
  '1',
  '0',
  '-1',
  '14',
  '31',
  '32',
  '50',
  '51',
  '1000',
  '1001',
  '1.5',
  '1e3',
  '0x10',
  'NaN',
  'Infinity',
  'true',
  'false',
  '',
  ' ',
  '2026-02-30',
  '1999-01-01',
  '9999-12-31',
  '{"$gt":""}',
  '[object Object]',
  '__proto__',
  'x'.repeat(5_000),
];
/** Plausible values per query key (most of the contract's query keys), so that valid queries are generated too. */
const queryHints = async (): Promise<Record<string, string[]>> => ({
  category: [...TreatmentCategoryKey.options, ...(await h.db.collection('blog-categories').distinct('slug')).map(String)],
  popular: ['true', 'false'],
  page: ['1', '2', ...(await h.db.collection('content').distinct('page')).map(String), ...SEO_PAGES],
  pageSize: ['1', '9', '50'],
  from: [day(0), day(7), day(-1)],
  days: ['1', '14', '31'],
  location: ['oberfoehring', 'schwabing'],
  lang: [...LANGUAGES],
  q: ['implant', 'Zahn', 'ä'],
});
const RAW_QUERIES = [
  '%',
  '%zz',
  '&&&',
  '=',
  '==x',
  'a=%E0%A4%A',
  '?',
  'a=1;b=2',
  '%00=%00',
  'a[b]=c',
  'a[]=1&a[]=2',
  '__proto__[admin]=1',
  'constructor[prototype][admin]=1',
];

function queryString(e: Endpoint, hints: Record<string, string[]>): fc.Arbitrary<string> {
  const keys = e.query && 'shape' in e.query ? Object.keys((e.query as z.ZodObject).shape) : ['q', 'page'];
  const odd = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...QUERY_VALUES) },
    { weight: 2, arbitrary: fc.string() },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 50 }) },
  );
  const valueFor = (k: string) =>
    hints[k] ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...hints[k]) }, { weight: 2, arbitrary: odd }) : odd;
  const pair = fc.oneof(
    { weight: 6, arbitrary: fc.oneof(...keys.map((k) => fc.tuple(fc.constant(k), valueFor(k)))) },
    {
      weight: 1,
      arbitrary: fc.tuple(
        fc.constantFrom('__proto__', 'constructor', '$where', 'q[$gt]', 'page[]', 'toString', 'hasOwnProperty'),
        odd,
      ),
    },
    { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), odd) },
  );
  // Mostly one value per key (repeated keys become arrays, which the schemas refuse anyway).
  const pairs = fc
    .uniqueArray(pair, { maxLength: 4, selector: ([k]) => k })
    .map((p) => p.map(([k, v]) => `${pct(k)}=${pct(v)}`).join('&'));
  return fc.oneof(
    { weight: 12, arbitrary: pairs },
    {
      weight: 1,
      arbitrary: fc.array(pair, { minLength: 2, maxLength: 6 }).map((p) => p.map(([k, v]) => `${pct(k)}=${pct(v)}`).join('&')),
    },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) },
  );
}

async function readRequests(e: Endpoint): Promise<fc.Arbitrary<Req>> {
  const param = e.path.match(/:(\w+)/)?.[1];
  const path = param ? segment(await paramValues(e)).map((s) => e.path.replace(`:${param}`, s)) : fc.constant(e.path);
  const ifNoneMatch = rarely(fc.oneof(headerText, fc.constant('*')));
  // fc.option's freq: absent once in `freq` runs.
  const query = fc.option(queryString(e, await queryHints()), { nil: undefined, freq: e.query ? 8 : 3 });
  return fc.record({ path, query, lang: acceptLanguage, ifNoneMatch }).map(({ path, query, lang, ifNoneMatch }) =>
    printable({
      method: e.method,
      url: query === undefined ? path : `${path}?${query}`,
      headers: withLanguage(ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch }, lang),
    }),
  );
}

const requestsFor = async (e: Endpoint) => (e.multipart ? multipartRequests(e) : e.body ? jsonRequests(e) : readRequests(e));

/**
 * Runs per endpoint: the writes take input that reaches the database (and login/register hash with
 * scrypt, deliberately slow), reads with parameters or a query take what the client chooses in the
 * URL, and plain reads only a query string and headers that they ignore.
 */
const runsFor = (e: Endpoint) => (e.multipart || e.body ? 400 : e.params || e.query ? 150 : 40);

// ── The sweep ────────────────────────────────────────────────────────────────────────────────

describe('bad-input sweep of the public endpoints', () => {
  it('covers every public endpoint and the login', () => {
    const ids = PUBLIC.map((e) => e.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'auth.login',
        'contact.send',
        'newsletter.subscribe',
        'appointments.create',
        'applications.create',
      ]),
    );
    for (const e of PUBLIC.filter((x) => x.method !== 'GET')) expect(VALID[e.id], `valid base payload for ${e.id}`).toBeDefined();
  });

  it.each(PUBLIC.map((e) => [`${e.method} ${e.path} (${e.id})`, e] as const))(
    '%s: never 5xx, 4xx in the error shape',
    async (_name, e) => {
      await fc.assert(
        fc.asyncProperty(await requestsFor(e), (req) => sendAndCheck(e, req)),
        { numRuns: runsFor(e) },
      );
    },
    120_000,
  );

  // Runs after the sweep above (tests of a file run in order) and judges what it left in the database.
  it('stored only valid records, each accepted submission once, and no CV without its application', async () => {
    for (const [collection, schema] of Object.entries(RECORDS)) {
      const docs = await h.db.collection(collection).find().toArray();
      for (const doc of docs) {
        // The same mapping as the repositories (_id → id); users carry their hidden hash in the database only.
        // Appointments keep their slot and per-person keys beside the record, server-made;
        // the seeded demo rows their demo marker.
        // Newsletter rows keep their link tokens' hashes and times beside the record.
        const {
          passwordHash,
          slotKey,
          emailKey,
          phoneKey,
          demo,
          confirmTokenHash,
          confirmExpiresAt,
          confirmationSentAt,
          unsubscribeToken,
          ...row
        } = toRow(doc)!;
        const linkFields = [confirmTokenHash, confirmExpiresAt, confirmationSentAt, unsubscribeToken];
        // A sent confirmation link is stored as its hash only.
        if (confirmationSentAt) expect(confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
        if (collection !== 'newsletter') expect(linkFields).toEqual([undefined, undefined, undefined, undefined]);
        expect([true, undefined]).toContain(demo);
        if (collection === 'appointments' && slotKey !== undefined)
          expect(slotKey).toBe(`${row.preferredDate} ${row.preferredTime} ${row.location ?? 'oberfoehring'}`);
        if (collection !== 'appointments') expect([slotKey, emailKey, phoneKey]).toEqual([undefined, undefined, undefined]);
        if (collection === 'users') expect(passwordHash).toMatch(/^scrypt\$/);
        else expect(passwordHash).toBeUndefined();
        const r = schema.safeParse(row);
        expect(r.success, `${collection}: ${JSON.stringify(doc).slice(0, 800)}\n${r.error?.message ?? ''}`).toBe(true);
      }
      const added = docs.length - before[collection];
      // The newsletter answers 201 for an address it already has (no enumeration) without a new row.
      if (collection === 'newsletter' || collection === 'users') expect(added).toBeLessThanOrEqual(accepted[collection] ?? 0);
      else expect(added, `${collection}: rows added vs 201 answers`).toBe(accepted[collection] ?? 0);
    }
    // The generators must reach the store, or the checks above prove nothing.
    for (const c of ['messages', 'newsletter', 'appointments', 'applications'])
      expect(accepted[c] ?? 0, `201s for ${c}`).toBeGreaterThan(5);

    const cvIds = new Set((await h.db.collection('applications').distinct('cv.fileId')).map(String));
    const files = await h.db
      .collection('uploads.files')
      .find({}, { projection: { _id: 1 } })
      .toArray();
    for (const f of files) expect(cvIds.has(String(f._id)), `GridFS file ${String(f._id)} without its application`).toBe(true);
    expect(files.length - before['uploads.files']).toBe(accepted.applications ?? 0);
    const fileIds = new Set(files.map((f) => String(f._id)));
    const chunkOwners = (await h.db.collection('uploads.chunks').distinct('files_id')).map(String);
    expect(chunkOwners.filter((id) => !fileIds.has(id))).toEqual([]);
  });
});
