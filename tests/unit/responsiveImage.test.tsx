/**
 * What ResponsiveImage renders: a photo with variants is a <picture> with AVIF then
 * WebP sources, srcset width descriptors narrowest first and the use's sizes, the original as <img>
 * with its size, the alt text in the page's language, lazy loading, the use's aspect ratio and the
 * focal point; a mobile crop comes first for narrow screens; the hero is preloaded with the same
 * srcset; an SVG illustration stays a plain <img>.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { ImageRef } from '../../src/contract/common';
import { IMAGE_USES } from '../../src/site/components/ResponsiveImage/imageUses';
import { ResponsiveImage, type ResponsiveImageProps } from '../../src/site/components/ResponsiveImage/ResponsiveImage';
import { HeadCollectorContext, headHtml, type HeadCollector } from '../../src/site/common/documentHead';

const variants = (id: string, widths: number[]) =>
  widths.flatMap((width) =>
    (['webp', 'avif'] as const).map((format) => ({ width, format, url: `/api/v1/media/${id}_${width}_${format}` })),
  );

const photo: ImageRef = {
  src: '/api/v1/media/media-abc',
  width: 2400,
  height: 3000,
  alt: { de: 'Porträt von Dr. Berger', en: 'Portrait of Dr Berger' },
  // Stored in any order: the component sorts.
  variants: variants('media-abc', [1600, 480, 960]),
  focus: { x: 40, y: 20 },
};

function render(props: ResponsiveImageProps, locale = 'en') {
  const head: HeadCollector = new Map();
  const html = renderToStaticMarkup(
    <HeadCollectorContext.Provider value={head}>
      <IntlProvider locale={locale} messages={{}}>
        <ResponsiveImage {...props} />
      </IntlProvider>
    </HeadCollectorContext.Provider>,
  );
  return { html, doc: parse(html), head: headHtml(head) };
}

/** Preact, the site's renderer, ends a style attribute with ';': the declarations are what counts. */
const value = (name: string, raw: string) => (name === 'style' ? raw.replace(/;$/, '') : raw);

/** The attributes of the few elements rendered here (the unit tests run in node, without a DOM). */
function parse(html: string) {
  const elements = [...html.matchAll(/<(picture|source|img)\b([^>]*)>/g)].map(([, tag, attrs]) => ({
    tag,
    attrs: Object.fromEntries(
      [...attrs!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k!.toLowerCase(), value(k!, v!.replace(/&amp;/g, '&'))]),
    ),
  }));
  return { all: (tag: string) => elements.filter((e) => e.tag === tag) };
}

