/**
 * The data a frame-only page hydrates its frame with (header menus, footer, floating widget,
 * consent: FrameView, src/site/features/site/frameData.ts), served beside the page instead of inside it.
 * It is the same for every such page of a language (about 3.4 KB of JSON, 0.5 KB as brotli), so
 * inside each page it only made the document larger: on the home page, the difference between a
 * document and headers that arrive in the first round trip of a new connection (TCP's initial
 * window, 14.6 KB) and one that needs a second before anything can be painted. Beside it, a
 * browser fetches it once per language and state of the content: its address names the language
 * and a digest of the data (`/frame/de.<digest>.json`), so it is cached as long as it is the same.
 *
 * The page's loader fetches it beside the scripts, after the first paint (pageAssets.ts). An
 * instance answers with the language's data as it holds it, or makes it when it holds none (another
 * instance rendered the page, or a staff write cleared the cache since): under the digest asked for
 * it is cached for good; under another (the content changed since the page was rendered) it is
 * answered, but not to be kept under that name.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LanguageCode } from '../../src/contract/constants';
import { isLanguage } from '../../src/i18n/locale';
import { decodedBody, encodeBody, pickEncoding, refineLater, type EncodedBody } from './encodedBody';

/** Where the data is served, with `<lang>.<digest>.json` after it. */
export const FRAME_DATA_PATH = '/frame/';
const FILE = /^([a-z]{2})\.([\w-]{16})\.json$/;

const cacheKey = (lang: LanguageCode) => `frame ${lang}`;
/** The address's digest: the first 16 characters of the encoder's (96 bits). */
const addressDigest = (encoded: EncodedBody) => encoded.digest.slice(0, 16);

export interface FrameDataOptions {
  /** The language's frame data as JSON, made now (the server entry's `frameView`). */
  make(lang: LanguageCode): Promise<string>;
  /** How long an entry is fresh (the content pages': it only changes with content, which clears it). */
  ttlMs: number;
}

export function createFrameData(app: FastifyInstance, { make, ttlMs }: FrameDataOptions) {
  const heldData = (lang: LanguageCode) => {
    const encoded = app.publicCache.lookup(cacheKey(lang))?.answer.encoded;
    return encoded && { digest: addressDigest(encoded), encoded };
  };

  /** Keeps the language's data (unless staff changed content since `version`) and names its address. */
  async function keep(lang: LanguageCode, json: string, version: number) {
    const before = heldData(lang);
    // The same text keeps the copies held (and the entry that holds them).
    const encoded = await encodeBody(json, before?.encoded);
    if (encoded !== before?.encoded) app.publicCache.set(cacheKey(lang), { status: 200, body: '', encoded }, version, ttlMs);
    return { digest: addressDigest(encoded), encoded };
  }

  const making = new Map<LanguageCode, Promise<{ digest: string; encoded: EncodedBody }>>();
  function makeOnce(lang: LanguageCode) {
    let pending = making.get(lang);
    if (!pending) {
      const version = app.publicCache.version();
      pending = make(lang)
        .then((json) => keep(lang, json, version))
        .finally(() => making.delete(lang));
      making.set(lang, pending);
    }
    return pending;
  }

  return {
    /** The address a rendered page links its frame data by; the data is kept to answer it. */
    async linkFor(lang: LanguageCode, json: string, version: number) {
      const { digest } = await keep(lang, json, version);
      return `${FRAME_DATA_PATH}${lang}.${digest}.json`;
    },

    async send(request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) {
      const [, lang = '', digest] = FILE.exec(request.params.file) ?? [];
      if (!isLanguage(lang)) return reply.callNotFound();
      // What this instance holds is the language's current data (every staff write clears it); only
      // without it is the data made, once for all who ask meanwhile: invented digests cost a lookup.
      const held = heldData(lang);
      if (held) refineLater(held.encoded);
      const data = held ?? (await makeOnce(lang));
      reply
        .type('application/json; charset=utf-8')
        .header('Vary', 'Accept-Encoding')
        // Content changed since the page was rendered: today's data, but not under yesterday's name.
        .header('Cache-Control', data.digest === digest ? 'public, max-age=31536000, immutable' : 'no-cache');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      // With Content-Encoding set, @fastify/compress leaves the answer as it is.
      return encoding
        ? reply.header('Content-Encoding', encoding).send(data.encoded[encoding])
        : reply.send(decodedBody(data.encoded));
    },
  };
}
