/**
 * Derived treatment categories as the treatment store needs them: id, name, slug, description, icon.
 * Names and descriptions come from the i18n catalogues, so staff translations apply; the German
 * names are the labels of TREATMENT_CATEGORIES.
 */
import { LANGUAGES } from '../contract/constants';
import {
  TREATMENT_CATEGORIES,
  categorySlug,
  type TreatmentCategory,
  type TreatmentCategoryKey,
} from '../contract/entities/treatment';
import { messages } from '../i18n/messages';

const ICONS: Record<TreatmentCategoryKey, string> = {
  aesthetic: 'sparkle',
  implantology: 'implant',
  periodontology: 'gum',
  function_diagnostics: 'jaw',
  prosthetics: 'crown',
  prophylaxis: 'shield',
  conservative: 'tooth',
  relaxed: 'leaf',
};

const localizedMessage = (id: string) =>
  Object.fromEntries(LANGUAGES.map((l) => [l, messages[l][id]])) as TreatmentCategory['name'];

export const treatmentCategories = (keys?: Iterable<TreatmentCategoryKey>): TreatmentCategory[] =>
  [...new Set(keys ?? (Object.keys(TREATMENT_CATEGORIES) as TreatmentCategoryKey[]))].map((id) => ({
    id,
    name: localizedMessage(`category.${id}.name`),
    slug: categorySlug(id),
    description: localizedMessage(`category.${id}.description`),
    icon: ICONS[id],
  }));
