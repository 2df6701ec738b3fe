/**
 * ra-data-simple-rest on /api/v1/admin (src/contract/endpoints.ts, admin resources) with the bearer token, plus what the contract
 * needs on top:
 * - create/update bodies are cleaned to the resource's strict input schema (lib/schema.ts);
 * - pending image uploads in the form values are sent to the media library first (multipart, with
 *   progress), and media itself is created by a multipart upload;
 * - an update names the version it was based on (If-Match), see update below;
 * - updateMany sends whole records, because the API's PUT takes the full input (bulk approve etc.);
 * - error bodies with field issues become react-admin field errors (lib/httpError.ts);
 * - the dashboard figures, the inbox counts (menu badges), the failed jobs with their retry, the
 *   reply to a message, the appointment steps and calendar, the CV download and the privacy requests
 *   (export, erasure) and the website's statistics over a range, which are not CRUD.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider, type Identifier } from 'react-admin';
import { IF_MATCH, IF_NONE_MATCH, versionTag } from '@/contract/concurrency';
import type { AnswerOf, EndpointId, QueryInputOf } from '@/contract/endpoints';
import type { LanguageCode } from '@/contract/common';
import type { AppointmentActionInput, AppointmentRequest, CalendarEntry } from '@/contract/entities/appointment';
import type { ContactMessage } from '@/contract/entities/contact';
import type { DashboardStats } from '@/contract/entities/dashboard';
import type { FailedJob, InboxCounts } from '@/contract/entities/mail';
import type { LaunchChecklist } from '@/contract/entities/launchChecklist';
import type { ErasureReceipt } from '@/contract/entities/privacy';
import type { StatisticsQuery, StatisticsReport } from '@/contract/entities/statistics';
import { buildUrl, endpointAddress, requestHeaders, sessionEnded, type CallOptions } from '@/lib/api';
import type { DeletionReceipt, DueRecord, LegalHoldInput } from '@/contract/entities/retention';
import { toHttpError } from './lib/httpError';
import { rememberOwnVersion } from './lib/conflict';
import { cleanFor, isPendingFile } from './lib/schema';
import { resolveUploads, uploadMedia } from './lib/uploads';

export const API_URL = '/api/v1/admin';

/** The version (`updatedAt`) a record or form values carry, if any. */
const versionIn = (values: unknown) => {
  const v = (values as { updatedAt?: unknown } | undefined)?.updatedAt;
  return typeof v === 'string' && v ? v : undefined;
};

/** fetchJson with the site's request headers (token, language, X-Requested-With) and contract errors. */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers);
  for (const [k, v] of Object.entries(requestHeaders(false))) if (!headers.has(k)) headers.set(k, v);
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (err) {
    if (err instanceof HttpError) {
      if (err.status === 401) sessionEnded();
      throw toHttpError(err.status, err.body);
    }
    throw toHttpError(0, { message: 'error.generic', code: 'network' });
  }
}

/**
 * One endpoint's path parameters, query and JSON body, typed by its entry in the contract (as the
 * site's `call`), and the version a write was based on, sent as If-Match.
 */
export type AdminCallOptions<Id extends EndpointId> = Omit<CallOptions<Id>, 'form' | 'signal' | 'onProgress'> & {
  /** The version the write was based on (If-Match). */
  version?: string;
  /** The write was based on there being none yet (If-None-Match: *; endpoints marked ifNoneMatch). */
  basedOnNone?: true;
};
/** Options may be left out only where nothing in them is required. */
type AdminCallArgs<Id extends EndpointId> =
  object extends AdminCallOptions<Id> ? [options?: AdminCallOptions<Id>] : [options: AdminCallOptions<Id>];
/** The parts of a request, whatever the endpoint (what the transport code handles). */
interface AdminRequestParts {
  params?: Record<string, string>;
  query?: object;
  body?: unknown;
  version?: string;
  basedOnNone?: true;
}

/**
 * Calls an endpoint by id through httpClient (react-admin's errors, the admin's headers): its
 * parameters, query and body are checked against the endpoint's entry, the answer is its response type.
 */
