/**
 * The launch checklist, computed once for both faces from what is stored: every fact the
 * practice must supply or confirm before going live, with its status and the admin screen where it is
 * edited. Nothing is stored: the list is the stored records read against three sources of truth —
 *
 * - the legal pages' required facts (REQUIRED_LEGAL_FACTS of src/contract/rules/legal.ts);
 * - the demo practice's invented values and records (content/demo/values.ts: DEMO_VALUES, the `demo`
 *   marker of every demo row, DEMO_PEOPLE), found as "placeholder" wherever they are still stored;
 * - what the public site needs to show a fact at all (a number to call, opening hours for a slot…).
 *
 * An optional fact (analytics, booking service, WhatsApp, social profiles, VAT id, register number,
 * data protection officer, reviews) is done when empty: the site then shows nothing of it. It is a
 * placeholder only while a demo value is in it.
 *
 * What the public site shows of a placeholder: a production database never holds demo content
 * (a fresh install stores the baseline only; `npm run seed:demo` refuses with NODE_ENV=production
 * unless told it is a staging copy), and what is empty the site hides (no review block without a
 * review, no call link without a number). On a demo or staging server the demo IS the content and
 * is shown as such (demo reviews are labelled as examples, never with a platform's name): this list
 * names what must change before that server's data could go live.
 */
import { LAUNCH_GROUPS } from '../src/contract/entities/launchChecklist';
import type { LaunchChecklist, LaunchGroup, LaunchItem, LaunchStatus } from '../src/contract/entities/launchChecklist';
import type { LegalFacts } from '../src/contract/entities/legal';
import {
  hasText,
  LEGAL_BASELINE,
  needsRegisterEntry,
  REQUIRED_LEGAL_FACTS,
  searchIndexingGaps,
  type LegalFactKey,
} from '../src/contract/rules/legal';
import { DEMO_MARKER, demoValuesIn, mentionsDemoPerson } from '../content/demo/values';
import { claimsIn, PRACTICE_CLAIMS, type PracticeClaimId } from '../src/contract/rules/practiceClaims';
import { LANGUAGES } from '../src/contract/common';
import type { Ctx } from './context';
import type { Row } from './store';

/** Whether any demo value is stored in what a fact is made of. */
const holdsDemoValue = (...values: unknown[]) => values.some((v) => demoValuesIn(JSON.stringify(v ?? '')).length > 0);
const isDemoRow = (row: Row) => row[DEMO_MARKER] === true;
const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';

interface Check {
  fact: string;
  group: LaunchGroup;
  edit: string;
  /** The stored values the fact is made of (searched for demo values). */
  values: unknown[];
  /** Whether the fact is there; an optional fact has none (empty is a choice). */
  present?: boolean;
  id?: string;
  subject?: string;
}

function item({ fact, group, edit, values, present, id, subject }: Check): LaunchItem {
  const status: LaunchStatus = holdsDemoValue(...values) ? 'placeholder' : present === false ? 'missing' : 'done';
  return { id: id ?? fact, fact, group, status, optional: present === undefined, edit, ...(subject ? { subject } : {}) };
}

/** Where each required fact of the legal record belongs in the checklist. */
const LEGAL_GROUPS: Record<LegalFactKey, LaunchGroup> = {
  legalForm: 'imprint',
  registerCourt: 'imprint',
  representatives: 'imprint',
  contentResponsible: 'imprint',
  professionalTitle: 'imprint',
  titleAwardedIn: 'imprint',
  chamber: 'imprint',
  kzv: 'imprint',
  professionalRules: 'imprint',
  'liabilityInsurer.name': 'insurance',
  'liabilityInsurer.address': 'insurance',
  'liabilityInsurer.areaOfCover': 'insurance',
  hostingProvider: 'privacy',
  smtpProvider: 'privacy',
  supervisoryAuthority: 'privacy',
  'accessibility.reviewedOn': 'accessibility',
  reviewVerification: 'reviews',
};

const at = (record: object, path: string) =>
  path.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], record);

