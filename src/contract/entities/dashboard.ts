/** Admin dashboard figures, computed by aggregation on the server. */
import { z } from 'zod';
import { LanguageCode } from '../common';

const LatestItem = z.object({ id: z.string(), label: z.string(), createdAt: z.string() });

export const DashboardStats = z.object({
  newAppointments: z.number().int().min(0),
  unreadMessages: z.number().int().min(0),
  newApplications: z.number().int().min(0),
  pendingReviews: z.number().int().min(0),
  /** Share (0-100) of treatment texts filled, per language. */
  translationCompleteness: z.record(LanguageCode, z.number().min(0).max(100)),
  latest: z.object({
    appointments: z.array(LatestItem),
    messages: z.array(LatestItem),
    applications: z.array(LatestItem),
    reviews: z.array(LatestItem),
  }),
});
export type DashboardStats = z.infer<typeof DashboardStats>;
