/**
 * Checks catalogue entry files while they are written:
 *   npx tsx content/catalogue/scripts/check-entry.ts content/catalogue/veneers.json [...]
 * Validates each against the Treatment schema and reports empty languages, SEO lengths and
 * missing hero images. Exit code 1 on any problem.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { catalogueEntry } from '../catalogue';
import { localizedGaps } from '../../../src/catalogue/localizedCompleteness';

let failed = false;
for (const file of process.argv.slice(2)) {
  const entry = JSON.parse(readFileSync(resolve(file), 'utf8'));
  const problems: string[] = [];
  try {
    catalogueEntry(entry);
  } catch (error) {
    problems.push(`schema: ${error instanceof Error ? error.message : String(error)}`);
  }
  for (const g of localizedGaps(entry)) problems.push(`empty: ${g.path} [${g.language}]`);
  if ((entry?.faqs?.length ?? 0) < 4) problems.push('faqs: fewer than 4');
  if (!entry?.images?.some((i: { isHero?: boolean }) => i.isHero)) problems.push('images: no hero');
  for (const img of entry?.images ?? []) {
    if (!String(img.src).startsWith('/images/treatments/')) problems.push(`images: ${img.src} not under /images/treatments/`);
    else if (!existsSync(resolve('public' + img.src))) problems.push(`images: file public${img.src} missing`);
  }
  console.log(`${problems.length ? 'FAIL' : 'ok  '} ${file}`);
  for (const p of problems.slice(0, 40)) console.log('   ' + p);
  if (problems.length) failed = true;
}
process.exit(failed ? 1 : 0);
