/**
 * schema.org structured data (JSON-LD) for search engines: the practice as a Dentist
 * with both locations, each treatment as a medical procedure of its kind, breadcrumbs, team members,
 * blog posts and job postings. Pure builders over contract types, so they are unit-tested and run
 * the same in the browser and in server rendering.
 *
 * Not a treatment's FAQs: a FAQPage block repeated every answer in the page's head (0.18 KB of a
 * treatment page's first round trip as brotli, enough to push the longest past it and delay its
 * first paint by a round trip), and Google has shown FAQ results only for well-known government
 * and health sites since 2023. The questions are headings and the answers text in the page itself.
 */
import { procedureKind, type ProcedureKind } from '../../../catalogue/procedureKind';
import type { LanguageCode } from '../../../contract/constants';
import type { BlogPost } from '../../../contract/entities/blog';
import type { ContactData } from '../../../contract/entities/contact';
import type { JobPosting } from '../../../contract/entities/job';
import type { PracticeInfo } from '../../../contract/entities/practice';
import type { TeamMember } from '../../../contract/entities/team';
import type { Treatment } from '../../../contract/entities/treatment';
import { WEEKDAYS } from '../../../contract/constants';
import { berlinParts } from '../../../contract/rules/openingHours';
import { localize } from '../../../i18n/localize';

type Thing = Record<string, unknown>;
const CONTEXT = 'https://schema.org';
/** schema.org's DayOfWeek names the days as the contract does, capitalized ('monday' → 'Monday'). */
const schemaDay = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);

/** "08:00-13:00" or "08:00–12:00" (the practice data writes both dashes) → its opening and closing times. */
const timesOf = (range: string) => {
  const [opens, closes] = range.split(/\s*[-–]\s*/);
  return { opens, closes };
};

/**
 * "08:00-13:00" ranges per weekday → OpeningHoursSpecification entries, one per range with the
 * days that share it (Monday to Thursday 08:00–13:00 is one entry, not four).
 */
const openingHours = (hours: ContactData['opening_hours']) => {
  const days = new Map<string, string[]>();
  for (const day of WEEKDAYS) for (const range of hours[day] ?? []) days.set(range, [...(days.get(range) ?? []), schemaDay(day)]);
  return [...days].map(([range, dayOfWeek]) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek, ...timesOf(range) }));
};

export interface DentistInput {
  info: PracticeInfo;
  contact?: ContactData;
  origin: string;
  lang: LanguageCode;
  bookingUrl?: string;
  socialLinks?: string[];
  homePath: string;
  /** The moment the page is rendered: special days before its Munich date are past and left out. */
  now?: Date;
}

