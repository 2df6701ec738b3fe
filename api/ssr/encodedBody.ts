/**
 * A rendered page kept compressed: brotli and gzip copies made once when the page is rendered, not
 * by @fastify/compress on every answer. A page is about 200 KB of HTML (400 KB as a JS string);
 * its two copies are about a quarter of that, and serving one costs no CPU (npm run bench:load:
 * per-answer compression was most of the server's work under load and kept its memory growing).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzipSync, gzip } from 'node:zlib';

export interface EncodedBody {
  br: Buffer;
  gzip: Buffer;
}
export type Encoding = keyof EncodedBody;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export async function encodeBody(text: string): Promise<EncodedBody> {
  const bytes = Buffer.from(text);
  const [br, gz] = await Promise.all([
    // Quality 6: within a few percent of the maximum for HTML at a fraction of its time (~5 ms a page).
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: 6 }),
  ]);
  return { br, gzip: gz };
}

/** The encoding to answer with: brotli before gzip, skipping any the client refused with q=0. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(/\s*;\s*q\s*=\s*/),
      )
      .filter(([, q]) => q === undefined || Number(q) > 0)
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/** For the rare client that takes no compression. */
export const decodedBody = (body: EncodedBody) => gunzipSync(body.gzip);

export const encodedSize = (body: EncodedBody) => body.br.length + body.gzip.length;