export async function adminCall<Id extends EndpointId>(id: Id, ...[callOptions]: AdminCallArgs<Id>): Promise<AnswerOf<Id>> {
  const { params, query, body, version, basedOnNone }: AdminRequestParts = callOptions ?? {};
  const { json } = await httpClient(buildUrl(id, { params, query }), {
    method: endpointAddress(id).method,
    headers: new Headers(version ? { [IF_MATCH]: versionTag(version) } : basedOnNone ? { [IF_NONE_MATCH]: '*' } : {}),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return json;
}

const base = simpleRestProvider(API_URL, httpClient);

/** One UI string of the site in one language: its default and the override, if any. */
export type TranslationRow = AnswerOf<'admin.translations.fields'>[number];

export interface AdminDataProvider extends DataProvider {
  dashboardStats(): Promise<DashboardStats>;
  inboxCounts(): Promise<InboxCounts>;
  failedJobs(): Promise<FailedJob[]>;
  launchChecklist(): Promise<LaunchChecklist>;
  /** The website's own statistics over a range of days, with the period before it (admins and editors). */
  statistics(query: StatisticsQuery): Promise<StatisticsReport>;
  retryJob(id: string): Promise<void>;
  /** Records of persons the retention job deletes within the next days (held ones marked). */
  upcomingDeletions(): Promise<DueRecord[]>;
  deletionReceipts(): Promise<DeletionReceipt[]>;
  /** Puts a record on legal hold (kept past its period) or releases it. */
  setLegalHold(input: LegalHoldInput): Promise<void>;
  /**
   * One step of reception on an appointment request (confirm, propose, decline …) on the version
   * reception saw (`updatedAt`); the updated record, or a 409 conflict with the record as it is now.
   */
  appointmentStep(id: Identifier, step: AppointmentActionInput, version: string): Promise<AppointmentRequest>;
  appointmentCalendar(query: QueryInputOf<'admin.appointments.calendar'>): Promise<CalendarEntry[]>;
  downloadCv(id: Identifier): Promise<void>;
  /** Mails reception's reply to the sender and answers the message with the reply in its history. */
  replyToMessage(id: Identifier, text: string): Promise<ContactMessage>;
  translationFields(language: LanguageCode, q?: string): Promise<TranslationRow[]>;
  /** Everything stored about an address, downloaded as one ZIP. */
  privacyExport(email: string): Promise<void>;
  /** Erases everything stored about an address; the receipt names kinds and counts only. */
  privacyErase(email: string): Promise<ErasureReceipt>;
  /** Sets overrides; `basedOn` holds the override each change started from (a key changed meanwhile: 409). */
  saveTranslations(
    language: LanguageCode,
    entries: Record<string, string>,
    basedOn: Record<string, string | null>,
  ): Promise<AnswerOf<'admin.translations.batch'>>;
}

/** A download that needs the bearer token: fetched, then handed to the browser as a file. */
async function downloadFile(url: string, fallbackName: string) {
  const res = await fetch(url, { headers: requestHeaders(false) });
  if (!res.ok) {
    const body = await res.json().catch(() => ({}));
    if (res.status === 401) sessionEnded();
    throw toHttpError(res.status, body);
  }
  const blob = await res.blob();
  const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const href = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href, download: filename });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}

export const dataProvider: AdminDataProvider = {
  ...base,
  async create(resource, params) {
    if (resource === 'media') {
      const file = params.data?.file;
      if (!isPendingFile(file))
        throw toHttpError(400, {
          message: 'error.validation',
          code: 'validation',
          issues: [{ path: ['file'], message: 'validation.required' }],
        });
      // react-admin's create lets each caller name the record type it expects back, which no answer
      // can be checked against: the media library answers a MediaAsset, the record the media screens show.
      return { data: (await uploadMedia(file.rawFile, params.data.alt)) as never };
    }
    const data = cleanFor(resource, 'create', await resolveUploads(params.data)) as Record<string, unknown>;
    return base.create(resource, { ...params, data });
  },
  /**
   * Sends the version the form was loaded with (its `updatedAt`; after a resolved conflict, the
   * version the editor merged with), so a save never lands over one made meanwhile: that is a 409
   * with the current record, which the form shows (components/ConflictPanel.tsx).
   */
  async update(resource, params) {
    const version = versionIn(params.data) ?? versionIn(params.previousData);
    const data = cleanFor(resource, 'update', await resolveUploads(params.data)) as Record<string, unknown>;
    const { json } = await httpClient(`${API_URL}/${resource}/${encodeURIComponent(params.id)}`, {
      method: 'PUT',
      body: JSON.stringify(data),
      headers: new Headers(version ? { [IF_MATCH]: versionTag(version) } : {}),
    });
    rememberOwnVersion((json as { updatedAt?: unknown }).updatedAt);
    return { data: json };
  },
  async updateMany(resource, params) {
    const { data: records } = await base.getMany(resource, { ids: params.ids });
    const saved = await Promise.all(
      records.map((record) =>
        dataProvider.update(resource, { id: record.id, data: { ...record, ...params.data }, previousData: record }),
      ),
    );
    return { data: saved.map((r) => r.data.id) };
  },
  async translationFields(language, q) {
    return adminCall('admin.translations.fields', { query: { language, q: q || undefined } });
  },
  /** Sets (or, with an empty value, removes) overrides of the site's UI strings, then drops cached pages. */
  async saveTranslations(language, entries, basedOn) {
    const result = await adminCall('admin.translations.batch', { body: { language, entries, basedOn } });
    await adminCall('admin.translations.clearCache');
    return result;
  },
  async dashboardStats() {
    return adminCall('admin.dashboardStats');
  },
  async inboxCounts() {
    return adminCall('admin.inboxCounts');
  },
  async launchChecklist() {
    return adminCall('admin.launchChecklist');
  },
  async statistics(query) {
    return adminCall('admin.statistics', { query });
  },
  async failedJobs() {
    return adminCall('admin.jobs.failed');
  },
  async upcomingDeletions() {
    return adminCall('admin.retention.upcoming');
  },
  async deletionReceipts() {
    return adminCall('admin.retention.receipts');
  },
  async setLegalHold(input) {
    await adminCall('admin.retention.hold', { body: input });
  },
  async retryJob(id) {
    await adminCall('admin.jobs.retry', { params: { id } });
  },
  async replyToMessage(id, text) {
    return adminCall('admin.messages.reply', { params: { id: String(id) }, body: { text } });
  },
  async appointmentStep(id, step, version) {
    return adminCall('admin.appointments.act', { params: { id: String(id) }, body: step, version });
  },
  async appointmentCalendar(query) {
    return adminCall('admin.appointments.calendar', { query });
  },
  /** The CV needs the bearer token, so it is fetched and handed to the browser as a file. */
  async downloadCv(id) {
    await downloadFile(buildUrl('admin.applications.cv', { params: { id: String(id) } }), `cv-${id}`);
  },
  async privacyExport(email) {
    await downloadFile(buildUrl('admin.privacy.export', { query: { email } }), 'datenauskunft.zip');
  },
  async privacyErase(email) {
    return adminCall('admin.privacy.erase', { body: { email } });
  },
};
