/** npm run openapi — writes the OpenAPI 3.1 document of the whole contract to dist/openapi.json. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildOpenApi } from '../openapi';

const target = resolve(process.argv[2] ?? 'dist/openapi.json');
const doc = buildOpenApi();
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, JSON.stringify(doc, null, 2) + '\n');
const operations = Object.values(doc.paths).reduce((n, p) => n + Object.keys(p).length, 0);
console.log(`OpenAPI 3.1: ${operations} operations on ${Object.keys(doc.paths).length} paths → ${target}`);