function legalItems(legal: LegalFacts): LaunchItem[] {
  const required = (Object.keys(REQUIRED_LEGAL_FACTS) as LegalFactKey[]).map((key) =>
    item({
      fact: `legal.${key}`,
      group: LEGAL_GROUPS[key],
      edit: '/legal',
      values: [at(legal, key)],
      present: REQUIRED_LEGAL_FACTS[key](legal),
    }),
  );
  return [
    ...required,
    // An accessibility statement that is not "fully compliant" names what is not accessible (BFSG § 14, EN 301 549).
    item({
      fact: 'legal.accessibility.limitations',
      group: 'accessibility',
      edit: '/legal',
      values: [legal.accessibility.limitations],
      present: legal.accessibility.status === 'full' || hasText(legal.accessibility.limitations),
    }),
    // The statement names the market surveillance authority; its address and web address come from
    // the practice (nothing ships that nobody checked), until then the statement offers them on request.
    item({
      fact: 'legal.accessibility.enforcementBody',
      group: 'accessibility',
      edit: '/legal',
      values: [legal.accessibility.enforcementBody.address, legal.accessibility.enforcementBody.url],
      present: filled(legal.accessibility.enforcementBody.url),
    }),
    item({ fact: 'legal.dataProtectionOfficer', group: 'privacy', edit: '/legal', values: [legal.dataProtectionOfficer] }),
  ];
}

function contactItems(contact: Row | null, legal: LegalFacts): LaunchItem[] {
  const c = contact ?? { id: 'contact' };
  const hours = Object.values((c.opening_hours as Record<string, string[]> | undefined) ?? {});
  return [
    item({
      fact: 'contact.phone',
      group: 'contact',
      edit: '/contact',
      values: [c.phone_primary],
      present: filled(c.phone_primary),
    }),
    item({
      fact: 'contact.email',
      group: 'contact',
      edit: '/contact',
      values: [c.email_primary],
      present: filled(c.email_primary),
    }),
    item({
      fact: 'contact.openingHours',
      group: 'contact',
      edit: '/contact',
      values: [],
      present: hours.some((ranges) => ranges.length > 0),
    }),
    item({ fact: 'contact.socialMedia', group: 'contact', edit: '/contact', values: [c.social_media] }),
    item({ fact: 'contact.taxId', group: 'imprint', edit: '/contact', values: [c.tax_id] }),
    // Required once the legal form is a registered one (with the register court, legal.registerCourt).
    item({
      fact: 'contact.registrationNumber',
      group: 'imprint',
      edit: '/contact',
      values: [c.registration_number],
      ...(needsRegisterEntry(legal.legalForm) ? { present: filled(c.registration_number) } : {}),
    }),
  ];
}

function settingsItems(settings: Row | null): LaunchItem[] {
  const s = settings ?? { id: 'settings' };
  return [
    item({ fact: 'settings.whatsappNumber', group: 'contact', edit: '/settings', values: [s.whatsappNumber] }),
    item({ fact: 'settings.socialLinks', group: 'contact', edit: '/settings', values: [s.socialLinks] }),
    item({ fact: 'settings.analyticsId', group: 'privacy', edit: '/settings', values: [s.analyticsId] }),
    item({ fact: 'settings.bookingUrl', group: 'privacy', edit: '/settings', values: [s.bookingUrl, s.bookingRequestUrl] }),
  ];
}

/**
 * The team as the site shows it (published members): the owner's page needs the owner's record; each
 * member needs a photo, each dentist the credentials the profile lists; an invented member (named like
 * the demo team, DEMO_PEOPLE) is a placeholder however edited.
 */
function teamItems(team: Row[], treatments: Row[]): LaunchItem[] {
  const shown = team.filter((m) => m.published !== false);
  const items: LaunchItem[] = [
    item({ fact: 'team.owner', group: 'team', edit: '/team', values: [], present: shown.some((m) => m.isOwner === true) }),
  ];
  for (const m of shown) {
    const subject = [m.academicTitle, m.name].filter(Boolean).join(' ');
    const edit = `/team/${encodeURIComponent(m.id)}`;
    if (mentionsDemoPerson(subject)) {
      items.push({
        id: `team.demo.${m.id}`,
        fact: 'team.demoMember',
        group: 'team',
        status: 'placeholder',
        optional: false,
        edit,
        subject,
      });
      continue;
    }
    const photo = item({
      id: `team.photo.${m.id}`,
      fact: 'team.photo',
      group: 'team',
      edit,
      subject,
      values: [],
      present: !!m.photo,
    });
    // The demo's owner (the practice's own person) comes with a drawn portrait; a real photo is uploaded
    // to the media library, so its address is the library's.
    const src = String((m.photo as { src?: string } | undefined)?.src ?? '');
    if (m.photo && isDemoRow(m) && !src.startsWith('/api/v1/media/')) photo.status = 'placeholder';
    items.push(photo);
    if ((m.roles as string[] | undefined)?.includes('dentist'))
      items.push(
        item({
          id: `team.credentials.${m.id}`,
          fact: 'team.credentials',
          group: 'team',
          edit,
          subject,
          values: [],
          present: ((m.education as unknown[] | undefined) ?? []).length > 0,
        }),
      );
  }
  // A published treatment text that names an invented team member (the demo catalogue does).
  for (const t of treatments.filter((t) => t.published !== false && mentionsDemoPerson(JSON.stringify(t))))
    items.push({
      id: `team.treatment.${t.id}`,
      fact: 'team.demoMentioned',
      group: 'team',
      status: 'placeholder',
      optional: false,
      edit: `/treatments/${encodeURIComponent(t.id)}`,
      subject: String(t.slug ?? t.id),
    });
  return items;
}

