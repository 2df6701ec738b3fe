/**
 * Shapes of the HTTP layer that every face shares: the list query of ra-data-simple-rest and
 * the error codes. Kept apart from endpoints.ts so the table stays readable.
 */
import { z } from 'zod';

/** Parses a JSON-encoded query parameter, then validates the result with `schema`. */
export const jsonParam = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .max(4_000, 'validation.tooLong')
    .transform((raw, ctx) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'validation.json' });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** At most this many records per admin list page. */
export const MAX_PAGE = 1000;

/**
 * ra-data-simple-rest list query: `sort=["field","ASC"]&range=[0,24]&filter={...}`.
 * The filter object is strict and holds only primitives or arrays of primitives, so no client
 * value can ever become a MongoDB query operator.
 */
export const listQuery = <F extends z.ZodRawShape>(sortFields: readonly [string, ...string[]], filter: F) =>
  z.strictObject({
    sort: jsonParam(z.tuple([z.enum(sortFields), z.enum(['ASC', 'DESC'])])).optional(),
    range: jsonParam(
      z
        .tuple([z.number().int().min(0), z.number().int().min(0)])
        .refine(([a, b]) => b >= a && b - a < MAX_PAGE, 'validation.range'),
    ).optional(),
    filter: jsonParam(
      z.strictObject({
        ...filter,
        q: z.string().max(200).optional(),
        id: z.array(z.string().max(64)).max(MAX_PAGE).optional(),
      }),
    ).optional(),
  });
export type ListQuery = {
  sort?: [string, 'ASC' | 'DESC'];
  range?: [number, number];
  filter?: Record<string, unknown> & { q?: string; id?: string[] };
};

/** Error codes of the contract's error body, with their HTTP status. */
export const ERROR_STATUS = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  duplicate: 409,
  conflict: 409,
  too_large: 413,
  unsupported_type: 415,
  rate_limited: 429,
  internal: 500,
  database_unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** Messages of the error bodies are i18n ids too; the clients translate them. */
export const ERROR_MESSAGE: Record<ErrorCode, string> = {
  validation: 'error.validation',
  unauthorized: 'error.unauthorized',
  forbidden: 'error.forbidden',
  not_found: 'error.notFound',
  duplicate: 'error.duplicate',
  conflict: 'error.conflict',
  too_large: 'error.tooLarge',
  unsupported_type: 'error.unsupportedType',
  rate_limited: 'error.rateLimited',
  internal: 'error.internal',
  database_unavailable: 'error.databaseUnavailable',
};

export interface Issue {
  path: (string | number)[];
  message: string;
}

/**
 * At most this many issues in an error body, the rest only counted (`issuesTotal`): a body with
 * thousands of wrong fields must not buy an answer thousands of entries long (each unknown key is
 * an issue of its own), and no form shows more than a few dozen fields anyway.
 */
export const MAX_ISSUES = 50;

/** The one error type of every face; turned into ErrorBody with its status by MSW and Fastify alike. */
export class ApiError extends Error {
  readonly status: number;
  readonly issues?: Issue[];
  /** How many issues there were when more than MAX_ISSUES (the body lists the first ones). */
  readonly issuesTotal?: number;
  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGE[code],
    issues?: Issue[],
    issuesTotal = issues?.length ?? 0,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
    if (issues) this.issues = issues.slice(0, MAX_ISSUES);
    if (issuesTotal > MAX_ISSUES) this.issuesTotal = issuesTotal;
  }
  toBody() {
    return {
      message: this.message,
      code: this.code,
      ...(this.issues ? { issues: this.issues } : {}),
      ...(this.issuesTotal ? { issuesTotal: this.issuesTotal } : {}),
    };
  }
}

/**
 * zod issues → contract issues (path + i18n message id); unknown keys are named per key. Only the
 * first MAX_ISSUES are built; the rest are only counted.
 */
export function toIssues(error: z.ZodError, prefix: (string | number)[] = []): Issue[] {
  const issues: Issue[] = [];
  for (const i of error.issues) {
    const path = [...prefix, ...(i.path as (string | number)[])];
    if (i.code === 'unrecognized_keys') {
      for (const k of i.keys.slice(0, MAX_ISSUES - issues.length))
        issues.push({ path: [...path, k], message: 'validation.unknownField' });
    } else issues.push({ path, message: i.message.startsWith('validation.') ? i.message : 'validation.invalid' });
    if (issues.length >= MAX_ISSUES) break;
  }
  return issues;
}

/** How many contract issues toIssues would list without its cap. */
export const countIssues = (error: z.ZodError) =>
  error.issues.reduce((n, i) => n + (i.code === 'unrecognized_keys' ? i.keys.length : 1), 0);

/** The contract's 400 for a failed zod validation (issue paths under `prefix`). */
export const validationError = (error: z.ZodError, prefix: (string | number)[] = []) =>
  new ApiError('validation', ERROR_MESSAGE.validation, toIssues(error, prefix), countIssues(error));

