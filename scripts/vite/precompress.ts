/**
 * Compressed copies of the client build's text assets, written once at build time: brotli at its
 * highest quality and gzip -9, next to each file (x.js.br, x.js.gz). The production server sends
 * them as they are (@fastify/static preCompressed), which is smaller than compressing per request
 * at a speed-friendly level and costs no CPU per request.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json|html|txt|xml)$/;
const MIN_BYTES = 1024;

export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: (config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild && !config.build?.ssr,
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const path = join(options.dir!, fileName);
        const content = readFileSync(path);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
