/**
 * Treatment: the built-in catalogue's record. Every text a patient reads is Localized
 * (de, en, fr, es, ru). Lists of texts are lists of Localized items so that the languages stay
 * aligned item by item; SEO keywords differ per language and are a LocalizedList instead.
 *
 * Decisions:
 * - atAGlance carries the at-a-glance box (duration, costs, pain level with its four fixed labels).
 * - beforeAfter is optional and must stay empty for purely aesthetic treatments without medical
 *   indication (German health-advertising rules, HWG §11).
 * - published lets staff hide a treatment without deleting it.
 */
import { z } from 'zod';
import { HeldLanguages } from './translationState';
import { LocationKey } from './practice';
import { Id, ImageRef, LIMITS, Localized, LocalizedList, Slug, Timestamps, Url, localized, requiredText, text } from '../common';

/** The catalogue's category keys with their German labels. */
export const TREATMENT_CATEGORIES = {
  aesthetic: 'Ästhetische Zahnmedizin',
  implantology: 'Implantologie & Chirurgie',
  periodontology: 'Parodontologie',
  function_diagnostics: 'Funktionsdiagnostik',
  prosthetics: 'Prothetik & Zahnersatz',
  prophylaxis: 'Prophylaxe & Prävention',
  conservative: 'Konservierende Zahnheilkunde',
  // The care for anxious patients. Neither its label nor its address may suggest alternative
  // medicine (health-advertising law); it was stored as `alternative` before (LEGACY_CATEGORY_KEYS).
  relaxed: 'Entspannt behandeln',
} as const;
export type TreatmentCategoryKey = keyof typeof TREATMENT_CATEGORIES;
export const TreatmentCategoryKey = z.enum(
  Object.keys(TREATMENT_CATEGORIES) as [TreatmentCategoryKey, ...TreatmentCategoryKey[]],
);
/**
 * Keys a category had before, with the one it has now: the database's records are moved to the new
 * key once (api/migrations.ts), and the category's old address redirects (src/lib/resolvePath.ts).
 */
export const LEGACY_CATEGORY_KEYS: ReadonlyMap<string, TreatmentCategoryKey> = new Map([['alternative', 'relaxed']]);
/** A category's address segment (…/leistungen/{slug}): its key with dashes. */
export const categorySlug = (key: string) => key.replace(/_/g, '-');
/** The address a category had before, with its address now (a Map: no inherited names match). */
export const MOVED_CATEGORY_SLUGS: ReadonlyMap<string, string> = new Map(
  [...LEGACY_CATEGORY_KEYS].map(([old, now]) => [categorySlug(old), categorySlug(now)]),
);

export const Priority = z.enum(['HIGH', 'MEDIUM', 'LOW']);
export type Priority = z.infer<typeof Priority>;

/** Pain levels; labels (Schmerzfrei, Minimal, Gering, Moderat) live in the i18n catalogues. */
export const PainLevel = z.enum(['none', 'minimal', 'mild', 'moderate']);
export type PainLevel = z.infer<typeof PainLevel>;

const LongText = localized(LIMITS.longText);
const items = (max = 30) => z.array(Localized).max(max);

/** An image reference (variants, focal point, mobile crop as everywhere) with a caption; one may be the page's hero. */
export const TreatmentImage = ImageRef.extend({
  caption: Localized.optional(),
  isHero: z.boolean().optional(),
});
export type TreatmentImage = z.infer<typeof TreatmentImage>;

export const DetailedContent = z.strictObject({
  whatIsIt: LongText,
  suitability: LongText,
  unsuitability: LongText.optional(),
  advantages: items(),
  types: z
    .array(z.strictObject({ name: Localized, description: LongText }))
    .max(20)
    .optional(),
  processingSteps: LongText,
  expertInfo: LongText.optional(),
  tableOfContents: items(),
});

