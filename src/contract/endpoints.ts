/**
 * THE /api contract: every call of the product, once. Fastify registers its routes from this
 * table, MSW registers its handlers from it, the site's client and the admin's dataProvider are
 * typed by it, and the OpenAPI document is generated from it (npm run openapi).
 *
 * Conventions: public answers are `{ data }`; admin resources follow
 * ra-data-simple-rest (bare records, lists with Content-Range); errors are ErrorBody.
 */
import { z } from 'zod';
import { envelope, paged, Id, IsoDate, LANGUAGES, LanguageCode, Slug, IsoDateTime } from './common';
import { listQuery, type FileReply, type Reply } from './http';
import { Language } from './entities/language';
import {
  AuthResult,
  ChangePasswordInput,
  Confirmation,
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  Role,
  StaffUser,
  StaffUserInput,
  StaffStatus,
} from './entities/staffUser';
import { LocationKey, OpeningStatus, PracticeImage, PracticeInfo } from './entities/practice';
import {
  ContactData,
  ContactInput,
  ContactMessage,
  ContactMessageInput,
  ContactMessageUpdate,
  ContactRecord,
  MessageReplyInput,
} from './entities/contact';
import {
  Priority,
  Treatment,
  TreatmentCategory,
  TreatmentCategoryKey,
  TreatmentInput,
  TreatmentSummary,
} from './entities/treatment';
import { TeamMember, TeamMemberInput, TeamRole } from './entities/team';
import { BlogCategory, BlogCategoryRecord, BlogPost, BlogPostInput, BlogPostSummary, BlogStatus } from './entities/blog';
import { Review, ReviewInput, ReviewStatus } from './entities/review';
import {
  AppointmentActionInput,
  AppointmentRequest,
  AppointmentRequestInput,
  AppointmentSlot,
  AppointmentSlotQuery,
  AppointmentStatus,
  AppointmentUpdate,
  CalendarEntry,
  CalendarQuery,
  CancellationState,
  CancelToken,
  TreatmentType,
} from './entities/appointment';
import {
  NewsletterConfirmOutcome,
  NewsletterInput,
  NewsletterLinkInput,
  NewsletterStatus,
  NewsletterSubscription,
  NewsletterUnsubscribeOutcome,
} from './entities/newsletter';
import {
  ApplicationStatus,
  CV_TYPES,
  JobApplication,
  JobApplicationInput,
  JobApplicationUpdate,
  JobPosting,
  JobPostingInput,
} from './entities/job';
import { IMAGE_TYPES, MediaAsset, MediaUpdate } from './entities/media';
import { SeoEntry, SeoInput, SeoPage } from './entities/seo';
import {
  AboutInput,
  AboutPage,
  ContentBlock,
  ContentBlockInput,
  DoctorIntro,
  DoctorIntroInput,
  Page,
  PageInput,
} from './entities/content';
import { Settings, SettingsInput } from './entities/settings';
import { LegalFacts, LegalInput, LegalRecord, draftLocalized } from './entities/legal';
import {
  BatchResult,
  ClearCacheResult,
  TranslationBatch,
  TranslationField,
  TranslationFieldsQuery,
  TranslationMap,
  TranslationOverride,
  TranslationQuery,
} from './entities/translation';
import {
  TranslationCheckInput,
  TranslationHoldInput,
  TranslationHoldState,
  TranslationOverview,
  TranslationSaved,
  TranslationSaveInput,
  TranslationStatusQuery,
  TranslationStatusRow,
} from './entities/translationState';
import { DashboardStats } from './entities/dashboard';
import { LaunchChecklist } from './entities/launchChecklist';
import { StatisticsQuery, StatisticsReport } from './entities/statistics';
import { DeletionReceipt, DueRecord, LegalHoldInput, LegalHoldState, UpcomingDeletionsQuery } from './entities/retention';
import { RetentionPeriods } from './rules/retention';
import { FailedJob, InboxCounts, OutboxMessage, OutboxStatus } from './entities/mail';
import {
  AuditAction,
  AuditEntry,
  ConsentEntry,
  ConsentEvent,
  ConsentSubject,
  ErasureReceipt,
  PrivacyEmailQuery,
  PrivacyEraseInput,
} from './entities/privacy';
import {
  EditorialState,
  PreviewInput,
  PreviewPageInfo,
  PreviewToken,
  PreviewLink,
  RestoreParams,
  ScheduleInput,
  VERSIONED_RESOURCES,
  type VersionedResource,
} from './entities/editorial';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Who may call an endpoint: anyone, or staff with one of the roles. */
export type Access = 'public' | readonly Role[];

export const STAFF = ['admin', 'editor', 'reception'] as const satisfies readonly Role[];
export const EDITORS = ['admin', 'editor'] as const satisfies readonly Role[];
export const RECEPTION = ['admin', 'reception'] as const satisfies readonly Role[];
export const ADMINS = ['admin'] as const satisfies readonly Role[];

/** A multipart upload: one file part plus text fields validated by `fields`. */
export interface Multipart<Fields extends z.ZodType = z.ZodType> {
  file: string;
  fields: Fields;
  /** Accepted types by extension key, detected from the content (magic bytes), never from the client. */
  types: Record<string, string>;
  maxBytes: number;
}

export interface Endpoint {
  id: string;
  method: Method;
  /** Full path with :params, as Fastify and MSW both write it. */
  path: string;
  summary: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  multipart?: Multipart;
  /** Schema of the success body; undefined for binary downloads. */
  response?: z.ZodType;
  status: 200 | 201;
  /** Public answers are wrapped in { data }. */
  envelope: boolean;
  /** Admin list: answers an array and a Content-Range header. */
  list?: boolean;
  /** Public forms and login are rate-limited per client. */
  rateLimit?: 'form' | 'login';
  /** Admin resource this entry belongs to (admin menu, permissions). */
  resource?: string;
  /**
   * A staff write of a resource that visitors cannot see (a draft, a schedule, a preview link): the
   * public caches stay as they are. Every other write of a resource empties them (api/routes/runtime.ts).
   */
  keepsPublicCache?: true;
  /**
   * A write that may conflict with another staff member's: it takes the version it was based on in
   * `If-Match` and answers 409 `conflict` with the current record when that is not the stored one
   * (concurrency.ts). Without the header it is applied as before.
   */
  ifMatch?: true;
  /**
   * Of an `ifMatch` write of something that may not exist yet (a schedule never set): it also takes
   * `If-None-Match: *`, "based on there being none", and answers 409 when one was stored meanwhile.
   */
  ifNoneMatch?: true;
  tags: readonly string[];
}

