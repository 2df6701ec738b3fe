/** Catalogues compiled to parsed ICU messages at build time (scripts/vite/icuCatalogues.ts). */
declare module '*.json?icu-ast' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
  const catalogue: Record<string, MessageFormatElement[]>;
  export default catalogue;
}