export const TreatmentFields = {
  title: Localized,
  slug: Slug,
  category: TreatmentCategoryKey,
  subcategory: Localized.optional(),
  isSpecialistRequired: z.boolean(),
  doctorName: z.string().max(LIMITS.name).optional(),
  shortDescription: localized(600),
  longDescription: LongText,
  detailedContent: DetailedContent.optional(),
  benefits: items(),
  process: z.array(z.strictObject({ title: Localized, description: LongText })).max(30),
  aftercare: items(),
  images: z.array(TreatmentImage).max(20),
  beforeAfter: z
    .array(z.strictObject({ before: Url, after: Url, caption: Localized }))
    .max(20)
    .optional(),
  atAGlance: z
    .strictObject({ duration: Localized, costs: Localized, painLevel: PainLevel, sessions: Localized.optional() })
    .optional(),
  faqs: z.array(z.strictObject({ question: Localized, answer: LongText })).max(40),
  seo: z.strictObject({
    title: localized(60),
    description: localized(160),
    keywords: LocalizedList,
  }),
  priority: Priority,
  isPopular: z.boolean(),
  published: z.boolean().default(true),
  /**
   * Not dentistry (§ 1 Abs. 3 ZHG), e.g. vitamin-D infusions: a physician must be named as responsible
   * before the treatment may be published (the input refuses it otherwise, the admin says why).
   */
  outsideDentistry: z.boolean().optional(),
  /** The physician responsible for a treatment outside dentistry; the page names them. */
  physicianName: text(LIMITS.name).optional(),
  /**
   * The practice locations offering the treatment; missing = every location. The site has a
   * treatment-in-place page (and a sitemap entry) only where a location serving that place offers it.
   */
  locations: z.array(LocationKey).min(1).max(LocationKey.options.length).optional(),
};

/** The input rule behind outsideDentistry: published only with a named physician. */
export const PHYSICIAN_REQUIRED = 'validation.physicianRequired';
const physicianNamedToPublish = (
  t: { outsideDentistry?: boolean; physicianName?: string; published?: boolean },
  ctx: z.RefinementCtx,
) => {
  if (t.outsideDentistry && t.published !== false && !t.physicianName?.trim())
    ctx.addIssue({ code: 'custom', path: ['physicianName'], message: PHYSICIAN_REQUIRED });
};

/** A catalogue entry as authored in src/catalogue (no bookkeeping fields). */
export const CatalogueTreatment = z.strictObject({ id: Id, ...TreatmentFields }).superRefine(physicianNamedToPublish);
export type CatalogueTreatment = z.input<typeof CatalogueTreatment>;

/** A stored treatment, as the API and the admin see it. */
export const Treatment = z.object({ id: Id, ...TreatmentFields, ...Timestamps, ...HeldLanguages });
export type Treatment = z.infer<typeof Treatment>;

/**
 * What lists show (grid, menu, footer, search): the card fields in every language plus one image.
 * Lists never carry the detail texts, so the 32-entry list stays small enough to cache and ship.
 */
export const TreatmentSummary = Treatment.pick({
  id: true,
  title: true,
  slug: true,
  category: true,
  subcategory: true,
  isSpecialistRequired: true,
  doctorName: true,
  shortDescription: true,
  priority: true,
  isPopular: true,
  // A held-back language is not advertised on the treatment's location pages either.
  heldLanguages: true,
  locations: true,
}).extend({
  image: ImageRef.optional(),
  /**
   * The specialist title of the responsible dentist (team member named doctorName), joined in by the
   * API from the team: lists call the treatment neutral ("Behandlung durch …") without it.
   */
  doctorSpecialty: Localized.optional(),
});
export type TreatmentSummary = z.infer<typeof TreatmentSummary>;

/** A card shows the hero as an image reference (variants, focal point), without the page's caption. */
const cardImage = ({ caption: _caption, isHero: _isHero, ...image }: TreatmentImage): ImageRef => image;

type SummarySource = Pick<Treatment, keyof TreatmentSummary & keyof Treatment> & { images: TreatmentImage[] };
export const toTreatmentSummary = (t: SummarySource): TreatmentSummary => {
  const hero = t.images.find((i) => i.isHero) ?? t.images[0];
  return {
    id: t.id,
    title: t.title,
    slug: t.slug,
    category: t.category,
    subcategory: t.subcategory,
    isSpecialistRequired: t.isSpecialistRequired,
    doctorName: t.doctorName,
    shortDescription: t.shortDescription,
    priority: t.priority,
    isPopular: t.isPopular,
    ...(t.locations ? { locations: t.locations } : {}),
    image: hero && cardImage(hero),
  };
};

export const TreatmentInput = z.strictObject(TreatmentFields).superRefine(physicianNamedToPublish);
export type TreatmentInput = z.input<typeof TreatmentInput>;

/**
 * Derived category, as the treatment store keeps it: id, name (dashes to spaces, words capitalised),
 * slug, description, icon. name is Localized here so every language can show it.
 */
export const TreatmentCategory = z.object({
  id: TreatmentCategoryKey,
  name: Localized,
  slug: Slug,
  description: Localized,
  icon: requiredText(40),
});
export type TreatmentCategory = z.infer<typeof TreatmentCategory>;