/** The claims stated anywhere in a record's texts, in any language. */
function claimsOf(value: unknown, found = new Set<PracticeClaimId>()): Set<PracticeClaimId> {
  if (Array.isArray(value)) value.forEach((v) => claimsOf(v, found));
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      const lang = LANGUAGES.find((l) => l === key);
      if (lang && typeof v === 'string') claimsIn(v, lang).forEach((c) => found.add(c));
      else claimsOf(v, found);
    }
  return found;
}

/**
 * Per published treatment, the practice claims its texts state that staff have not confirmed: the site
 * leaves those sentences out (src/catalogue/claimFilter.ts), so, like an optional fact left empty, the
 * item is done; it says what is hidden and that confirming it in the settings shows it.
 */
function claimItems(treatments: Row[], settings: Row | null): LaunchItem[] {
  const confirmed = new Set((settings?.confirmedClaims as string[] | undefined) ?? []);
  return treatments.flatMap((t) => {
    const open = [...claimsOf(t)].filter((c) => !confirmed.has(c));
    if (!open.length) return [];
    const labels = PRACTICE_CLAIMS.filter((c) => open.includes(c.id)).map((c) => c.label.de);
    const title = (t.title as { de?: string } | undefined)?.de ?? String(t.slug ?? t.id);
    return [
      {
        id: `claims.${t.id}`,
        fact: 'claims.unconfirmed',
        group: 'claims',
        status: 'done',
        optional: true,
        edit: '/settings',
        subject: `${title}: ${labels.join('; ')}`,
      } satisfies LaunchItem,
    ];
  });
}

/** Real reviews are optional (no review block without one); approved demo reviews must go before launch. */
function reviewItems(approved: Row[]): LaunchItem[] {
  const demo = approved.filter((r) => r.source === 'demo' || isDemoRow(r));
  return [
    {
      id: 'reviews.real',
      fact: 'reviews.real',
      group: 'reviews',
      status: demo.length ? 'placeholder' : 'done',
      optional: true,
      edit: `/reviews?filter=${encodeURIComponent(JSON.stringify({ status: 'approved' }))}`,
    },
  ];
}

/** The checklist's groups in the order the contract lists them. */
const GROUP_ORDER: readonly LaunchGroup[] = LAUNCH_GROUPS;

export async function launchChecklist({ store }: Pick<Ctx, 'store'>): Promise<LaunchChecklist> {
  const [legalRow, contact, settings, team, treatments, approved] = await Promise.all([
    store.collection('legal').get('legal'),
    store.collection('contact').get('contact'),
    store.collection('settings').get('settings'),
    store.collection('team').find({}, { order: 1, id: 1 }),
    store.collection('treatments').find({ published: { $ne: false } }, { id: 1 }),
    store.collection('reviews').find({ status: 'approved' }),
  ]);
  // Until staff first save the legal record, the pages show the statutory baseline (as legal.public does).
  const legal = { ...structuredClone(LEGAL_BASELINE), ...(legalRow ?? {}) } as LegalFacts;
  const items = [
    ...legalItems(legal),
    ...contactItems(contact, legal),
    ...settingsItems(settings),
    ...teamItems(team, treatments),
    ...claimItems(treatments, settings),
    ...reviewItems(approved),
  ].sort((a, b) => GROUP_ORDER.indexOf(a.group) - GROUP_ORDER.indexOf(b.group));
  return {
    items,
    open: items.filter((i) => i.status !== 'done').length,
    searchIndexing: searchIndexingGaps(legal, contact),
  };
}

/** The facts that keep search engines away (src/contract/rules/legal.ts searchIndexingGaps), from what is stored. */
export async function searchIndexingGapsOf({ store }: Pick<Ctx, 'store'>): Promise<string[]> {
  const [legalRow, contact] = await Promise.all([
    store.collection('legal').get('legal'),
    store.collection('contact').get('contact'),
  ]);
  return searchIndexingGaps({ ...structuredClone(LEGAL_BASELINE), ...(legalRow ?? {}) } as LegalFacts, contact);
}