describe('ResponsiveImage', () => {
  it('renders a photo as <picture> with AVIF and WebP srcsets (width descriptors) and the sizes of its use', () => {
    const { doc } = render({ image: photo, use: 'teamCard' });
    expect(doc.all('picture')).toHaveLength(1);
    const sources = doc.all('source').map((s) => s.attrs);
    expect(sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.srcset).toBe(
      '/api/v1/media/media-abc_480_avif 480w, /api/v1/media/media-abc_960_avif 960w, /api/v1/media/media-abc_1600_avif 1600w',
    );
    expect(sources[1]!.srcset).toBe(
      '/api/v1/media/media-abc_480_webp 480w, /api/v1/media/media-abc_960_webp 960w, /api/v1/media/media-abc_1600_webp 1600w',
    );
    for (const s of sources) expect(s.sizes).toBe(IMAGE_USES.teamCard.sizes);
    expect(IMAGE_USES.teamCard.sizes).toMatch(/100vw$/);

    const [img] = doc.all('img');
    expect(img!.attrs).toMatchObject({
      src: '/api/v1/media/media-abc',
      alt: 'Portrait of Dr Berger',
      width: '2400',
      height: '3000',
      loading: 'lazy',
    });
    expect(img!.attrs.fetchpriority).toBeUndefined();
    expect(img!.attrs.style).toContain('--ratio:4 / 5');
    expect(img!.attrs.style).toContain('--focus:40% 20%');
  });

  it('reads the alt text in the page language, with the content fallback', () => {
    expect(render({ image: photo, use: 'teamCard' }, 'de').doc.all('img')[0]!.attrs.alt).toBe('Porträt von Dr. Berger');
    expect(render({ image: photo, use: 'teamCard' }, 'fr').doc.all('img')[0]!.attrs.alt).toBe('Porträt von Dr. Berger');
  });

  it("crops a portrait without focal point around its upper part, and takes each use's ratio and sizes", () => {
    const { focus: _f, ...plain } = photo;
    const card = render({ image: plain, use: 'teamCard' }).doc.all('img')[0]!.attrs;
    expect(card.style).toContain('--focus:50% 30%');
    const hero = render({ image: plain, use: 'treatmentHero' }).doc;
    // On phones a hero photo is 4:3: 16:9 across a phone would be a thin strip.
    expect(hero.all('img')[0]!.attrs.style).toBe('--ratio:16 / 9;--ratio-mobile:4 / 3');
    expect(hero.all('source')[0]!.attrs.sizes).toBe(IMAGE_USES.treatmentHero.sizes);
    expect(render({ image: plain, use: 'practiceRoom' }).doc.all('img')[0]!.attrs.style).toBe('--ratio:4 / 3');
  });

  it('loads the largest paint eagerly with high priority and preloads the srcset the <picture> will use', () => {
    const { doc, head } = render({ image: photo, use: 'teamDetail', priority: true });
    const img = doc.all('img')[0]!.attrs;
    expect(img.fetchpriority).toBe('high');
    expect(img.loading).toBe('eager');
    expect(head).toContain('rel="preload" as="image"');
    expect(head).toContain(`imagesrcset="${doc.all('source')[0]!.attrs.srcset}"`);
    expect(head).toContain(`imagesizes="${IMAGE_USES.teamDetail.sizes}"`);
    expect(head).toContain('type="image/avif"');
    expect(head).toContain('fetchpriority="high"');
    expect(head).not.toContain('href=');
    expect(head).not.toContain('media=');
  });

  it('preloads a hero only where it stands beside the text, and loads it at low priority below the text', () => {
    const { doc, head } = render({ image: photo, use: 'treatmentHero', priority: true });
    const img = doc.all('img')[0]!.attrs;
    // On phones the hero sits under the title and lead, which paint first.
    expect(img.loading).toBe('eager');
    expect(img.fetchpriority).toBe('low');
    expect(head.match(/rel="preload"/g)).toHaveLength(1);
    expect(head).toContain(`media="${IMAGE_USES.treatmentHero.largestPaintMedia}"`);
    expect(head).toContain('fetchpriority="high"');
    expect(head).toContain(`imagesrcset="${doc.all('source')[0]!.attrs.srcset}"`);
  });

  it('puts a mobile crop first, for narrow screens only, with its own focal point', () => {
    const image: ImageRef = {
      ...photo,
      mobile: {
        src: '/api/v1/media/media-m',
        width: 1200,
        height: 1500,
        variants: variants('media-m', [480, 960, 1200]),
        focus: { x: 60, y: 35 },
      },
    };
    const { doc } = render({ image, use: 'treatmentHero', priority: true });
    const sources = doc.all('source').map((s) => s.attrs);
    expect(sources.map((s) => [s.media, s.type])).toEqual([
      ['(max-width: 47.99rem)', 'image/avif'],
      ['(max-width: 47.99rem)', 'image/webp'],
      [undefined, 'image/avif'],
      [undefined, 'image/webp'],
    ]);
    expect(sources[0]!.srcset).toContain('/api/v1/media/media-m_1200_avif 1200w');
    expect(doc.all('img')[0]!.attrs.style).toContain('--focus-mobile:60% 35%');
    // A portrait that is the largest paint on every screen: each screen preloads the crop it shows.
    const { head } = render({ image, use: 'teamDetail', priority: true });
    expect(head.match(/rel="preload"/g)).toHaveLength(2);
    expect(head).toContain('media="(max-width: 47.99rem)"');
    expect(head).toContain('media="(min-width: 48rem)"');
  });

  it('renders an SVG illustration as a plain <img> with its size, and preloads it by address', () => {
    const drawing = { src: '/images/team/dr-katharina-berger.svg', alt: { de: 'Porträt' } };
    const card = render({ image: drawing, use: 'teamCard', fallbackSize: [400, 400] });
    expect(card.doc.all('picture')).toHaveLength(0);
    expect(card.doc.all('source')).toHaveLength(0);
    expect(card.doc.all('img')[0]!.attrs).toMatchObject({
      src: drawing.src,
      width: '400',
      height: '400',
      alt: 'Porträt',
      style: '--ratio:4 / 5',
    });
    // Page heroes keep a drawing's own shape (home, about): no ratio is forced on it.
    const hero = render({ image: drawing, use: 'pageHero', priority: true, fallbackSize: [800, 600] });
    expect(hero.doc.all('img')[0]!.attrs.style).toBeUndefined();
    expect(hero.head).toContain(`href="${drawing.src}"`);
    expect(hero.head).toContain('media="(min-width: 64rem)"');
  });
});