const UPLOAD_LIMIT = 5 * 1024 * 1024;
const SlugParams = z.strictObject({ slug: Slug });
const IdParams = z.strictObject({ id: Id });
const Created = z.object({ id: Id, status: z.string().optional() });

type PublicSpec = Omit<Endpoint, 'access' | 'envelope' | 'status' | 'tags'> & {
  status?: 200 | 201;
  tags?: readonly string[];
  access?: Access;
};
/** What pub() makes of a spec: its own schemas kept (typed), the response wrapped in { data }. */
type PublicEndpoint<E extends PublicSpec> = Omit<E, 'response' | 'status' | 'tags' | 'access'> &
  Pick<Endpoint, 'status' | 'tags' | 'access'> & {
    envelope: true;
    response: E['response'] extends z.ZodType ? ReturnType<typeof envelope<E['response']>> : undefined;
  };

/** Public read or write, wrapped in { data }. */
function pub<const E extends PublicSpec>(e: E): PublicEndpoint<E> {
  return {
    status: 200,
    tags: [e.path.split('/')[3] ?? 'api'],
    access: 'public',
    envelope: true,
    ...e,
    // Which of the two the spec gets is decided by its type: the compiler cannot follow a value into it.
    response: (e.response ? envelope(e.response) : undefined) as PublicEndpoint<E>['response'],
  } as PublicEndpoint<E>;
}

export interface ResourceSpec {
  name: string;
  record: z.ZodType;
  /** Create/update body; omitted where staff cannot create (the public creates, e.g. messages). */
  input?: z.ZodType;
  update?: z.ZodType;
  access: readonly Role[];
  sort: readonly [string, ...string[]];
  filter: z.ZodRawShape;
  /** One record only (settings, contact, about, hero): no create, no delete. */
  singleton?: boolean;
  create?: boolean;
  remove?: boolean;
  /** Create is a multipart upload instead of JSON. */
  upload?: Multipart;
  /** Fields the admin's free-text filter `q` searches (dot paths into the record). */
  search: readonly string[];
}

type IdParamsSchema = typeof IdParams;
/** One generated CRUD entry: the table's columns plus its literal id and its own schemas. */
type CrudEndpoint<Id extends string, Schemas> = Omit<Endpoint, 'id' | 'params' | 'query' | 'body' | 'multipart' | 'response'> & {
  id: Id;
} & Schemas;
/**
 * The entries resource() generates for one spec, as types: ids `admin.<name>.<verb>`, present
 * under the same conditions as at run time (update with an input, no create or delete for singletons…).
 */
type ResourceEndpoints<R extends ResourceSpec> = R extends R
  ? | CrudEndpoint<
        `admin.${R['name']}.list`,
        { query: ReturnType<typeof listQuery<R['filter']>>; response: z.ZodArray<R['record']> }
      >
    | CrudEndpoint<`admin.${R['name']}.get`, { params: IdParamsSchema; response: R['record'] }>
    | (R extends { update: infer U extends z.ZodType }
        ? CrudEndpoint<`admin.${R['name']}.update`, { params: IdParamsSchema; body: U; response: R['record'] }>
        : R extends { input: infer I extends z.ZodType }
          ? CrudEndpoint<`admin.${R['name']}.update`, { params: IdParamsSchema; body: I; response: R['record'] }>
          : never)
    | (R extends { singleton: true } | { create: false }
        ? never
        : R extends { upload: infer M extends Multipart }
          ? CrudEndpoint<`admin.${R['name']}.create`, { multipart: M; response: R['record'] }>
          : R extends { input: infer I extends z.ZodType }
            ? CrudEndpoint<`admin.${R['name']}.create`, { body: I; response: R['record'] }>
            : never)
    | (R extends { singleton: true } | { remove: false }
        ? never
        : CrudEndpoint<`admin.${R['name']}.delete`, { params: IdParamsSchema; response: R['record'] }>)
  : never;

/** The ra-data-simple-rest endpoints of one admin resource. */
function resource<const R extends ResourceSpec>(r: R): ResourceEndpoints<R>[] {
  const base = `/api/v1/admin/${r.name}`;
  const common = { access: r.access, envelope: false, resource: r.name, tags: [`admin:${r.name}`] };
  const out: Endpoint[] = [
    {
      ...common,
      id: `admin.${r.name}.list`,
      method: 'GET',
      path: base,
      summary: `List ${r.name}`,
      status: 200,
      query: listQuery(r.sort, r.filter),
      response: z.array(r.record),
      list: true,
    },
    {
      ...common,
      id: `admin.${r.name}.get`,
      method: 'GET',
      path: `${base}/:id`,
      summary: `Get one of ${r.name}`,
      status: 200,
      params: IdParams,
      response: r.record,
    },
  ];
  if (r.update ?? r.input)
    out.push({
      ...common,
      id: `admin.${r.name}.update`,
      method: 'PUT',
      path: `${base}/:id`,
      summary: `Update one of ${r.name}`,
      status: 200,
      ifMatch: true,
      params: IdParams,
      body: r.update ?? r.input,
      response: r.record,
    });
  if (!r.singleton && r.create !== false && (r.input || r.upload))
    out.push({
      ...common,
      id: `admin.${r.name}.create`,
      method: 'POST',
      path: base,
      summary: `Create one of ${r.name}`,
      status: 201,
      body: r.upload ? undefined : r.input,
      multipart: r.upload,
      response: r.record,
    });
  if (!r.singleton && r.remove !== false)
    out.push({
      ...common,
      id: `admin.${r.name}.delete`,
      method: 'DELETE',
      path: `${base}/:id`,
      summary: `Delete one of ${r.name}`,
      status: 200,
      params: IdParams,
      response: r.record,
    });
  return out as ResourceEndpoints<R>[];
}

/**
 * The editorial endpoints of a resource with drafts and versions (entities/editorial.ts),
 * beside its CRUD under the same path and rights: `admin.<name>.<verb>`.
 */
