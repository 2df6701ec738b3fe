/**
 * Building blocks shared by every entity schema of the /api contract.
 *
 * Validation messages are i18n message ids (see src/i18n/messages/*.json), never prose:
 * the site, the admin, the mocks and the API all report the same id and each face
 * shows it in the active language.
 */
import { z } from 'zod';
import { LANGUAGES, LIMITS, WEEKDAYS } from './constants';

export { DEFAULT_LANGUAGE, LANGUAGES, LIMITS, WEEKDAYS } from './constants';

// In the browser the site's content security policy forbids eval: zod must not compile parsers
// with new Function (even its probe for it is reported as a violation). The server keeps the JIT.
if (typeof window !== 'undefined') z.config({ jitless: true });
export const LanguageCode = z.enum(LANGUAGES);
export type LanguageCode = z.infer<typeof LanguageCode>;

export const Id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'validation.id');
export type Id = z.infer<typeof Id>;

/** URL-safe slug; German slugs keep their umlauts (e.g. zahnbrücke, kunststoffüllung). */
export const Slug = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9äöüß]+(?:-[a-z0-9äöüß]+)*$/u, 'validation.slug');

export const IsoDate = z.iso.date({ error: 'validation.date' });
export const IsoDateTime = z.iso.datetime({ offset: true, error: 'validation.datetime' });
export const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.time');
export const Email = z.email({ error: 'validation.email' }).max(254, 'validation.tooLong');
/** An address the practice may not have supplied yet (a fresh install invents none): '' or an e-mail. */
export const OptionalEmail = z.union([z.literal(''), Email]);
/**
 * An address that identifies an account (staff login, newsletter subscriber): trimmed and lowercased
 * before it is checked, so `ADMIN@x` and ` admin@x` are the one account `admin@x` on every path.
 */
export const canonicalEmail = (email: string) => email.trim().toLowerCase();
export const AccountEmail = z
  .string()
  .overwrite(canonicalEmail)
  .email({ error: 'validation.email' })
  .max(254, 'validation.tooLong');
/**
 * Addresses staff store and the site renders as links or sources: https only, never another scheme
 * (javascript:, data:, http:). No backslashes or blanks, which browsers read as "//".
 */
export const HttpsUrl = z
  .string()
  .max(LIMITS.url)
  .regex(/^https:\/\/[^\s\\/?#@]+(?:[/?#][^\s\\]*)?$/u, 'validation.url');
/** A link that may be left empty (not shown): '' or an https address (social profiles). */
export const OptionalHttpsUrl = z.union([z.literal(''), HttpsUrl]);
/** https, or a path on this site ("/api/v1/media/…"; never "//host", which leaves the site). */
export const Url = z.union([
  HttpsUrl,
  z
    .string()
    .max(LIMITS.url)
    .regex(/^\/(?![/\\])[^\s\\]*$/u, 'validation.url'),
]);

/** A bounded single-line text. */
export const text = (max: number = LIMITS.short) => z.string().trim().max(max, 'validation.tooLong');
/** A bounded required text. */
export const requiredText = (max: number = LIMITS.short) =>
  z.string().trim().min(1, 'validation.required').max(max, 'validation.tooLong');

/**
 * An object keyed by language code: German as `de` gives it, each other language optional, a fresh
 * schema from `other` apiece (a schema used twice could be written once and referenced in OpenAPI).
 */
export const perLanguage = <German extends z.ZodType, Other extends z.ZodType>(de: German, other: () => Other) =>
  z.strictObject({
    de,
    en: other().optional(),
    fr: other().optional(),
    es: other().optional(),
    ru: other().optional(),
  });

/**
 * Translatable text: an object keyed by language code. German is required
 * (it is the source language and the first fallback); the others may be empty while
 * staff are still translating. Display fallback: see src/i18n/localize.ts.
 */
export const localized = (max: number = LIMITS.text) => perLanguage(requiredText(max), () => text(max));
export const Localized = localized();
export type Localized = z.infer<typeof Localized>;

/** Per-language list of words (e.g. SEO keywords differ per language, so they are not aligned). */
const words = () => z.array(requiredText(80)).max(30);
export const LocalizedList = perLanguage(words(), words);
export type LocalizedList = z.infer<typeof LocalizedList>;

export const Weekday = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof Weekday>;

const pixels = z.number().int().positive().max(10_000);

/** One responsive variant of an uploaded image: its width in pixels (the srcset width descriptor), format and address. */
export const ImageVariant = z.strictObject({
  width: pixels,
  format: z.enum(['webp', 'avif', 'jpeg', 'png']),
  url: Url,
});
export type ImageVariant = z.infer<typeof ImageVariant>;

/** The point of an image that crops must keep (a face), in % from the left and top; the site's object-position. */
export const FocalPoint = z.strictObject({
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
});
export type FocalPoint = z.infer<typeof FocalPoint>;

const imageFile = {
  src: Url,
  /** Size of the original file; the site reserves the image's box from it (no layout shift). */
  width: pixels.optional(),
  height: pixels.optional(),
  /**
   * The media library's AVIF/WebP variants of `src`. The asset is their one source: the API copies them
   * from the media record whenever a record is saved (src/contract/rules/imageVariants.ts) and never
   * keeps what a client sent, so an image from outside the library (an SVG illustration) has none.
   */
  variants: z.array(ImageVariant).max(24).optional(),
  /** Where crops centre; without it, the middle. */
  focus: FocalPoint.optional(),
};
/** A file of an image reference without its texts: the separate mobile crop (art direction). */
export const ImageFile = z.strictObject(imageFile);
export type ImageFile = z.infer<typeof ImageFile>;

/**
 * An image reference with alt text in every language (alt text is required for accessibility). Every
 * field but src and alt is optional, so illustrations and references stored before photos stay valid.
 * `mobile` is another crop or image of the same scene for narrow screens (same alt text).
 */
export const ImageRef = z.strictObject({
  ...imageFile,
  alt: Localized,
  mobile: ImageFile.optional(),
});
export type ImageRef = z.infer<typeof ImageRef>;

/** Bookkeeping every stored record carries (createdAt/updatedAt/updatedBy). */
export const Timestamps = {
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  updatedBy: z.string().max(LIMITS.name).nullable().optional(),
};

/**
 * A step staff took in a record's history (a reply, a status change): its id, when, the staff
 * member's name as it was then, and their account's id.
 */
export const StaffStep = { id: Id, at: IsoDateTime, by: z.string(), byId: Id };

/** Who sent a request or an application, as stored (the form's input was checked when it arrived). */
export const Sender = { firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string() };

/** Honeypot field of the public forms: humans never see it, so it must stay empty (spam trap). */
export const SpamTrap = { website: z.string().max(0, 'validation.spam').optional() };

/** The one error body every face answers with, whatever the status. */
export const ErrorIssue = z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() });
export const ErrorBody = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(ErrorIssue).optional(),
  /** Present when there were more issues than the body lists (MAX_ISSUES in http.ts). */
  issuesTotal: z.number().int().optional(),
  /** A write refused as based on an older version (code `conflict`): the record as it is now (concurrency.ts). */
  current: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Public answers are wrapped in `{ data }`; clients read a response from `data` when it is present. */
export const envelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** Paged public lists (blog): items plus paging facts. */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().min(0),
  });
