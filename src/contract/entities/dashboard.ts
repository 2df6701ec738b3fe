/**
 * Admin dashboard figures, computed by aggregation on the server. Every section is optional: it is
 * there only for a role that may list the records it comes from (rules/dashboard.ts).
 */
import { z } from 'zod';
import { LanguageCode } from '../common';

const LatestItem = z.object({ id: z.string(), label: z.string(), createdAt: z.string() });

export const DashboardStats = z.object({
  newAppointments: z.number().int().min(0).optional(),
  unreadMessages: z.number().int().min(0).optional(),
  newApplications: z.number().int().min(0).optional(),
  pendingReviews: z.number().int().min(0).optional(),
  /** Share (0-100) of treatment texts filled, per language. */
  translationCompleteness: z.record(LanguageCode, z.number().min(0).max(100)).optional(),
  latest: z.object({
    appointments: z.array(LatestItem).optional(),
    messages: z.array(LatestItem).optional(),
    applications: z.array(LatestItem).optional(),
    reviews: z.array(LatestItem).optional(),
  }),
});
export type DashboardStats = z.infer<typeof DashboardStats>;
