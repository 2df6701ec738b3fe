/**
 * The built-in treatment catalogue: 32 treatments in their fixed order. The records are
 * content (content/catalogue/*.json); here each is validated by the contract's schema as it loads,
 * so a hand-edited record that drifts from the contract fails at start, not on a page.
 * The public site shows treatments from here; the MSW store and the demo seed take them as written,
 * a fresh install the baseline derived from them (content/baseline/catalogue.ts).
 */
import { subcategories, treatmentRecords } from './index';
import { CatalogueTreatment, Treatment } from '../../src/contract/entities/treatment';

type SubcategoryKey = keyof typeof subcategories;

/** A record as stored in content/catalogue: its subcategory is a key of subcategories.json. */
export function catalogueEntry(record: unknown): CatalogueTreatment {
  const { subcategory, ...rest } = record as { subcategory?: string };
  if (subcategory !== undefined && !(subcategory in subcategories))
    throw new Error(`catalogue: unknown subcategory "${subcategory}"`);
  return CatalogueTreatment.parse(
    subcategory === undefined ? rest : { ...rest, subcategory: subcategories[subcategory as SubcategoryKey] },
  );
}

export const catalogue: CatalogueTreatment[] = treatmentRecords.map(catalogueEntry);

/** Catalogue entries as stored records (what the API and the mocks serve). */
export function catalogueRecords(stampedAt: string): Treatment[] {
  return catalogue.map((t) => Treatment.parse({ ...t, createdAt: stampedAt, updatedAt: stampedAt, updatedBy: 'catalogue' }));
}
