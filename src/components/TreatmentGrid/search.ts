/**
 * The grid filters the list shape (TreatmentSummary) with the treatment store's own search, so the
 * rules stay in one place (spec §5: any language's name or short description, case-insensitive;
 * category compares category_id). The store is typed for full records, but its search reads only
 * name, short_description and category_id, which is why the summaries are adapted to that shape.
 */
import type { TreatmentCategoryKey, TreatmentSummary } from '../../contract/entities/treatment';
import { searchTreatments, type TreatmentView } from '../../catalogue/store';

type SearchableSummary = Pick<TreatmentView, 'name' | 'short_description' | 'category_id'> & { summary: TreatmentSummary };

export function filterTreatments(
  treatments: TreatmentSummary[],
  query: string,
  category: TreatmentCategoryKey | null,
): TreatmentSummary[] {
  const searchable: SearchableSummary[] = treatments.map((summary) => ({
    name: summary.title,
    short_description: summary.shortDescription,
    category_id: summary.category,
    summary,
  }));
  const found = searchTreatments(searchable as unknown as TreatmentView[], query, category) as unknown as SearchableSummary[];
  return found.map((s) => s.summary);
}
