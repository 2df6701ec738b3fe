/**
 * UI catalogues compiled at build time. `import de from './messages/de.json?icu-ast'` gives the
 * catalogue with every ICU message already parsed (react-intl accepts parsed messages), so the
 * public site's browser bundle can leave out the ICU parser (vite.config.ts aliases it to the
 * parser-less build for client builds): about 8 KB gzip less JavaScript on every first load.
 */
import { readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import type { LanguageCode } from '../../src/contract/constants';
import { withEnumLabels, type EnumLabels } from '../../src/i18n/enumLabels';

const SUFFIX = '?icu-ast';

export function icuCatalogues(): Plugin {
  return {
    name: 'icu-catalogues',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!source.endsWith(SUFFIX) || !importer) return null;
      return resolve(dirname(importer), source.slice(0, -SUFFIX.length)) + SUFFIX;
    },
    load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -SUFFIX.length);
      // The enum labels (src/i18n/enums.json) are part of every language's catalogue; read here, not
      // imported, so an edit reaches the dev server's next load like an edit of the catalogue itself.
      const enumsFile = resolve(dirname(file), '../enums.json');
      this.addWatchFile(file);
      this.addWatchFile(enumsFile);
      const lang = basename(file, '.json') as LanguageCode;
      const enums = JSON.parse(readFileSync(enumsFile, 'utf8')) as Record<string, EnumLabels>;
      const catalogue = withEnumLabels(lang, JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>, enums);
      const parsed = Object.fromEntries(Object.entries(catalogue).map(([key, message]) => [key, parse(message)]));
      return `export default ${JSON.stringify(parsed)};`;
    },
  };
}