/**
 * Characters no text input keeps: the C0 controls but tab, line feed and carriage return (NUL
 * among them), DEL and the C1 controls, and the bidirectional embeddings, overrides, isolates and
 * marks. None belongs in a name, subject or message of this site's five languages; in the admin
 * they hide or reorder what staff read ("Rechnung\u202Efdp.exe" shows as "Rechnungexe.pdf").
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNWANTED_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Secrets are compared, never shown: a password is kept exactly as typed. */
const SECRET_FIELDS = new Set(['password', 'currentPassword', 'newPassword']);

/**
 * Input as it is validated: every string of a body, query or path (at any depth) without
 * UNWANTED_CHARACTERS. Both faces validate every request through here (parseOrThrow, and the
 * server's validator compiler), so no text input keeps them.
 */
export function withoutControlCharacters(value: unknown, key?: string): unknown {
  if (typeof value === 'string')
    return key !== undefined && SECRET_FIELDS.has(key) ? value : value.replace(UNWANTED_CHARACTERS, '');
  if (Array.isArray(value)) return value.map((item) => withoutControlCharacters(item));
  // Objects of parsed input: JSON, and query strings and path parameters (Fastify's have a prototype of their own).
  if (Object.prototype.toString.call(value) === '[object Object]')
    return Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, withoutControlCharacters(v, k)]));
  return value;
}

/** Validates request input (after withoutControlCharacters); a failure is the contract's 400 with field issues. */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown, where?: string): z.infer<T> {
  const r = schema.safeParse(withoutControlCharacters(value));
  if (!r.success) throw validationError(r.error, where ? [where] : []);
  return r.data;
}

/** A result with its own status or headers (the default is the endpoint's status). */
export class Reply<Body = unknown> {
  constructor(
    readonly body: Body,
    readonly init: { status?: number; headers?: Record<string, string> } = {},
  ) {}
}

/**
 * An answer that does not match its endpoint's response schema: the code producing it drifted from
 * the contract. Our fault, so a 500 (the message, logged, names the endpoint and the fields).
 */
export class AnswerDriftError extends Error {
  override readonly name = 'AnswerDriftError';
  constructor(
    readonly endpointId: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(
      `Answer of ${endpointId} does not match the contract: ${issues
        .slice(0, 5)
        .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
        .join('; ')}`,
    );
  }
}

/** The columns of an endpoint entry that decide its success body. */
interface AnswerShape {
  id: string;
  envelope: boolean;
  response?: z.ZodType;
}

/**
 * The body an endpoint sends for `value`: wrapped in { data } where the endpoint is enveloped, and
 * for a success (2xx) put through the response schema, so only declared fields leave the server and
 * an answer of the wrong shape fails where it is produced (AnswerDriftError) instead of in a client.
 * Other statuses (304, a 503 health report) are sent as they are.
 */
export function serializeAnswer(e: AnswerShape, value: unknown, status = 200): unknown {
  const body = e.envelope ? { data: value } : value;
  if (!e.response || status < 200 || status > 299) return body;
  const parsed = e.response.safeParse(body);
  if (!parsed.success) throw new AnswerDriftError(e.id, parsed.error.issues);
  return parsed.data;
}

/** Binary answers (CV download, media file). */
export class FileReply {
  constructor(
    readonly bytes: Uint8Array,
    readonly contentType: string,
    readonly filename?: string,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** Fields naming the staff member behind a record: staff answers only, never public ones. */
export const STAFF_IDENTITY_FIELDS = ['updatedBy', 'createdBy'] as const;

/**
 * `value` without staff identity at any depth (public answers: records, lists, pages' query data).
 * Copies only what it changes; a Reply keeps its status and headers.
 */
export function withoutStaffIdentity<T>(value: T): T {
  if (value instanceof Reply) return new Reply(withoutStaffIdentity(value.body), value.init) as T;
  if (Array.isArray(value)) return value.map((v) => withoutStaffIdentity(v)) as T;
  if (value === null || typeof value !== 'object') return value;
  // Only plain objects are rebuilt: a Date, a Buffer, a FileReply… passes as it is (copied field by field, a Date would become {}).
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value))
    if (!(STAFF_IDENTITY_FIELDS as readonly string[]).includes(k)) out[k] = withoutStaffIdentity(v);
  return out as T;
}

/** An uploaded file whose type was decided by its content. */
export interface Upload {
  bytes: Uint8Array;
  filename: string;
  contentType: string;
  ext: string;
}

/** Upload messages: CVs use the application form's own texts, images the generic ones (an image is never an archive). */
export const uploadMessages = (file: string) =>
  file === 'cv'
    ? {
        tooLarge: 'validation.application.fileSize',
        type: 'validation.application.fileType',
        archive: 'validation.application.archiveTooLarge',
        required: 'validation.application.fileRequired',
      }
    : {
        tooLarge: 'error.tooLarge',
        type: 'validation.image.fileType',
        archive: 'validation.image.fileType',
        required: 'validation.required',
      };

/** A safe display name for an uploaded file (never used as a path). */
export const safeFilename = (name: string) => name.replace(/[^\p{L}\p{N}._\- ]+/gu, '_').slice(0, 120) || 'upload';