type EditorialEndpoints<R extends ResourceSpec> = R extends { name: VersionedResource; input: infer I extends z.ZodType }
  ? | CrudEndpoint<`admin.${R['name']}.editorial`, { params: IdParamsSchema; response: typeof EditorialState }>
    | CrudEndpoint<`admin.${R['name']}.saveDraft`, { params: IdParamsSchema; body: I; response: typeof EditorialState }>
    | CrudEndpoint<`admin.${R['name']}.discardDraft`, { params: IdParamsSchema; response: typeof EditorialState }>
    | CrudEndpoint<`admin.${R['name']}.publish`, { params: IdParamsSchema; response: R['record'] }>
    | CrudEndpoint<
        `admin.${R['name']}.schedule`,
        { params: IdParamsSchema; body: typeof ScheduleInput; response: typeof EditorialState }
      >
    | CrudEndpoint<`admin.${R['name']}.restore`, { params: typeof RestoreParams; response: R['record'] }>
    | CrudEndpoint<
        `admin.${R['name']}.preview`,
        { params: IdParamsSchema; body: typeof PreviewInput; response: typeof PreviewLink }
      >
  : never;

function editorial<const R extends ResourceSpec>(r: R): EditorialEndpoints<R>[] {
  if (!(VERSIONED_RESOURCES as readonly string[]).includes(r.name) || !r.input) return [];
  const base = `/api/v1/admin/${r.name}/:id`;
  const common = { access: r.access, envelope: false, resource: r.name, tags: [`admin:${r.name}`], status: 200 } as const;
  const out: Endpoint[] = [
    {
      ...common,
      id: `admin.${r.name}.editorial`,
      method: 'GET',
      path: `${base}/editorial`,
      summary: `Draft, schedule and versions of one of ${r.name}`,
      params: IdParams,
      response: EditorialState,
    },
    {
      ...common,
      id: `admin.${r.name}.saveDraft`,
      keepsPublicCache: true,
      // The version is the draft's updatedAt when the form showed a draft, else the live record's.
      ifMatch: true,
      method: 'PUT',
      path: `${base}/draft`,
      summary: `Save a draft of one of ${r.name} (not live)`,
      params: IdParams,
      body: r.input,
      response: EditorialState,
    },
    {
      ...common,
      id: `admin.${r.name}.discardDraft`,
      keepsPublicCache: true,
      // The draft's version the editor's panel showed: a draft saved meanwhile is not discarded unseen.
      ifMatch: true,
      method: 'DELETE',
      path: `${base}/draft`,
      summary: `Discard the draft of one of ${r.name}`,
      params: IdParams,
      response: EditorialState,
    },
    {
      ...common,
      id: `admin.${r.name}.publish`,
      method: 'POST',
      path: `${base}/publish`,
      summary: `Publish the draft of one of ${r.name} (keeps a version)`,
      // The draft's version the editor publishes (the live record's when there is no draft).
      ifMatch: true,
      params: IdParams,
      response: r.record,
    },
    {
      ...common,
      id: `admin.${r.name}.schedule`,
      keepsPublicCache: true,
      // The schedule's version the panel showed, or none set: a schedule saved meanwhile is not replaced unseen.
      ifMatch: true,
      ifNoneMatch: true,
      method: 'PUT',
      path: `${base}/schedule`,
      summary: `Schedule publishing and unpublishing of one of ${r.name}`,
      params: IdParams,
      body: ScheduleInput,
      response: EditorialState,
    },
    {
      ...common,
      id: `admin.${r.name}.restore`,
      method: 'POST',
      path: `${base}/versions/:number/restore`,
      summary: `Restore a version of one of ${r.name} (published as a new version)`,
      // The live record's version the editor saw: a version published meanwhile is not replaced unseen.
      ifMatch: true,
      params: RestoreParams,
      response: r.record,
    },
    {
      ...common,
      id: `admin.${r.name}.preview`,
      keepsPublicCache: true,
      method: 'POST',
      path: `${base}/preview`,
      summary: `A short-lived preview link of the draft of one of ${r.name}`,
      params: IdParams,
      body: PreviewInput,
      response: PreviewLink,
    },
  ];
  return out as EditorialEndpoints<R>[];
}

const bool = z.boolean().optional();
const loc = (field: string) => LANGUAGES.map((l) => `${field}.${l}`);

/**
 * Admin resources, in ra-data-simple-rest's terms (lists with sort/range/filter and Content-Range,
 * getMany by an id filter); a singleton is a resource with one record. `access` names the staff roles
 * that may use each.
 */
