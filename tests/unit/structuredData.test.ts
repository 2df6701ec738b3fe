/** JSON-LD builders: each block carries its schema.org type's required properties. */
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../content/catalogue/catalogue';
import { Treatment } from '../../src/contract/entities/treatment';
import {
  blogPosting,
  breadcrumbList,
  dentist,
  jobPosting,
  medicalProcedure,
  person,
} from '../../src/site/features/seo/structuredData';
import { blogPosts } from '../../content/demo/blog';
import { contactData } from '../../content/demo/contact';
import { jobPostings } from '../../content/demo/jobs';
import { practiceInfo } from '../../content/demo/practice';
import { teamMembers } from '../../content/demo/team';

const origin = 'https://www.praxis-dr-berger.de';
const veneers = Treatment.parse({
  ...catalogue.find((t) => t.slug === 'veneers')!,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('structured data', () => {
  it('describes the practice as a Dentist with both locations, hours, area and a booking action', () => {
    const d = dentist({
      info: practiceInfo,
      contact: contactData,
      origin,
      lang: 'de',
      homePath: '/de',
      bookingUrl: 'https://booking.example/x',
      socialLinks: ['https://instagram.com/x'],
      now: new Date('2026-11-01T10:00:00Z'),
    });
    expect(d).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Dentist',
      name: practiceInfo.name,
      telephone: contactData.phone_primary,
    });
    expect(d.address).toMatchObject({
      '@type': 'PostalAddress',
      streetAddress: expect.any(String),
      postalCode: expect.any(String),
      addressLocality: 'München',
    });
    expect(d.location).toHaveLength(2);
    expect((d.location as { geo: { latitude: number } }[])[1].geo.latitude).toBeGreaterThan(48);
    const hours = d.openingHoursSpecification as { dayOfWeek?: string[]; opens: string; closes: string }[];
    // One entry per time range, with the days that share it.
    const weekly = hours.filter((h) => h.dayOfWeek);
    expect(weekly).toContainEqual(
      expect.objectContaining({ dayOfWeek: expect.arrayContaining(['Monday']), opens: '08:00', closes: '13:00' }),
    );
    expect(new Set(weekly.map((h) => `${h.opens}-${h.closes}`)).size).toBe(weekly.length);
    expect(weekly.some((h) => h.dayOfWeek!.includes('Saturday'))).toBe(false);
    // A special day's hours, written with an en dash in the practice data, are times too.
    const special = hours.filter((h) => !h.dayOfWeek);
    expect(special.length).toBeGreaterThan(0);
    for (const h of special) expect(`${h.opens} ${h.closes}`).toMatch(/^\d\d:\d\d \d\d:\d\d$/);
    expect(d.potentialAction).toMatchObject({ '@type': 'ReserveAction', target: { urlTemplate: 'https://booking.example/x' } });
    expect(d.sameAs).toEqual(['https://instagram.com/x']);
    expect(d.areaServed).toContainEqual({ '@type': 'Place', name: 'Schwabing' });
  });

  it('lists only special days from today on, today by the Munich date', () => {
    const specialDays = (now: string) =>
      (
        dentist({ info: practiceInfo, contact: contactData, origin, lang: 'de', homePath: '/de', now: new Date(now) })
          .openingHoursSpecification as { dayOfWeek?: string[]; validFrom?: string }[]
      )
        .filter((h) => !h.dayOfWeek)
        .map((h) => h.validFrom);
    const all = practiceInfo.special_hours.map((s) => s.date);
    expect(all).toContain('2026-11-13');
    expect(specialDays('2026-11-01T10:00:00Z')).toEqual(all);
    // 13 November, 23:30 in Munich (22:30 UTC): still that day; an hour later it is past.
    expect(specialDays('2026-11-13T22:30:00Z')).toContain('2026-11-13');
    expect(specialDays('2026-11-13T23:30:00Z')).not.toContain('2026-11-13');
    expect(specialDays('2026-11-13T23:30:00Z')).toContain('2026-12-24');
  });

  it('gives each treatment its kind of procedure, and a performer only when a team member is named', () => {
    const entry = (slug: string) =>
      Treatment.parse({ ...catalogue.find((t) => t.slug === slug)!, createdAt: veneers.createdAt, updatedAt: veneers.updatedAt });
    const typeOf = (slug: string) => {
      const { '@type': type, procedureType } = medicalProcedure(entry(slug), 'de', `${origin}/de/behandlungen/${slug}`);
      return [type, procedureType].filter(Boolean).join(' ');
    };
    expect(typeOf('sinuslift')).toBe('SurgicalProcedure');
    expect(typeOf('rezessionsdeckung')).toBe('SurgicalProcedure');
    expect(typeOf('kariesrisiko-test')).toBe('DiagnosticProcedure');
    expect(typeOf('wurzelbehandlung')).toBe('TherapeuticProcedure');
    expect(typeOf('bleaching')).toBe('MedicalProcedure https://schema.org/NoninvasiveProcedure');
    const types = new Set(catalogue.map((t) => typeOf(t.slug)));
    expect(types.size).toBe(4);
    // No performer without a linked team member (the catalogue's neutral "Praxisteam" is no person).
    expect(medicalProcedure(entry('sinuslift'), 'de', origin)).not.toHaveProperty('performer');
    const berger = { name: 'Dr. Katharina Berger', url: `${origin}/de/team/dr-katharina-berger` };
    expect(medicalProcedure(entry('sinuslift'), 'de', origin, berger).performer).toEqual({ '@type': 'Person', ...berger });
  });

  it('describes a treatment and the breadcrumb trail', () => {
    expect(medicalProcedure(veneers, 'en', `${origin}/en/treatments/veneers`)).toMatchObject({
      '@type': 'TherapeuticProcedure',
      name: 'Veneers',
      description: expect.any(String),
    });
    const crumbs = breadcrumbList([
      { name: 'Start', url: `${origin}/de` },
      { name: 'Veneers', url: `${origin}/de/behandlungen/veneers` },
    ]);
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Start', item: `${origin}/de` },
      { '@type': 'ListItem', position: 2, name: 'Veneers', item: `${origin}/de/behandlungen/veneers` },
    ]);
  });

  it('describes team members, posts and job postings with their required properties', () => {
    const owner = teamMembers.find((m) => m.isOwner)!;
    expect(person(owner, 'de', `${origin}/de/team/${owner.slug}`, origin)).toMatchObject({
      '@type': 'Person',
      name: 'Dr. Katharina Berger',
      jobTitle: expect.any(String),
    });
    const post = blogPosts.find((p) => p.status === 'published')!;
    expect(blogPosting(post, 'fr', `${origin}/fr/blog/${post.slug}`, origin)).toMatchObject({
      '@type': 'BlogPosting',
      headline: expect.any(String),
      datePublished: post.publishedAt,
      author: { '@type': 'Person', name: post.author },
    });
    const job = jobPostings[0];
    expect(jobPosting(job, 'es', practiceInfo, origin)).toMatchObject({
      '@type': 'JobPosting',
      title: expect.any(String),
      description: expect.any(String),
      datePosted: job.datePosted,
      hiringOrganization: { '@type': 'Organization', name: practiceInfo.name },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'DE' } },
    });
  });
});
