/**
 * Access and erasure by e-mail address (Art. 15 and 17 GDPR), once for both faces.
 *
 * Matching: case-insensitive and exact. The store is asked with an anchored, escaped regex (so the
 * address is data, never a pattern), and every row it returns is checked again by comparing the
 * canonical addresses: a regex's `$` also matches before a trailing newline on MongoDB.
 *
 * The export is ONE download, a ZIP (fflate: no dependencies, runs in Node and in the browser's
 * mocks alike), holding `export.json` (every record, grouped by kind) and the CV files under `cv/`.
 * A ZIP rather than JSON with base64 files: the person can open their CVs as they sent them.
 * Its file name carries no address (downloads folders and browser histories keep names).
 *
 * The erasure removes the records, the CV files in GridFS, the outbox mails (and their pending
 * delivery), the newsletter subscription, and what hangs on a record (an appointment's reminder job
 * and cancel links). It keeps the consent log's entries: they hold only the subscription id and a
 * hash of the address, and are the practice's proof that mails it sent were consented to (Art. 7(1),
 * 17(3)(e) GDPR); they expire with the consent log's retention. The receipt names kinds and counts only.
 */
import { canonicalEmail } from '../src/contract/common';
import type { Implementations } from '../src/contract/endpoints';
import { CV_DOWNLOAD_HEADERS, cvDownloadName } from '../src/contract/fileTypes';
import { FileReply } from '../src/contract/http';
import { PRIVACY_KINDS, type ErasureReceipt, type PrivacyKind } from '../src/contract/entities/privacy';
import { zipSync, strToU8, type Zippable } from 'fflate';
import { REMINDER_JOB } from './appointments';
import { AUDIT_COUNTS } from './audit';
import type { Ctx } from './context';
import { escapeRegex } from './listFilter';
import type { Row } from './store';

type Faces = Pick<Ctx, 'store' | 'services'>;

/** Where each kind keeps its address. */
const SOURCES = [
  { kind: 'appointments', field: 'email' },
  { kind: 'messages', field: 'email' },
  { kind: 'applications', field: 'email' },
  { kind: 'newsletter', field: 'email' },
  { kind: 'outbox', field: 'to' },
] as const satisfies readonly { kind: PrivacyKind; field: string }[];
type SourceKind = (typeof SOURCES)[number]['kind'];

/** SHA-256 (hex) of the canonical address: how the consent log names a subscriber (Web Crypto: both faces). */
export async function addressHash(email: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonicalEmail(email)));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function rowsOf({ store }: Faces, kind: SourceKind, field: string, email: string): Promise<Row[]> {
  const wanted = canonicalEmail(email);
  const candidates: Row[] = await store
    .collection(kind)
    .find({ [field]: { $regex: `^${escapeRegex(wanted)}$`, $options: 'i' } }, { id: 1 });
  return candidates.filter((r) => typeof r[field] === 'string' && canonicalEmail(r[field] as string) === wanted);
}

/** Everything stored under the address, by kind (consent entries by the address's hash). */
async function gather(faces: Faces, email: string) {
  const found = Object.fromEntries(
    await Promise.all(SOURCES.map(async ({ kind, field }) => [kind, await rowsOf(faces, kind, field, email)] as const)),
  ) as Record<SourceKind, Row[]>;
  const consentLog = await faces.store.collection('consentLog').find({ addressHash: await addressHash(email) }, { at: 1 });
  return { ...found, consentLog };
}

const cvOf = (application: Row) => application.cv as { fileId: string } | undefined;

async function exportZip(faces: Faces, email: string) {
  const found = await gather(faces, email);
  const files: Zippable = {};
  let cvFiles = 0;
  const applications = [];
  for (const application of found.applications) {
    const cv = cvOf(application);
    const file = cv ? await faces.services.files.get(cv.fileId) : null;
    let cvPath: string | null = null;
    if (file) {
      cvPath = `cv/${application.id}-${cvDownloadName(application, file.contentType)}`;
      files[cvPath] = [file.bytes, { level: 0 }]; // PDFs and Office files are compressed already
      cvFiles++;
    }
    applications.push({ ...application, cvFile: cvPath });
  }
  const counts: Record<PrivacyKind, number> = {
    appointments: found.appointments.length,
    messages: found.messages.length,
    applications: found.applications.length,
    cvFiles,
    newsletter: found.newsletter.length,
    outbox: found.outbox.length,
    consentLog: found.consentLog.length,
  };
  const document = {
    exportedAt: new Date().toISOString(),
    email: canonicalEmail(email),
    counts,
    appointments: found.appointments,
    messages: found.messages,
    applications,
    newsletter: found.newsletter,
    outbox: found.outbox,
    consentLog: found.consentLog,
  };
  files['export.json'] = strToU8(JSON.stringify(document, null, 2));
  return { zip: zipSync(files, { level: 6 }), counts };
}

async function erase(faces: Faces, email: string): Promise<ErasureReceipt> {
  const { store, services } = faces;
  const found = await gather(faces, email);
  const removed = Object.fromEntries(PRIVACY_KINDS.map((kind) => [kind, 0])) as Record<PrivacyKind, number>;
  // Counted by what was actually deleted: a record another request deleted meanwhile is not counted twice.
  for (const row of found.appointments) {
    await services.jobs.cancel(REMINDER_JOB, row.id);
    await store.collection('tokens').deleteWhere({ appointmentId: row.id });
    if (await store.collection('appointments').delete(row.id)) removed.appointments++;
  }
  for (const row of found.messages) if (await store.collection('messages').delete(row.id)) removed.messages++;
  for (const row of found.applications) {
    const cv = cvOf(row);
    if (cv && (await services.files.get(cv.fileId))) {
      await services.files.remove(cv.fileId);
      removed.cvFiles++;
    }
    if (await store.collection('applications').delete(row.id)) removed.applications++;
  }
  for (const row of found.newsletter) if (await store.collection('newsletter').delete(row.id)) removed.newsletter++;
  for (const row of found.outbox) {
    await services.jobs.cancel('mail.deliver', row.id);
    if (await store.collection('outbox').delete(row.id)) removed.outbox++;
  }
  const kept: Partial<Record<PrivacyKind, number>> = found.consentLog.length ? { consentLog: found.consentLog.length } : {};
  return { erasedAt: new Date().toISOString(), removed, kept };
}

/** The download's name: the day only, no address. */
const exportName = () => `datenauskunft-${new Date().toISOString().slice(0, 10)}.zip`;

export const privacyImpls = {
  'admin.privacy.export': async (ctx) => {
    const { zip, counts } = await exportZip(ctx, ctx.query.email);
    // The audit log records what left the house, by kind (audit.ts reads it; the answer does not carry it).
    return Object.assign(new FileReply(zip, 'application/zip', exportName(), CV_DOWNLOAD_HEADERS), {
      [AUDIT_COUNTS]: counts,
    });
  },
  'admin.privacy.erase': (ctx) => erase(ctx, ctx.body.email),
} satisfies Partial<Implementations<Ctx>>;
