/**
 * A rendered page's compressed copies (api/ssr/encodedBody.ts): it goes out at once at a fast
 * brotli quality; answered again, a smaller copy at the finest quality replaces it when made; and a
 * page rendered again with the same text keeps the copies it has instead of compressing again.
 */
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeBody, finestCopiesMade, FINEST_QUALITY, refineLater } from '../../api/ssr/encodedBody';

/** A page-like text: repeated markup with varied words, as brotli sees a rendered page. */
const page = (seed: number, items = 400) =>
  `<!doctype html><html lang="de"><body>${Array.from(
    { length: items },
    (_, i) => `<li class="_c${(i * seed) % 37}"><a href="/de/behandlungen/${i}">Behandlung ${(i * 7919 * seed) % 1009}</a></li>`,
  ).join('')}</body></html>`;

const finest = (text: string) =>
  brotliCompressSync(Buffer.from(text), {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: FINEST_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
    },
  });

describe('encoded page bodies', () => {
  it('answers at once with a fast copy and, once answered again, holds the finest one, both the same text', async () => {
    const text = page(3);
    const body = await encodeBody(text);
    const first = body.br;
    expect(brotliDecompressSync(first).toString()).toBe(text);
    expect(gunzipSync(body.gzip).toString()).toBe(text);
    // A page answered once (a crawler's walk) is not worth the finest quality's time.
    await finestCopiesMade();
    expect(body.br).toBe(first);
    refineLater(body);
    await finestCopiesMade();
    expect(body.br.length).toBeLessThan(first.length);
    expect(body.br.equals(finest(text))).toBe(true);
    expect(brotliDecompressSync(body.br).toString()).toBe(text);
  });

  it('keeps the copies of a page rendered again unchanged, and makes new ones for a changed text', async () => {
    const before = await encodeBody(page(5));
    refineLater(before);
    await finestCopiesMade();
    expect(await encodeBody(page(5), before)).toBe(before);
    expect(before.br.equals(finest(page(5)))).toBe(true);
    const changed = await encodeBody(page(6), before);
    expect(changed).not.toBe(before);
    expect(brotliDecompressSync(changed.br).toString()).toBe(page(6));
  });

  it('makes the finest copies of a bounded number at once; one left out gets its turn when answered again', async () => {
    // Many (small) pages answered again at once: the queue is bounded, so the last ones keep their fast copy for now…
    const text = (i: number) => page(100 + i, 40);
    const bodies = await Promise.all(Array.from({ length: 260 }, (_, i) => encodeBody(text(i))));
    for (const body of bodies) refineLater(body);
    await finestCopiesMade();
    const atFinest = bodies.map((body, i) => body.br.equals(finest(text(i))));
    expect(atFinest.filter(Boolean).length).toBeGreaterThanOrEqual(200);
    const left = atFinest.indexOf(false);
    expect(left).toBeGreaterThan(0);
    // …until such a page is answered again.
    refineLater(bodies[left]!);
    await finestCopiesMade();
    expect(bodies[left]!.br.equals(finest(text(left)))).toBe(true);
  });
});
