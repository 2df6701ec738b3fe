import { byPriority } from '../../../catalogue/store';
import type { MenuTreatment } from '../../components/Header/navigation';

/** The featured list (header menu, homepage): popular treatments, most important first. */
export const featuredOf = <T extends MenuTreatment>(treatments: T[]) => treatments.filter((t) => t.isPopular).sort(byPriority);