export function dentist({
  info,
  contact,
  origin,
  lang,
  bookingUrl,
  socialLinks = [],
  homePath,
  now = new Date(),
}: DentistInput): Thing {
  const hours = contact ? openingHours(contact.opening_hours) : [];
  const today = berlinParts(now).date;
  // Rendered pages live minutes in the cache (api/ssr/pageRenderer.ts), so a day is dropped soon after it ends.
  const special = info.special_hours
    .filter((s) => s.date >= today)
    .map((s) => ({
      '@type': 'OpeningHoursSpecification',
      validFrom: s.date,
      validThrough: s.date,
      ...(/geschlossen|closed|^$/i.test(s.hours) ? { opens: '00:00', closes: '00:00' } : timesOf(s.hours)),
      ...(s.note ? { description: localize(s.note, lang) } : {}),
    }));
  const location = (l: PracticeInfo['locations'][number]): Thing => ({
    '@type': 'Dentist',
    name: `${info.name} – ${l.district}`,
    // Numbers and addresses the practice has not supplied yet (a fresh install) are left out, not empty.
    ...(l.phone ? { telephone: l.phone } : {}),
    ...(l.email ? { email: l.email } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${l.street} ${l.house_number}`,
      postalCode: l.postal_code,
      addressLocality: l.city,
      addressCountry: 'DE',
    },
    geo: { '@type': 'GeoCoordinates', latitude: l.geo.lat, longitude: l.geo.lng },
  });
  const [main] = info.locations;
  const phone = contact?.phone_primary || main?.phone;
  const email = contact?.email_primary || main?.email;
  return {
    '@context': CONTEXT,
    '@type': 'Dentist',
    '@id': `${origin}/#practice`,
    name: info.name,
    url: `${origin}${homePath}`,
    description: localize(info.tagline, lang),
    ...(phone ? { telephone: phone } : {}),
    ...(email ? { email } : {}),
    ...(main ? { address: location(main).address, geo: location(main).geo } : {}),
    location: info.locations.map(location),
    openingHoursSpecification: [...hours, ...special],
    areaServed: ['München', 'Bogenhausen', 'Oberföhring', 'Schwabing'].map((name) => ({ '@type': 'Place', name })),
    sameAs: socialLinks.filter(Boolean),
    ...(bookingUrl
      ? {
          potentialAction: {
            '@type': 'ReserveAction',
            target: { '@type': 'EntryPoint', urlTemplate: bookingUrl },
            result: { '@type': 'Reservation', name: 'Termin' },
          },
        }
      : {}),
  };
}

/** schema.org's type per kind of procedure; a noninvasive one is a MedicalProcedure of that procedure type. */
const PROCEDURE_TYPE: Record<ProcedureKind, Thing> = {
  surgical: { '@type': 'SurgicalProcedure' },
  therapeutic: { '@type': 'TherapeuticProcedure' },
  diagnostic: { '@type': 'DiagnosticProcedure' },
  noninvasive: { '@type': 'MedicalProcedure', procedureType: 'https://schema.org/NoninvasiveProcedure' },
};

/**
 * A treatment as a medical procedure. A performer is named only when the treatment names a published
 * team member (`performer`, with the member's page); the catalogue's neutral "Praxisteam" is no person.
 */
export function medicalProcedure(
  t: Treatment,
  lang: LanguageCode,
  url: string,
  performer?: { name: string; url: string },
): Thing {
  const hero = t.images.find((i) => i.isHero) ?? t.images[0];
  return {
    '@context': CONTEXT,
    ...PROCEDURE_TYPE[procedureKind(t)],
    name: localize(t.title, lang),
    description: localize(t.shortDescription, lang),
    url,
    ...(hero ? { image: hero.src } : {}),
    ...(t.process.length ? { howPerformed: t.process.map((p) => localize(p.title, lang)).join(' → ') } : {}),
    ...(performer ? { performer: { '@type': 'Person', name: performer.name, url: performer.url } } : {}),
  };
}

export function breadcrumbList(items: { name: string; url: string }[]): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
}

export function person(m: TeamMember, lang: LanguageCode, url: string, origin: string): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    name: [m.academicTitle, m.name].filter(Boolean).join(' '),
    jobTitle: localize(m.position, lang),
    url,
    ...(m.photo ? { image: `${origin}${m.photo.src}` } : {}),
    worksFor: { '@id': `${origin}/#practice` },
    knowsLanguage: m.languages,
  };
}

export function blogPosting(p: BlogPost, lang: LanguageCode, url: string, origin: string): Thing {
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: localize(p.title, lang),
    description: localize(p.excerpt, lang),
    url,
    datePublished: p.publishedAt,
    dateModified: p.updatedAt ?? p.publishedAt,
    author: { '@type': 'Person', name: p.author },
    publisher: { '@id': `${origin}/#practice` },
    ...(p.coverImage ? { image: `${origin}${p.coverImage.src}` } : {}),
    inLanguage: lang,
  };
}

const EMPLOYMENT = { fullTime: 'FULL_TIME', partTime: 'PART_TIME', miniJob: 'PART_TIME', apprenticeship: 'INTERN' } as const;

export function jobPosting(j: JobPosting, lang: LanguageCode, info: PracticeInfo | undefined, origin: string): Thing {
  const place = info?.locations.find((l) => l.key === j.location);
  return {
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: localize(j.title, lang),
    description: localize(j.description, lang),
    datePosted: j.datePosted,
    ...(j.validThrough ? { validThrough: j.validThrough } : {}),
    employmentType: EMPLOYMENT[j.employmentType],
    hiringOrganization: { '@type': 'Organization', name: info?.name ?? 'Zahnarztpraxis Dr. Berger & Kollegen', sameAs: origin },
    jobLocation: {
      '@type': 'Place',
      address: place
        ? {
            '@type': 'PostalAddress',
            streetAddress: `${place.street} ${place.house_number}`,
            postalCode: place.postal_code,
            addressLocality: place.city,
            addressCountry: 'DE',
          }
        : { '@type': 'PostalAddress', addressLocality: 'München', addressCountry: 'DE' },
    },
  };
}
