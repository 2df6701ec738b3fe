/**
 * Translation state of content: per localized field of a record and per
 * language, is the translation missing, shown as fallback, outdated or current. German is the
 * source: every change of a German text raises that field's source version; a translation
 * remembers the source version it was made (or checked) from, so it is outdated once the German
 * text moved on. A language of a record can be held back: its visitors get the site's fallback
 * chain (current, de, en, any, default) until the translation is released.
 *
 * UI strings: the endpoints of entities/translation.ts (/admin/translations/fields|field|batch)
 * keep their meaning (message-catalogue overrides per language); their state is tracked here as the
 * resource `ui-texts` (one record per overridden message id), SEO entries (one row per page and
 * language) as `seo` (one record per page): behaviour/translationSources.ts.
 */
import { z } from 'zod';
import { Id, LanguageCode, LIMITS, text } from '../common';
import { MessageKey } from './translation';

/** The resources whose localized fields are tracked (behaviour/translationState.ts knows how each is shown). */
export const TRANSLATED_ENTITIES = [
  'treatments',
  'team',
  'blog',
  'blog-categories',
  'pages',
  'content',
  'hero',
  'about',
  'media',
  'seo',
  'ui-texts',
] as const;
export const TranslatedEntity = z.enum(TRANSLATED_ENTITIES);

/**
 * On a public record with a page of its own (treatment, team member, post, about): the languages
 * held back. Its texts in them are taken out of the answer, and the page does not
 * advertise them to search engines (no sitemap entry, no hreflang alternate, the canonical is the
 * German page) until they are released. Absent when none is held.
 */
export const HeldLanguages = { heldLanguages: z.array(LanguageCode).optional() };
export type TranslatedEntity = z.infer<typeof TranslatedEntity>;

/**
 * - `missing`: no text in this language (`fallbackLanguage` says what its visitors get, null: nothing);
 * - `fallback`: a text exists but is held back, visitors get `fallbackLanguage`;
 * - `outdated`: the German text changed after this translation was saved or checked;
 * - `current`: made from (or checked against) the German text as it is now. German itself is current or missing.
 */
export const TRANSLATION_STATES = ['missing', 'fallback', 'outdated', 'current'] as const;
export const TranslationStateName = z.enum(TRANSLATION_STATES);
export type TranslationStateName = z.infer<typeof TranslationStateName>;

/** A field's path inside the record, as the localized walker names it: `title`, `faq[2].answer`, `image.alt`. */
const FieldPath = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z][A-Za-z0-9]*(?:\[\d{1,3}\]|\.[A-Za-z][A-Za-z0-9]*)*$/, 'validation.invalid');

/** A record's id, or for `ui-texts` the message id (`nav.booking`). */
const RecordId = z.union([Id, MessageKey]);

export const TranslationStatusQuery = z.strictObject({ entity: TranslatedEntity, id: RecordId.optional() });

export const TranslationStatusRow = z.object({
  entity: TranslatedEntity,
  id: z.string(),
  /** The record's name in German (title, name, page/section), for lists. */
  label: z.string(),
  field: z.string(),
  language: LanguageCode,
  state: TranslationStateName,
  /** The German source version this translation was made or checked from (for German: its current version). */
  sourceVersion: z.number().int().min(1),
  /** The German source version as it is now. */
  currentVersion: z.number().int().min(1),
  /** The language visitors of `language` get instead of it, or null when they get this text (or nothing at all). */
  fallbackLanguage: LanguageCode.nullable(),
  held: z.boolean(),
  /** Whether the public site shows the record (published, not a draft). */
  live: z.boolean(),
  /** Only when one record is asked for (`id`): the texts for side-by-side editing. */
  text: z.string().optional(),
  source: z.string().optional(),
  /** The German text as it was at `sourceVersion`, when it differs from today's and is still known. */
  sourceThen: z.string().optional(),
});
export type TranslationStatusRow = z.infer<typeof TranslationStatusRow>;

export const TranslationCheckInput = z.strictObject({
  entity: TranslatedEntity,
  id: RecordId,
  field: FieldPath,
  language: LanguageCode.exclude(['de']),
});

export const TranslationHoldInput = z.strictObject({
  // Alt texts are copied into the records that use a picture: holding one back would change nothing visitors see.
  // A missing SEO entry or UI-text override gives the page's own text in the same language, never another one.
  entity: TranslatedEntity.exclude(['media', 'seo', 'ui-texts']),
  id: Id,
  language: LanguageCode.exclude(['de']),
  held: z.boolean(),
});
export const TranslationHoldState = z.object({ entity: TranslatedEntity, id: z.string(), held: z.array(LanguageCode) });

/**
 * The cockpit's save (side-by-side editor): texts of one language for fields of one record (empty:
 * no text). German is the source and is edited where the record is.
 */
export const TranslationSaveInput = z.strictObject({
  entity: TranslatedEntity,
  id: RecordId,
  language: LanguageCode.exclude(['de']),
  texts: z
    .record(FieldPath, text(LIMITS.longText))
    .refine((t) => Object.keys(t).length >= 1 && Object.keys(t).length <= 200, 'validation.tooMany'),
});
export const TranslationSaved = z.object({
  /** The record's rows in that language after the save. */
  rows: z.array(TranslationStatusRow),
  /**
   * True when the record had a pending draft and the texts were written into it too: publishing
   * the draft later keeps them instead of bringing back the translation it was made with.
   */
  draftUpdated: z.boolean(),
});
export type TranslationSaved = z.infer<typeof TranslationSaved>;

const Counts = { missing: z.number().int(), fallback: z.number().int(), outdated: z.number().int(), current: z.number().int() };
export const TranslationOverview = z.object({
  /** Entity × language: how many field translations are in each state. */
  matrix: z.array(z.object({ entity: TranslatedEntity, language: LanguageCode, ...Counts })),
  /** Live pages whose visitors of `language` see text of another language right now. */
  fallbackPages: z.array(
    z.object({
      entity: TranslatedEntity,
      id: z.string(),
      label: z.string(),
      language: LanguageCode,
      /** The public address in that language, when the record has a page of its own. */
      path: z.string().nullable(),
      /** Held back (every text falls back) or only some fields untranslated. */
      held: z.boolean(),
      fields: z.number().int(),
      fallbackLanguages: z.array(LanguageCode),
    }),
  ),
});
export type TranslationOverview = z.infer<typeof TranslationOverview>;