const RESOURCE_TABLE = [
  {
    name: 'treatments',
    search: ['slug', ...loc('title')],
    record: Treatment,
    input: TreatmentInput,
    access: EDITORS,
    sort: ['id', 'slug', 'category', 'priority', 'isPopular', 'updatedAt'],
    filter: {
      category: TreatmentCategoryKey.optional(),
      priority: Priority.optional(),
      isPopular: bool,
      isSpecialistRequired: bool,
      published: bool,
    },
  },
  {
    name: 'team',
    search: ['name', 'slug'],
    record: TeamMember,
    input: TeamMemberInput,
    access: EDITORS,
    sort: ['id', 'name', 'order', 'updatedAt'],
    filter: { role: TeamRole.optional(), published: bool, isOwner: bool },
  },
  {
    name: 'blog',
    search: ['slug', ...loc('title')],
    record: BlogPost,
    input: BlogPostInput,
    access: EDITORS,
    sort: ['id', 'slug', 'status', 'publishedAt', 'updatedAt'],
    filter: { status: BlogStatus.optional(), categoryId: Id.optional() },
  },
  {
    name: 'blog-categories',
    search: ['slug', ...loc('name')],
    record: BlogCategoryRecord,
    input: z.strictObject(BlogCategory.omit({ id: true }).shape),
    access: EDITORS,
    sort: ['id', 'slug'],
    filter: {},
  },
  {
    name: 'reviews',
    search: ['authorName', 'text'],
    record: Review,
    input: ReviewInput,
    access: EDITORS,
    sort: ['id', 'date', 'rating', 'status', 'updatedAt'],
    filter: {
      status: ReviewStatus.optional(),
      rating: z.number().int().min(1).max(5).optional(),
      language: LanguageCode.optional(),
    },
  },
  {
    name: 'media',
    search: ['filename', 'alt.de'],
    record: MediaAsset,
    update: MediaUpdate,
    access: EDITORS,
    sort: ['id', 'filename', 'size', 'createdAt'],
    filter: { contentType: z.string().max(40).optional() },
    upload: {
      file: 'file',
      fields: z.strictObject({
        alt_de: z.string().max(300).optional(),
        alt_en: z.string().max(300).optional(),
        alt_fr: z.string().max(300).optional(),
        alt_es: z.string().max(300).optional(),
        alt_ru: z.string().max(300).optional(),
      }),
      types: IMAGE_TYPES,
      maxBytes: UPLOAD_LIMIT,
    },
  },
  {
    name: 'seo',
    search: ['title', 'description'],
    record: SeoEntry,
    input: SeoInput,
    access: EDITORS,
    sort: ['id', 'page', 'language'],
    filter: { page: SeoPage.optional(), language: LanguageCode.optional() },
  },
  {
    name: 'hero',
    search: [],
    record: DoctorIntro,
    update: DoctorIntroInput,
    access: EDITORS,
    sort: ['id'],
    filter: {},
    singleton: true,
  },
  {
    name: 'content',
    search: ['page', 'section', 'body.de'],
    record: ContentBlock,
    input: ContentBlockInput,
    access: EDITORS,
    sort: ['id', 'page', 'section', 'order'],
    filter: { page: z.string().max(60).optional(), section: z.string().max(60).optional(), published: bool },
  },
  {
    name: 'about',
    search: [],
    record: AboutPage,
    update: AboutInput,
    access: EDITORS,
    sort: ['id'],
    filter: {},
    singleton: true,
  },
  {
    name: 'contact',
    search: [],
    record: ContactRecord,
    update: ContactInput,
    access: EDITORS,
    sort: ['id'],
    filter: {},
    singleton: true,
  },
  {
    name: 'pages',
    search: ['slug', 'title.de'],
    record: Page,
    input: PageInput,
    access: EDITORS,
    sort: ['id', 'slug'],
    filter: { published: bool },
  },
  {
    name: 'settings',
    search: [],
    record: Settings,
    update: SettingsInput,
    access: ADMINS,
    sort: ['id'],
    filter: {},
    singleton: true,
  },
  {
    name: 'legal',
    search: [],
    record: LegalRecord,
    update: LegalInput,
    access: ADMINS,
    sort: ['id'],
    filter: {},
    singleton: true,
  },
  {
    name: 'jobs',
    search: ['slug', ...loc('title')],
    record: JobPosting,
    input: JobPostingInput,
    access: EDITORS,
    sort: ['id', 'slug', 'datePosted', 'published'],
    filter: { published: bool, location: LocationKey.optional() },
  },
  {
    name: 'applications',
    search: ['firstName', 'lastName', 'email'],
    record: JobApplication,
    update: JobApplicationUpdate,
    access: RECEPTION,
    create: false,
    sort: ['id', 'submittedAt', 'status', 'lastName'],
    filter: { status: ApplicationStatus.optional(), jobId: Id.optional() },
  },
  {
    name: 'appointments',
    search: ['firstName', 'lastName', 'email', 'phone'],
    record: AppointmentRequest,
    update: AppointmentUpdate,
    access: RECEPTION,
    create: false,
    sort: ['id', 'createdAt', 'preferredDate', 'status', 'lastName'],
    filter: {
      status: AppointmentStatus.optional(),
      treatmentType: TreatmentType.optional(),
      location: LocationKey.optional(),
      // One client's requests of a day (behaviour/bookingClients.ts).
      clientGroup: z.string().max(40).optional(),
    },
  },
  {
    name: 'messages',
    search: ['name', 'email', 'subject'],
    record: ContactMessage,
    update: ContactMessageUpdate,
    access: RECEPTION,
    create: false,
    sort: ['id', 'createdAt', 'read'],
    filter: { read: bool },
  },
  {
    name: 'newsletter',
    search: ['email'],
    record: NewsletterSubscription,
    access: RECEPTION,
    create: false,
    sort: ['id', 'createdAt', 'status'],
    filter: { status: NewsletterStatus.optional() },
  },
  {
    name: 'users',
    search: ['name', 'email'],
    record: StaffUser,
    input: StaffUserInput,
    access: ADMINS,
    sort: ['id', 'name', 'email', 'role', 'status'],
    filter: { role: Role.optional(), status: StaffStatus.optional() },
  },
  {
    name: 'outbox',
    search: ['id', 'to', 'subject'],
    record: OutboxMessage,
    access: ADMINS,
    create: false,
    remove: false,
    sort: ['id', 'createdAt', 'status'],
    filter: { status: OutboxStatus.optional() },
  },
  // Read only, for admins: staff actions, and the proof of consent. `from`/`until` are
  // days (inclusive) of the entries' time `at` (behaviour/listFilter.ts).
  {
    name: 'auditLog',
    search: ['user', 'kind', 'recordId'],
    record: AuditEntry,
    access: ADMINS,
    create: false,
    remove: false,
    sort: ['at', 'id'],
    filter: {
      user: z.string().max(254).optional(),
      kind: z.string().max(64).optional(),
      action: AuditAction.optional(),
      from: IsoDate.optional(),
      until: IsoDate.optional(),
    },
  },
  {
    name: 'consentLog',
    search: ['subscriptionId', 'addressHash'],
    record: ConsentEntry,
    access: ADMINS,
    create: false,
    remove: false,
    sort: ['at', 'id'],
    filter: {
      subject: ConsentSubject.optional(),
      event: ConsentEvent.optional(),
      from: IsoDate.optional(),
      until: IsoDate.optional(),
    },
  },
] as const satisfies readonly ResourceSpec[];

/** The admin resources' names, as a type (admin menu, repositories, dataProvider). */
export type ResourceName = (typeof RESOURCE_TABLE)[number]['name'];
/**
 * One resource's record as it is stored and handed to its answers: the record schema's input
 * (a log's time may still be a Date, a default not yet filled in).
 */
export type ResourceRecord<N extends ResourceName> = z.input<Extract<(typeof RESOURCE_TABLE)[number], { name: N }>['record']>;
/** The same table, seen entry by entry through the common spec (for code iterating over all). */
export const RESOURCES: readonly (ResourceSpec & { name: ResourceName })[] = RESOURCE_TABLE;

export const RESOURCE_BY_NAME = new Map<string, ResourceSpec>(RESOURCES.map((r) => [r.name, r]));

