import { byPriority } from '../../catalogue/store';
import type { TreatmentSummary } from '../../contract/entities/treatment';

/** The featured list (header menu, homepage): popular treatments, most important first (spec §2). */
export const featuredOf = (treatments: TreatmentSummary[]) => treatments.filter((t) => t.isPopular).sort(byPriority);
