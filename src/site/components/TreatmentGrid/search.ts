/**
 * The grid filters the list shape (TreatmentSummary) with the treatment store's own search, so the
 * rules stay in one place (any language's name or short description, case-insensitive;
 * category compares category_id): each summary is seen under the store's field names.
 */
import type { TreatmentCategoryKey, TreatmentSummary } from '../../../contract/entities/treatment';
import { searchTreatments } from '../../../catalogue/store';

export function filterTreatments(
  treatments: TreatmentSummary[],
  query: string,
  category: TreatmentCategoryKey | null,
): TreatmentSummary[] {
  const searchable = treatments.map((summary) => ({
    name: summary.title,
    short_description: summary.shortDescription,
    category_id: summary.category,
    summary,
  }));
  return searchTreatments(searchable, query, category).map((s) => s.summary);
}
