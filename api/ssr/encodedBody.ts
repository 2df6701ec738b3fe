/**
 * A rendered page kept compressed: brotli and gzip copies made once when the page is rendered, not
 * by @fastify/compress on every answer. A page is about 200 KB of HTML (400 KB as a JS string);
 * its two copies are about a quarter of that, and serving one costs no CPU (npm run bench:load:
 * per-answer compression was most of the server's work under load and kept its memory growing).
 *
 * Brotli at its best quality makes a page about 7 % smaller than quality 6 (home page 13.6 against
 * 14.7 KB), and on the longest pages that is what lets the document and its headers arrive in the
 * first round trip of a new connection (TCP's initial window, 10 × 1,460 bytes) instead of two; but
 * it takes about twenty times as long (65 against 3 ms here). So a page goes out at quality 6, and
 * once it is answered from the cache (`refineLater`: a page asked for once, as by a crawler's or a
 * test's walk, is not worth it), a copy at quality 11 replaces it: one at a time in zlib's thread
 * pool, off the event loop, with a bounded queue (a page left out gets its turn on a later answer).
 * A page rendered again unchanged keeps its copies.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzip, gunzipSync, gzip } from 'node:zlib';

export interface EncodedBody {
  br: Buffer;
  gzip: Buffer;
  /** The text's SHA-256 (base64url): a page rendered again with the same text keeps these copies. */
  digest: string;
}
export type Encoding = keyof Omit<EncodedBody, 'digest'>;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

const brotliOptions = (quality: number, bytes: Buffer) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
  },
});
/** The copy a page goes out with first: within a few percent of the best at a fraction of its time. */
const FAST_QUALITY = 6;
export const FINEST_QUALITY = 11;
/** Pages waiting for their finest copy: about a quarter of the site, 13 s of work here. */
const MAX_WAITING = 200;

const finest = new WeakSet<EncodedBody>();
const queued = new WeakSet<EncodedBody>();
const waiting: EncodedBody[] = [];
let working: Promise<void> | undefined;

async function makeFinestCopies() {
  for (let body = waiting.shift(); body; body = waiting.shift()) {
    try {
      const bytes = await gunzipAsync(body.gzip);
      const br = await brotli(bytes, brotliOptions(FINEST_QUALITY, bytes));
      if (br.length < body.br.length) body.br = br;
      finest.add(body);
    } catch {
      // Out of memory or the like: the page keeps its first copy, which is as correct.
    } finally {
      queued.delete(body);
    }
  }
  working = undefined;
}

/** Asks for the finest brotli copy of a body answered again (from a cache): made soon, unless it is there or asked for. */
export function refineLater(body: EncodedBody) {
  if (finest.has(body) || queued.has(body) || waiting.length >= MAX_WAITING) return;
  queued.add(body);
  waiting.push(body);
  working ??= makeFinestCopies();
}

/** Resolves when every copy asked for so far is made (tests, benchmarks). */
export const finestCopiesMade = async () => {
  while (working) await working;
};

/** The copies of a text; `previous`, the copies of what was rendered before, is kept when the text is the same. */
export async function encodeBody(text: string, previous?: EncodedBody): Promise<EncodedBody> {
  const bytes = Buffer.from(text);
  const digest = createHash('sha256').update(bytes).digest('base64url');
  if (previous?.digest === digest) return previous;
  const [br, gz] = await Promise.all([brotli(bytes, brotliOptions(FAST_QUALITY, bytes)), gzipAsync(bytes, { level: 6 })]);
  return { br, gzip: gz, digest };
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