/** Singletons keep their resource name as their one id (react-admin: <Edit resource="settings" id="settings">). */
export const SINGLETONS: readonly string[] = RESOURCES.filter((r) => r.singleton).map((r) => r.name);

const PublicSettings = Settings.pick({
  bookingUrl: true,
  bookingRequestUrl: true,
  bookingTracking: true,
  analyticsId: true,
  whatsappNumber: true,
  socialLinks: true,
}).extend({
  /** The retention periods in force (defaults filled in): the privacy policy states them. */
  retention: RetentionPeriods,
});
export { PublicSettings };

const Health = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']), time: IsoDateTime });

const TABLE = [
  // ── Auth ────────────────────────────────────────────────────────────────────
  {
    id: 'auth.login',
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Staff login',
    access: 'public',
    envelope: true,
    status: 200,
    body: LoginInput,
    response: envelope(AuthResult),
    rateLimit: 'login',
    tags: ['auth'],
  },
  {
    id: 'auth.logout',
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Revoke the current token',
    access: STAFF,
    envelope: true,
    status: 200,
    response: envelope(Confirmation),
    tags: ['auth'],
  },
  {
    id: 'auth.register',
    method: 'POST',
    path: '/api/auth/register',
    summary: 'Register with an invitation token (or the first admin with the setup token)',
    access: 'public',
    envelope: true,
    status: 201,
    body: RegisterInput,
    response: envelope(AuthResult),
    rateLimit: 'login',
    tags: ['auth'],
  },
  {
    id: 'auth.forgotPassword',
    method: 'POST',
    path: '/api/auth/forgot-password',
    summary: 'Send a one-hour single-use reset link; same answer for unknown addresses',
    access: 'public',
    envelope: true,
    status: 200,
    body: ForgotPasswordInput,
    response: envelope(Confirmation),
    rateLimit: 'form',
    tags: ['auth'],
  },
  {
    id: 'auth.resetPassword',
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: 'Set a new password with a reset token',
    access: 'public',
    envelope: true,
    status: 200,
    body: ResetPasswordInput,
    response: envelope(Confirmation),
    rateLimit: 'login',
    tags: ['auth'],
  },
  {
    id: 'auth.changePassword',
    method: 'POST',
    path: '/api/auth/password',
    summary: 'Change the own password (current one required); ends the other sessions',
    access: STAFF,
    envelope: true,
    status: 200,
    body: ChangePasswordInput,
    response: envelope(Confirmation),
    rateLimit: 'login',
    tags: ['auth'],
  },
  {
    id: 'auth.me',
    method: 'GET',
    path: '/api/auth/me',
    summary: 'The signed-in staff user',
    access: STAFF,
    envelope: true,
    status: 200,
    response: envelope(StaffUser),
    tags: ['auth'],
  },

  // ── Public reads ────────────────────────────────────────────────────────────
  pub({
    id: 'health',
    method: 'GET',
    path: '/api/health',
    summary: 'Service and database state',
    response: Health,
    tags: ['health'],
  }),
  pub({ id: 'practice.info', method: 'GET', path: '/api/v1/practice/info', summary: 'Practice info', response: PracticeInfo }),
  pub({
    id: 'practice.images',
    method: 'GET',
    path: '/api/v1/practice/images',
    summary: 'Practice images',
    response: z.array(PracticeImage),
  }),
  pub({
    id: 'practice.openingStatus',
    method: 'GET',
    path: '/api/v1/practice/opening-status',
    summary: 'Open now? (Europe/Berlin)',
    response: OpeningStatus,
  }),
  pub({
    id: 'languages.list',
    method: 'GET',
    path: '/api/v1/languages',
    summary: 'Supported languages',
    response: z.array(Language),
  }),
  pub({
    id: 'contact.public',
    method: 'GET',
    path: '/api/v1/public/contact',
    summary: 'Contact data (cacheable 300 s)',
    response: ContactData,
  }),
  pub({
    id: 'settings.public',
    method: 'GET',
    path: '/api/v1/settings',
    summary: 'Booking link, analytics id, WhatsApp, social links',
    response: PublicSettings,
  }),
  pub({
    id: 'legal.public',
    method: 'GET',
    path: '/api/v1/legal',
    summary: 'Legal facts of the practice (legal notice, privacy policy, accessibility statement, review verification)',
    response: LegalFacts,
  }),
  pub({
    id: 'treatments.list',
    method: 'GET',
    path: '/api/v1/treatments',
    summary: 'Published treatments',
    query: z.strictObject({
      category: TreatmentCategoryKey.optional(),
      popular: z.enum(['true', 'false']).optional(),
      q: z.string().max(200).optional(),
    }),
    response: z.array(TreatmentSummary),
  }),
  pub({
    id: 'treatments.categories',
    method: 'GET',
    path: '/api/v1/treatments/categories',
    summary: 'Treatment categories',
    response: z.array(TreatmentCategory),
  }),
  pub({
    id: 'treatments.bySlug',
    method: 'GET',
    path: '/api/v1/treatments/:slug',
    summary: 'One treatment',
    params: SlugParams,
    response: Treatment,
  }),
  pub({ id: 'team.list', method: 'GET', path: '/api/v1/team', summary: 'Published team members', response: z.array(TeamMember) }),
  pub({
    id: 'team.bySlug',
    method: 'GET',
    path: '/api/v1/team/:slug',
    summary: 'One team member',
    params: SlugParams,
    response: TeamMember,
  }),
  pub({
    id: 'blog.list',
    method: 'GET',
    path: '/api/v1/blog',
    summary: 'Published posts, newest first, paged',
    query: z.strictObject({
      page: z.coerce.number().int().min(1).max(1000).optional(),
      pageSize: z.coerce.number().int().min(1).max(50).optional(),
      category: Slug.optional(),
    }),
    response: paged(BlogPostSummary),
  }),
  pub({
    id: 'blog.categories',
    method: 'GET',
    path: '/api/v1/blog/categories',
    summary: 'Blog categories',
    response: z.array(BlogCategory),
  }),
  pub({
    id: 'blog.bySlug',
    method: 'GET',
    path: '/api/v1/blog/:slug',
    summary: 'One published post',
    params: SlugParams,
    response: BlogPost,
  }),
  pub({
    id: 'reviews.list',
    method: 'GET',
    path: '/api/v1/reviews',
    summary: 'Approved reviews, newest first',
    response: z.object({
      items: z.array(Review),
      average: z.number(),
      count: z.number().int(),
      /** Whether and how the practice checks reviews (UWG § 5b Abs. 3), from the legal record; shown with them. */
      verification: draftLocalized(600),
    }),
  }),
  pub({
    id: 'appointments.slots',
    method: 'GET',
    path: '/api/v1/contact/appointment-slots',
    summary: 'Bookable request slots',
    query: AppointmentSlotQuery,
    response: z.array(AppointmentSlot),
  }),
  pub({ id: 'pages.list', method: 'GET', path: '/api/v1/pages', summary: 'Published free pages', response: z.array(Page) }),
  pub({
    id: 'pages.bySlug',
    method: 'GET',
    path: '/api/v1/pages/:slug',
    summary: 'One page (privacy, imprint)',
    params: SlugParams,
    response: Page,
  }),
  pub({
    id: 'translations.get',
    method: 'GET',
    path: '/api/v1/translations',
    summary: 'UI-string overrides of one language',
    query: TranslationQuery,
    response: TranslationMap,
  }),
  pub({
    id: 'content.list',
    method: 'GET',
    path: '/api/v1/content',
    summary: 'Published content blocks of a page',
    query: z.strictObject({ page: z.string().min(1).max(60) }),
    response: z.array(ContentBlock),
  }),
  pub({ id: 'hero.get', method: 'GET', path: '/api/v1/hero', summary: 'Doctor intro of the homepage', response: DoctorIntro }),
  pub({ id: 'about.get', method: 'GET', path: '/api/v1/about', summary: 'About page', response: AboutPage }),
  pub({
    id: 'seo.get',
    method: 'GET',
    path: '/api/v1/seo',
    summary: 'SEO entries of a page',
    query: z.strictObject({ page: SeoPage, lang: LanguageCode.optional() }),
    response: z.array(SeoEntry),
  }),
  pub({ id: 'jobs.list', method: 'GET', path: '/api/v1/jobs', summary: 'Published job postings', response: z.array(JobPosting) }),
  pub({
    id: 'jobs.bySlug',
    method: 'GET',
    path: '/api/v1/jobs/:slug',
    summary: 'One job posting',
    params: SlugParams,
    response: JobPosting,
  }),
  {
    id: 'media.file',
    method: 'GET',
    path: '/api/v1/media/:id',
    summary: 'An uploaded image (binary, long-lived cache)',
    access: 'public',
    envelope: false,
    status: 200,
    params: IdParams,
    tags: ['media'],
  },

  pub({
    id: 'preview.open',
    method: 'GET',
    path: '/api/v1/preview/:token',
    summary: "What a staff member's preview link shows: the page, its language and the draft's public answer",
    params: PreviewToken,
    // The token is the credential: guessing is limited like a login (and the answer is never stored).
    rateLimit: 'login',
    response: PreviewPageInfo,
  }),

  // ── Public writes (rate-limited, spam trap) ─────────────────────────────────
  pub({
    id: 'contact.send',
    method: 'POST',
    path: '/api/v1/contact',
    summary: 'Send a contact message',
    status: 201,
    body: ContactMessageInput,
    response: Created,
    rateLimit: 'form',
  }),
  pub({
    id: 'newsletter.subscribe',
    method: 'POST',
    path: '/api/v1/newsletter',
    summary: 'Subscribe (double opt-in): mails a confirmation link; the same answer for every address',
    status: 201,
    body: NewsletterInput,
    response: Created,
    rateLimit: 'form',
  }),
  pub({
    id: 'newsletter.confirm',
    method: 'POST',
    path: '/api/v1/newsletter/confirm',
    summary: 'Confirm a subscription with the token of its confirmation link (once; valid 7 days)',
    body: NewsletterLinkInput,
    response: z.object({ outcome: NewsletterConfirmOutcome }),
    rateLimit: 'form',
  }),
  pub({
    id: 'newsletter.unsubscribe',
    method: 'POST',
    path: '/api/v1/newsletter/unsubscribe',
    summary: 'Unsubscribe with the token of the link in every newsletter mail (no login; repeatable)',
    body: NewsletterLinkInput,
    response: z.object({ outcome: NewsletterUnsubscribeOutcome }),
    rateLimit: 'form',
  }),
  pub({
    id: 'appointments.create',
    method: 'POST',
    path: '/api/v1/appointments',
    summary: 'Request an appointment',
    status: 201,
    body: AppointmentRequestInput,
    response: Created,
    rateLimit: 'form',
  }),
  // The cancel link of a confirmation: the token travels in the body, never in a URL
  // that logs keep; the page first shows what the link cancels, then the patient confirms.
  pub({
    id: 'appointments.cancellation.lookup',
    method: 'POST',
    path: '/api/v1/appointments/cancellation/lookup',
    summary: 'What a cancel link cancels (and whether it still can)',
    body: CancelToken,
    response: CancellationState,
    rateLimit: 'form',
  }),
  pub({
    id: 'appointments.cancellation.confirm',
    method: 'POST',
    path: '/api/v1/appointments/cancellation',
    summary: 'Cancel a confirmed appointment with the link from its confirmation (once)',
    body: CancelToken,
    response: CancellationState,
    rateLimit: 'form',
  }),
  pub({
    id: 'applications.create',
    method: 'POST',
    path: '/api/v1/jobs/applications',
    summary: 'Apply with a CV (multipart)',
    status: 201,
    multipart: { file: 'cv', fields: JobApplicationInput, types: CV_TYPES, maxBytes: UPLOAD_LIMIT },
    response: Created,
    rateLimit: 'form',
  }),

  // ── Admin ───────────────────────────────────────────────────────────────────
  {
    id: 'admin.dashboardStats',
    method: 'GET',
    path: '/api/v1/admin/dashboard-stats',
    summary: 'Dashboard figures',
    access: STAFF,
    envelope: false,
    status: 200,
    response: DashboardStats,
    tags: ['admin'],
  },
  // The website's own statistics (entities/statistics.ts): aggregates only, so editors see them too.
  {
    id: 'admin.statistics',
    method: 'GET',
    path: '/api/v1/admin/statistics',
    summary: 'Page views, visitors and requests per day over a range, with the period before it and the top lists',
    access: EDITORS,
    envelope: false,
    status: 200,
    query: StatisticsQuery,
    response: StatisticsReport,
    tags: ['admin'],
  },
  // The launch checklist. Admins only: it reports on the legal record and the settings, which
  // only admins may read and edit (editors and reception neither see nor can change most of its facts).
  {
    id: 'admin.launchChecklist',
    method: 'GET',
    path: '/api/v1/admin/launch-checklist',
    summary: 'Facts the practice must supply or confirm before going live, with their status and where to edit them',
    access: ADMINS,
    envelope: false,
    status: 200,
    response: LaunchChecklist,
    tags: ['admin'],
  },
  {
    id: 'admin.inboxCounts',
    method: 'GET',
    path: '/api/v1/admin/inbox-counts',
    summary: 'New appointment requests, unread messages and new applications (menu badges)',
    access: RECEPTION,
    envelope: false,
    status: 200,
    response: InboxCounts,
    tags: ['admin'],
  },
  {
    id: 'admin.jobs.failed',
    method: 'GET',
    path: '/api/v1/admin/failed-jobs',
    summary: 'Background jobs that failed: waiting for their next try, or given up',
    access: ADMINS,
    envelope: false,
    status: 200,
    response: z.array(FailedJob),
    tags: ['admin:jobs'],
  },
  {
    id: 'admin.jobs.retry',
    method: 'POST',
    path: '/api/v1/admin/failed-jobs/:id/retry',
    summary: 'Run a failed job again now, with its retries afresh',
    access: ADMINS,
    envelope: false,
    status: 200,
    params: IdParams,
    response: Confirmation,
    tags: ['admin:jobs'],
  },
  {
    id: 'admin.retention.upcoming',
    method: 'GET',
    path: '/api/v1/admin/retention/upcoming',
    summary: 'Records the retention job deletes within the next days (default 14), held ones marked',
    access: RECEPTION,
    envelope: false,
    status: 200,
    query: UpcomingDeletionsQuery,
    response: z.array(DueRecord),
    tags: ['admin:retention'],
  },
  {
    id: 'admin.retention.receipts',
    method: 'GET',
    path: '/api/v1/admin/retention/receipts',
    summary: 'Deletion receipts of the retention job, newest first (no personal data)',
    access: ADMINS,
    envelope: false,
    status: 200,
    response: z.array(DeletionReceipt),
    tags: ['admin:retention'],
  },
  {
    id: 'admin.retention.hold',
    method: 'PUT',
    path: '/api/v1/admin/retention/hold',
    summary: 'Put a record on legal hold (kept past its period) or release it',
    access: ADMINS,
    envelope: false,
    status: 200,
    body: LegalHoldInput,
    response: LegalHoldState,
    tags: ['admin:retention'],
  },
  {
    id: 'admin.appointments.act',
    method: 'POST',
    path: '/api/v1/admin/appointments/:id/actions',
    summary: 'Confirm, propose another time, decline, cancel, mark contacted or completed (mails the patient)',
    access: RECEPTION,
    envelope: false,
    status: 200,
    ifMatch: true,
    params: IdParams,
    body: AppointmentActionInput,
    response: AppointmentRequest,
    resource: 'appointments',
    tags: ['admin:appointments'],
  },
  {
    id: 'admin.appointments.calendar',
    method: 'GET',
    path: '/api/v1/admin/appointment-calendar',
    summary: 'Requested, proposed and confirmed appointments of one location, day by day',
    access: RECEPTION,
    envelope: false,
    status: 200,
    query: CalendarQuery,
    response: z.array(CalendarEntry),
    resource: 'appointments',
    tags: ['admin:appointments'],
  },
  {
    id: 'admin.translations.field',
    method: 'PUT',
    path: '/api/v1/admin/translations/field',
    summary: 'Override one UI string in one language',
    access: EDITORS,
    envelope: false,
    status: 200,
    body: TranslationOverride,
    response: TranslationOverride,
    tags: ['admin:translations'],
  },
  {
    id: 'admin.translations.fields',
    method: 'GET',
    path: '/api/v1/admin/translations/fields',
    summary: 'Every UI string of one language with its override',
    access: EDITORS,
    envelope: false,
    status: 200,
    query: TranslationFieldsQuery,
    response: z.array(TranslationField),
    tags: ['admin:translations'],
  },
  {
    id: 'admin.translations.batch',
    method: 'POST',
    path: '/api/v1/admin/translations/batch',
    summary: 'Set many overrides of one language (empty value removes)',
    access: EDITORS,
    envelope: false,
    status: 200,
    body: TranslationBatch,
    response: BatchResult,
    tags: ['admin:translations'],
  },
  // Translation state of content: per field and language, against the German source's versions.
  {
    id: 'admin.translations.status',
    method: 'GET',
    path: '/api/v1/admin/translations/status',
    summary: 'Translation state of every localized field of one resource (or one record) per language',
    access: EDITORS,
    envelope: false,
    status: 200,
    query: TranslationStatusQuery,
    response: z.array(TranslationStatusRow),
    tags: ['admin:translations'],
  },
  {
    id: 'admin.translations.overview',
    method: 'GET',
    path: '/api/v1/admin/translations/overview',
    summary: 'Translation states counted per resource and language, and the live pages showing fallback text',
    access: EDITORS,
    envelope: false,
    status: 200,
    response: TranslationOverview,
    tags: ['admin:translations'],
  },
  {
    id: 'admin.translations.check',
    method: 'POST',
    path: '/api/v1/admin/translations/status/check',
    summary: 'Mark one translation as checked against the current German text, without changing it',
    access: EDITORS,
    envelope: false,
    status: 200,
    body: TranslationCheckInput,
    response: TranslationStatusRow,
    tags: ['admin:translations'],
  },
  {
    id: 'admin.translations.save',
    method: 'PUT',
    path: '/api/v1/admin/translations/status/texts',
    summary:
      "Save translations of one record in one language (the cockpit's side-by-side editor); a pending draft of the record gets them too",
    access: EDITORS,
    envelope: false,
    status: 200,
    ifMatch: true,
    body: TranslationSaveInput,
    response: TranslationSaved,
    tags: ['admin:translations'],
  },
  {
    id: 'admin.translations.hold',
    method: 'PUT',
    path: '/api/v1/admin/translations/hold',
    summary: 'Hold back or release one language of a record: held, its visitors get the fallback chain',
    access: EDITORS,
    envelope: false,
    status: 200,
    body: TranslationHoldInput,
    response: TranslationHoldState,
    tags: ['admin:translations'],
  },
  {
    id: 'admin.translations.clearCache',
    method: 'POST',
    path: '/api/v1/admin/translations/clear-cache',
    summary: 'Drop cached translations and rendered pages',
    access: EDITORS,
    envelope: false,
    status: 200,
    response: ClearCacheResult,
    tags: ['admin:translations'],
  },
  {
    id: 'admin.messages.reply',
    method: 'POST',
    path: '/api/v1/admin/messages/:id/reply',
    summary: "Reply to a message: mailed to the sender in their language, kept in the message's history",
    access: RECEPTION,
    envelope: false,
    status: 200,
    params: IdParams,
    body: MessageReplyInput,
    response: ContactMessage,
    resource: 'messages',
    tags: ['admin:messages'],
  },
  {
    id: 'admin.applications.cv',
    method: 'GET',
    path: '/api/v1/admin/applications/:id/cv',
    summary: 'Download the CV of an application',
    access: RECEPTION,
    envelope: false,
    status: 200,
    params: IdParams,
    resource: 'applications',
    tags: ['admin:applications'],
  },
  // Data-subject requests: admins only; both are audited (behaviour/audit.ts).
  {
    id: 'admin.privacy.export',
    method: 'GET',
    path: '/api/v1/admin/privacy/export',
    summary: 'Everything stored about an e-mail address as one ZIP: export.json plus the CV files (Art. 15 GDPR)',
    access: ADMINS,
    envelope: false,
    status: 200,
    query: PrivacyEmailQuery,
    tags: ['admin:privacy'],
  },
  {
    id: 'admin.privacy.erase',
    method: 'POST',
    path: '/api/v1/admin/privacy/erase',
    summary: 'Erase everything stored about an e-mail address (Art. 17 GDPR); answers a receipt of kinds and counts',
    access: ADMINS,
    envelope: false,
    status: 200,
    body: PrivacyEraseInput,
    response: ErasureReceipt,
    tags: ['admin:privacy'],
  },
  ...RESOURCE_TABLE.flatMap(resource),
  ...RESOURCE_TABLE.flatMap(editorial),
] as const satisfies readonly Endpoint[];

