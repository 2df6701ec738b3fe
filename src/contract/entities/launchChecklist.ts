/**
 * The launch checklist: every fact the practice must supply or confirm before the site goes
 * live, each with its status and the admin screen where it is edited. Computed on request from the
 * stored records (behaviour/launchChecklist.ts); it carries no stored value, only what is missing.
 */
import { z } from 'zod';

export const LAUNCH_GROUPS = [
  'imprint',
  'insurance',
  'contact',
  'team',
  'claims',
  'reviews',
  'privacy',
  'accessibility',
] as const;
export const LaunchGroup = z.enum(LAUNCH_GROUPS);
export type LaunchGroup = z.infer<typeof LaunchGroup>;

/**
 * missing: a required fact is empty (the public site leaves it out);
 * placeholder: a demo value (content/demo/values.ts) or a demo record is still in place;
 * done: entered, or an optional fact left empty on purpose (the site then shows nothing of it).
 */
export const LaunchStatus = z.enum(['missing', 'placeholder', 'done']);
export type LaunchStatus = z.infer<typeof LaunchStatus>;

export const LaunchItem = z.object({
  /** Unique in the list, stable across calls (e.g. `legal.legalForm`, `team.photo.<id>`). */
  id: z.string(),
  /** What the item is about, for its label (admin string `admin.launch.items.<fact>`). */
  fact: z.string(),
  group: LaunchGroup,
  status: LaunchStatus,
  /** An optional fact is done when empty: the practice may simply not use it (analytics, booking service…). */
  optional: z.boolean(),
  /** Admin path of the screen where the fact is edited, below /admin (e.g. `/legal`, `/team/abc`). */
  edit: z.string().startsWith('/'),
  /** Whose fact it is, where the label needs it (a team member's name). */
  subject: z.string().optional(),
});
export type LaunchItem = z.infer<typeof LaunchItem>;

export const LaunchChecklist = z.object({
  items: z.array(LaunchItem),
  /** Items still missing or holding a placeholder. */
  open: z.number().int().min(0),
  /**
   * The facts (item facts, e.g. `legal.representatives`) that keep search engines away: while any is
   * missing the site is served with noindex and an empty sitemap. Empty: the site can be found.
   */
  searchIndexing: z.array(z.string()),
});
export type LaunchChecklist = z.infer<typeof LaunchChecklist>;
