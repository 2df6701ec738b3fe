/**
 * Team member with their roles. Decision: a public profile with the
 * sections the team detail page shows (education, specializations, languages, contact),
 * a slug for its URL, an order for the team grid and an owner flag for the owner's page.
 */
import { z } from 'zod';
import { Email, Id, ImageRef, LIMITS, Localized, Slug, Timestamps, localized, requiredText, text } from '../common';
import { LocationKey } from './practice';
import { HeldLanguages } from './translationState';

export const TEAM_ROLES = ['dentist', 'assistant', 'hygienist', 'receptionist', 'teamMember'] as const;
export const TeamRole = z.enum(TEAM_ROLES);
/** Where a team member works: one of the practices, or both. */
export const TeamLocation = z.enum([...LocationKey.options, 'both']);
export type TeamRole = z.infer<typeof TeamRole>;

export const TeamMemberFields = {
  slug: Slug,
  name: requiredText(LIMITS.name),
  academicTitle: text(60).optional(),
  /**
   * A specialist dentist's title as the chamber awarded it ("Fachzahnärztin für Oralchirurgie",
   * "Fachzahnarzt für Kieferorthopädie"). Only with it does the site call a treatment by this person
   * specialist treatment; without it the label is neutral ("Behandlung durch …").
   */
  specialistTitle: Localized.optional(),
  roles: z.array(TeamRole).min(1, 'validation.required').max(5),
  position: Localized,
  bio: localized(LIMITS.longText),
  education: z.array(Localized).max(20),
  specializations: z.array(Localized).max(20),
  /** Spoken languages as ISO 639-1 codes (may include languages the site is not in, e.g. tr). */
  languages: z.array(z.string().regex(/^[a-z]{2}$/, 'validation.languageCode')).max(15),
  contact: z.strictObject({ email: Email.optional(), phone: text(40).optional() }),
  photo: ImageRef.optional(),
  location: TeamLocation,
  order: z.number().int().min(0).max(1000),
  isOwner: z.boolean(),
  published: z.boolean(),
};

export const TeamMember = z.object({ id: Id, ...TeamMemberFields, ...Timestamps, ...HeldLanguages });
export type TeamMember = z.infer<typeof TeamMember>;
export const TeamMemberInput = z.strictObject(TeamMemberFields);
export type TeamMemberInput = z.input<typeof TeamMemberInput>;