/** Every entry, seen through the common columns (for code iterating over the table). */
export const endpoints: readonly Endpoint[] = TABLE;

export const endpointById = new Map<string, Endpoint>(endpoints.map((e) => [e.id, e]));
export const endpoint = (id: string): Endpoint => {
  const e = endpointById.get(id);
  if (!e) throw new Error(`Unknown endpoint ${id}`);
  return e;
};

// ── Types per endpoint (the table's ids are literal types) ────────────────────
// Derived from TABLE, so the client, the server and the mocks are typed by the same entry that
// validates at run time.

type TypedEndpoint = (typeof TABLE)[number];
/** Every endpoint id, as a union of literals. */
export type EndpointId = TypedEndpoint['id'];
/** The table entry of one id, with its own schemas. */
export type EndpointOf<Id extends EndpointId> = Extract<TypedEndpoint, { id: Id }>;

type SchemaAt<E, K extends string> = E extends { readonly [P in K]: infer S extends z.ZodType } ? S : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
/** Nothing declared: what the faces hand over is an empty object. */
type NoneAsEmpty<T> = [T] extends [undefined] ? Record<string, never> : T;

/** Multipart endpoints hand their validated text fields to the implementation as the body. */
type BodySchema<E> = E extends { readonly multipart: { readonly fields: infer F extends z.ZodType } } ? F : SchemaAt<E, 'body'>;
/** The success schema without the { data } envelope (the faces add it). */
type AnswerSchema<E> =
  SchemaAt<E, 'response'> extends infer R
    ? E extends { readonly envelope: true }
      ? R extends z.ZodObject<infer Shape>
        ? Shape extends { data: infer D extends z.ZodType }
          ? D
          : R
        : R
      : R
    : never;

