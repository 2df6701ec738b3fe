/**
 * Drafts, versions, scheduled publishing and preview for the resources
 * whose content visitors read: treatments, blog posts, free pages and content blocks.
 *
 * The live record stays where it always was (the resource's own collection), so the public site and
 * the page cache can only ever read published content. A draft is a separate record beside it; a
 * publish writes the draft over the live record and keeps a version (who, when, which fields), and
 * a version can be restored (published again as a new version).
 */
import { z } from 'zod';
import { Id, IsoDateTime, LanguageCode } from '../common';

export const VERSIONED_RESOURCES = ['treatments', 'blog', 'pages', 'content'] as const;
export const VersionedResource = z.enum(VERSIONED_RESOURCES);
export type VersionedResource = z.infer<typeof VersionedResource>;

/** What made a version: a publish (of a draft or a direct save), a scheduled publish, a restore, or the state found before the first. */
export const VersionAction = z.enum(['baseline', 'published', 'scheduled', 'restored', 'unpublished']);
export type VersionAction = z.infer<typeof VersionAction>;

export const Version = z.object({
  number: z.number().int().min(0),
  action: VersionAction,
  at: IsoDateTime,
  /** The staff member's login; null for the state found before versions were kept. */
  by: z.string().nullable(),
  /** Dot paths of the fields this version changed against the one before (`title.en`, `price`). */
  changed: z.array(z.string()),
  /** For a restore: the version it brought back. */
  restoredFrom: z.number().int().min(0).optional(),
});
export type Version = z.infer<typeof Version>;

export const Draft = z.object({
  /** The record's fields as the editor saved them (the resource's own input schema). */
  data: z.record(z.string(), z.unknown()),
  updatedAt: IsoDateTime,
  updatedBy: z.string().nullable(),
  /** Dot paths where the draft differs from the live record. */
  changed: z.array(z.string()),
});
export type Draft = z.infer<typeof Draft>;

export const Schedule = z.object({
  publishAt: IsoDateTime.nullable(),
  unpublishAt: IsoDateTime.nullable(),
  by: z.string().nullable(),
  /**
   * Its version, which a change names (If-Match); null while none was ever set (a change then sends
   * `If-None-Match: *`), and for one stored before schedules had versions.
   */
  updatedAt: IsoDateTime.nullable(),
});
export type Schedule = z.infer<typeof Schedule>;

/** The editorial state of one record: its draft, its schedule and its versions, newest first. */
export const EditorialState = z.object({
  draft: Draft.nullable(),
  schedule: Schedule,
  versions: z.array(Version),
});
export type EditorialState = z.infer<typeof EditorialState>;

export const ScheduleInput = z.strictObject({
  publishAt: IsoDateTime.nullable(),
  unpublishAt: IsoDateTime.nullable(),
});
export type ScheduleInput = z.infer<typeof ScheduleInput>;

/** A version by its number (a path segment: digits only). */
export const RestoreParams = z.strictObject({ id: Id, number: z.string().regex(/^\d{1,7}$/, { error: 'validation.invalid' }) });

export const PreviewInput = z.strictObject({ language: LanguageCode });
/** A preview link: a page of the site, rendered with the draft, for the staff member who asked. */
export const PreviewLink = z.object({ url: z.string(), expiresAt: IsoDateTime });
export type PreviewLink = z.infer<typeof PreviewLink>;

export const PreviewToken = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/) });

/**
 * What a preview link shows (`preview.open`): the public page at `path` in `language`, with the one
 * public read that carries the record (`read`: its API path and query) answered by `body` — exactly
 * the public endpoint's answer, as it will be once the draft is published (behaviour/preview.ts).
 * The server's renderer and the browser's router (mock mode) both render the page with that answer.
 */
export const PreviewRead = z.object({
  path: z.string(),
  query: z.record(z.string(), z.string()),
  body: z.unknown(),
});
export type PreviewRead = z.infer<typeof PreviewRead>;
export const PreviewPageInfo = z.object({ language: LanguageCode, path: z.string(), read: PreviewRead });
export type PreviewPageInfo = z.infer<typeof PreviewPageInfo>;
