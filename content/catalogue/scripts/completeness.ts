/**
 * npm run catalogue:completeness — prints the completeness table of the catalogue:
 * per treatment and per top-level field, the share of language slots filled in each language.
 */
import { LANGUAGES } from '../../../src/contract/common';
import { catalogue } from '../catalogue';
import { walkLocalized } from '../../../src/catalogue/localizedCompleteness';

const FIELDS = [
  'title',
  'shortDescription',
  'longDescription',
  'detailedContent',
  'benefits',
  'process',
  'aftercare',
  'images',
  'faqs',
  'seo',
  'atAGlance',
  'subcategory',
  'beforeAfter',
] as const;

type Count = { filled: number; total: number };
const totals = Object.fromEntries(LANGUAGES.map((l) => [l, { filled: 0, total: 0 }])) as Record<string, Count>;
const pct = (c: Count) => (c.total ? `${((100 * c.filled) / c.total).toFixed(0)}%` : '—');

console.log(['treatment'.padEnd(28), 'field'.padEnd(18), ...LANGUAGES.map((l) => l.padStart(5))].join(' '));
for (const t of catalogue) {
  for (const field of FIELDS) {
    const value = (t as Record<string, unknown>)[field];
    if (value === undefined) continue;
    const counts = Object.fromEntries(LANGUAGES.map((l) => [l, { filled: 0, total: 0 }])) as Record<string, Count>;
    walkLocalized(value, (_p, lang, filled) => {
      counts[lang].total++;
      totals[lang].total++;
      if (filled) {
        counts[lang].filled++;
        totals[lang].filled++;
      }
    });
    console.log([t.id.padEnd(28), field.padEnd(18), ...LANGUAGES.map((l) => pct(counts[l]).padStart(5))].join(' '));
  }
}
console.log(
  ['ALL'.padEnd(28), `${catalogue.length} treatments`.padEnd(18), ...LANGUAGES.map((l) => pct(totals[l]).padStart(5))].join(' '),
);
const complete = LANGUAGES.every((l) => totals[l].filled === totals[l].total);
process.exit(complete ? 0 : 1);
