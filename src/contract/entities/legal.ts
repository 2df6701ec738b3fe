/**
 * The practice's legal facts: one admin singleton `legal` that the legal notice, the privacy
 * policy, the accessibility statement and the review block are generated from. Its own record rather
 * than more fields on `contact`/`settings`, whose shapes other readers rely on; the notice still takes the
 * practice's name, address, register entry and VAT id from the contact record (legal_name,
 * registration_number, tax_id: one truth per fact).
 *
 * Every text may be empty: a fact the practice has not supplied is never invented. The site leaves out
 * an empty optional fact and omits an empty required one (rules/legal.ts says which are required, the
 * admin shows them as missing and the launch checklist lists them).
 */
import { z } from 'zod';
import { HttpsUrl, IsoDate, LIMITS, Timestamps, perLanguage, text } from '../common';

/** A translatable text that may still be empty in every language (unlike Localized, German may be blank too). */
export const draftLocalized = (max: number = LIMITS.text) => perLanguage(text(max), () => text(max));
export type DraftLocalized = z.infer<ReturnType<typeof draftLocalized>>;

/** '' (not supplied) or an https address. */
const Link = z.union([z.literal(''), HttpsUrl]);

/** A body the notice or the policy names: its name per language, postal address and website. */
export const Institution = z.strictObject({
  name: draftLocalized(300),
  address: text(300),
  url: Link,
});
export type Institution = z.infer<typeof Institution>;

/** A processor named in the privacy policy (Art. 28 GDPR): company and postal address. */
export const Processor = z.strictObject({ name: text(200), address: text(300) });
export type Processor = z.infer<typeof Processor>;

/** WCAG 2.1 AA conformance as the accessibility statement declares it (EN 301 549 wording). */
export const ConformanceStatus = z.enum(['full', 'partial', 'none']);

export const LegalFields = {
  // ── Legal notice (§ 5 DDG) ─────────────────────────────────────────────────
  /** The exact name of the legal form per language, e.g. "Partnerschaftsgesellschaft mit beschränkter Berufshaftung". */
  legalForm: draftLocalized(300),
  /**
   * The register court of a registered form (a partnership's or company's), e.g. "Amtsgericht München";
   * the number is the contact record's registration_number. Both required when the form is registered
   * (rules/legal.ts needsRegisterEntry), § 5 Abs. 1 Nr. 4 DDG.
   */
  registerCourt: text(200).default(''), // absent from records stored before it existed
  /** Who may represent the practice (partners), § 5 Abs. 1 Nr. 1 DDG. */
  representatives: text(400),
  /** Responsible for journalistic-editorial content (blog), § 18 Abs. 2 MStV: name and address. */
  contentResponsible: text(400),
  /** Statutory professional title ("Zahnärztin / Zahnarzt") and the state that awarded it, § 5 Abs. 1 Nr. 5 b DDG. */
  professionalTitle: draftLocalized(200),
  titleAwardedIn: draftLocalized(200),
  /** The chamber the dentists belong to (BLZK), § 5 Abs. 1 Nr. 5 a DDG. */
  chamber: Institution,
  /** The association of statutory-insurance dentists (KZVB), for treatment under statutory insurance. */
  kzv: Institution,
  /** The professional rules and where they can be read, § 5 Abs. 1 Nr. 5 c DDG. */
  professionalRules: z.array(z.strictObject({ name: draftLocalized(300), url: Link })).max(12),
  /** Professional-liability insurer and the area the cover applies to, § 2 Abs. 1 Nr. 11 DL-InfoV. */
  liabilityInsurer: z.strictObject({ name: text(200), address: text(300), areaOfCover: draftLocalized(300) }),
  /** Markdown appended to the generated legal notice (the practice's own additions). */
  imprintNotes: draftLocalized(LIMITS.text),

  // ── Privacy policy ─────────────────────────────────────────────────────────
  /** Data protection officer: name or office and how to reach them; empty if the practice has none. */
  dataProtectionOfficer: text(300),
  hostingProvider: Processor,
  /** The SMTP service that sends the site's e-mails. */
  smtpProvider: Processor,
  /** The data protection supervisory authority (BayLDA for a practice in Bavaria), Art. 13 (2) d, Art. 77 GDPR. */
  supervisoryAuthority: Institution,
  privacyNotes: draftLocalized(LIMITS.text),

  // ── Accessibility statement (BFSG, EN 301 549 / WCAG 2.1 AA) ────────────────
  accessibility: z.strictObject({
    status: ConformanceStatus,
    /** When the statement was last reviewed; '' until the practice has done so. */
    reviewedOn: z.union([z.literal(''), IsoDate]),
    /** Limitations the practice knows of beyond those the product states itself. */
    limitations: draftLocalized(LIMITS.text),
    /** The market surveillance authority that takes complaints (MLBF). */
    enforcementBody: Institution,
  }),

  // ── Reviews (UWG § 5b Abs. 3) ───────────────────────────────────────────────
  /** Whether and how the practice checks that reviews come from real patients; shown with the reviews. */
  reviewVerification: draftLocalized(600),
};

export const LegalRecord = z.object({ id: z.literal('legal'), ...LegalFields, ...Timestamps });
export type LegalRecord = z.infer<typeof LegalRecord>;
export const LegalInput = z.strictObject(LegalFields);
export type LegalInput = z.infer<typeof LegalInput>;
/** What the public pages read: the facts without the bookkeeping. */
export const LegalFacts = z.object(LegalFields);
export type LegalFacts = z.infer<typeof LegalFacts>;