/** Validated path parameters as an implementation receives them. */
export type ParamsOf<Id extends EndpointId> = NoneAsEmpty<Output<SchemaAt<EndpointOf<Id>, 'params'>>>;
/** Validated query as an implementation receives it (coerced, JSON parameters parsed). */
export type QueryOf<Id extends EndpointId> = NoneAsEmpty<Output<SchemaAt<EndpointOf<Id>, 'query'>>>;
/** Validated body as an implementation receives it; undefined where the endpoint takes none. */
export type BodyOf<Id extends EndpointId> = Output<BodySchema<EndpointOf<Id>>>;
/** The answer as the client reads it (envelope removed); undefined for binary answers. */
export type AnswerOf<Id extends EndpointId> = Output<AnswerSchema<EndpointOf<Id>>>;

/** What a caller sends: schema inputs (before defaults and coercion). */
export type ParamsInputOf<Id extends EndpointId> = Input<SchemaAt<EndpointOf<Id>, 'params'>>;
export type QueryInputOf<Id extends EndpointId> = Input<SchemaAt<EndpointOf<Id>, 'query'>>;
export type BodyInputOf<Id extends EndpointId> = Input<SchemaAt<EndpointOf<Id>, 'body'>>;

/** What an implementation may return: the answer before serialization (schema input), or a file. */
export type ResultOf<Id extends EndpointId> =
  AnswerSchema<EndpointOf<Id>> extends z.ZodType ? z.input<AnswerSchema<EndpointOf<Id>>> : FileReply;
/** What an implementation answers: its result, with its own status or headers, or without a body (304 Not Modified). */
type Answer<Id extends EndpointId> = ResultOf<Id> | Reply<ResultOf<Id>> | Reply<null>;
/** One implementation: the face's context plus this endpoint's validated parts. */
export type Implementation<Id extends EndpointId, Ctx> = (
  ctx: Ctx & { params: ParamsOf<Id>; query: QueryOf<Id>; body: BodyOf<Id> },
) => Answer<Id> | Promise<Answer<Id>>;
/**
 * Every endpoint's implementation, typed by its inputs and by its answer: one returning the wrong
 * shape fails the typecheck (serializeAnswer checks the same again at run time).
 */
export type Implementations<Ctx> = { [Id in EndpointId]: Implementation<Id, Ctx> };
