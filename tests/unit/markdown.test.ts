import { describe, expect, it } from 'vitest';
import { blogPosts } from '../../content/demo/blog';
import { LANGUAGES } from '../../src/contract/common';
import { parseInline, parseMarkdown, safeUrl, type BlockNode, type InlineNode } from '../../src/lib/markdown';

const text = (value: string): InlineNode => ({ type: 'text', value });

/** Every link of a document, however deeply nested. */
function linksOf(blocks: BlockNode[]): string[] {
  const walk = (nodes: InlineNode[]): string[] =>
    nodes.flatMap((n) => (n.type === 'text' ? [] : [...(n.type === 'link' ? [n.href] : []), ...walk(n.children)]));
  return blocks.flatMap((b) => (b.type === 'list' ? b.items.flatMap(walk) : walk(b.children)));
}

/** The visible text of a document, as a reader sees it. */
function plain(nodes: InlineNode[]): string {
  return nodes.map((n) => (n.type === 'text' ? n.value : plain(n.children))).join('');
}

describe('markdown blocks', () => {
  it('splits paragraphs on blank lines and keeps soft line breaks inside one paragraph', () => {
    expect(parseMarkdown('Erster Absatz\nnoch erster.\n\nZweiter Absatz.')).toEqual([
      { type: 'paragraph', children: [text('Erster Absatz\nnoch erster.')] },
      { type: 'paragraph', children: [text('Zweiter Absatz.')] },
    ]);
  });

  it('reads ## and ### headings; # and #### are clamped to h2 and h4 (the page title is the h1)', () => {
    expect(parseMarkdown('## Ablauf\n### Schritt 1\n# Titel\n#### Detail ##')).toEqual([
      { type: 'heading', level: 2, children: [text('Ablauf')] },
      { type: 'heading', level: 3, children: [text('Schritt 1')] },
      { type: 'heading', level: 2, children: [text('Titel')] },
      { type: 'heading', level: 4, children: [text('Detail')] },
    ]);
    expect(parseMarkdown('#hashtag')[0].type).toBe('paragraph');
  });

  it('groups bullet and numbered items into lists, keeping the start number', () => {
    const blocks = parseMarkdown('Vorher:\n- eins\n* zwei\n+ drei\n\n3. drei\n4) vier\n\nDanach.');
    expect(blocks).toEqual([
      { type: 'paragraph', children: [text('Vorher:')] },
      { type: 'list', ordered: false, start: 1, items: [[text('eins')], [text('zwei')], [text('drei')]] },
      { type: 'list', ordered: true, start: 3, items: [[text('drei')], [text('vier')]] },
      { type: 'paragraph', children: [text('Danach.')] },
    ]);
  });

  it('keeps a list together across blank lines and continues an item on an indented line', () => {
    const blocks = parseMarkdown('- eins\n  weiter\n\n- zwei\n\nText');
    expect(blocks).toEqual([
      { type: 'list', ordered: false, start: 1, items: [[text('eins\nweiter')], [text('zwei')]] },
      { type: 'paragraph', children: [text('Text')] },
    ]);
  });

  it('starts a new list when the list type changes', () => {
    const blocks = parseMarkdown('- a\n1. b');
    expect(blocks.map((b) => b.type === 'list' && b.ordered)).toEqual([false, true]);
  });

  it('accepts Windows line endings and an empty text', () => {
    expect(parseMarkdown('a\r\n\r\nb')).toHaveLength(2);
    expect(parseMarkdown('')).toEqual([]);
    expect(parseMarkdown('\n\n  \n')).toEqual([]);
  });
});

describe('markdown inline formatting', () => {
  it('reads **bold**, *italic* and nesting', () => {
    expect(parseInline('a **fett** und *kursiv* **mit *beidem***')).toEqual([
      text('a '),
      { type: 'strong', children: [text('fett')] },
      text(' und '),
      { type: 'emphasis', children: [text('kursiv')] },
      text(' '),
      { type: 'strong', children: [text('mit '), { type: 'emphasis', children: [text('beidem')] }] },
    ]);
  });

  it('leaves unmatched or spaced asterisks as they are', () => {
    expect(parseInline('3 * 4 = 12 und **offen')).toEqual([text('3 * 4 = 12 und **offen')]);
    expect(parseInline('** nicht fett**')).toEqual([text('** nicht fett**')]);
  });

  it('honours backslash escapes', () => {
    expect(parseInline('\\*kein kursiv\\* und \\[kein](/link)')).toEqual([text('*kein kursiv* und [kein](/link)')]);
  });

  it('makes links of site-relative, http(s), mailto and tel URLs', () => {
    const hrefs = [
      '/de/termin',
      '#ablauf',
      'https://example.org/a?b=1',
      'http://example.org',
      'mailto:info@praxis.de',
      'tel:+498995456780',
    ];
    for (const href of hrefs) expect(parseInline(`[hier](${href})`)).toEqual([{ type: 'link', href, children: [text('hier')] }]);
  });

  it('formats inside link labels and allows balanced brackets and parentheses', () => {
    expect(parseInline('[**Kosten** [2026]](/de/kosten)')).toEqual([
      { type: 'link', href: '/de/kosten', children: [{ type: 'strong', children: [text('Kosten')] }, text(' [2026]')] },
    ]);
    expect(parseInline('[Wiki](https://de.wikipedia.org/wiki/Karies_(Zahn))')[0]).toMatchObject({
      href: 'https://de.wikipedia.org/wiki/Karies_(Zahn)',
    });
  });

  it('leaves bracketed text that is no link alone', () => {
    expect(parseInline('[Hinweis] (siehe unten) und [offen')).toEqual([text('[Hinweis] (siehe unten) und [offen')]);
  });
});

describe('markdown safety (XSS)', () => {
  it('keeps raw HTML as text', () => {
    const blocks = parseMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)> **<b>x</b>**');
    expect(blocks[0]).toEqual({ type: 'paragraph', children: [text('<script>alert(1)</script>')] });
    expect(blocks[1]).toEqual({
      type: 'paragraph',
      children: [text('<img src=x onerror=alert(1)> '), { type: 'strong', children: [text('<b>x</b>')] }],
    });
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    '\u0000javascript:alert(1)',
    'https://example.org/\u0007',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '&#106;avascript:alert(1)',
    '//evil.example/x',
    '/\\evil.example',
    'ftp://example.org',
    'file:///etc/passwd',
    'mailto:',
    'tel:alert(1)',
  ])('renders a link to %j as its plain label', (url) => {
    const nodes = parseInline(`vorher [klick mich](${url}) nachher`);
    expect(nodes).toEqual([text('vorher klick mich nachher')]);
  });

  // CommonMark (markdown-to-jsx) resolves brackets inside out: the inner link is the link and the
  // outer brackets stay text. Our own parser resolved them outside in. Either way no link nests and
  // every URL passes the allow-list.
  it('never nests links: the inner link wins, the outer brackets stay text, every URL has to be safe', () => {
    expect(parseInline('[[x](javascript:alert(1))](/de/ok)')).toEqual([text('[x](/de/ok)')]);
    const nested = parseMarkdown('[a [b](https://ok.example) c](javascript:alert(1))');
    expect(linksOf(nested)).toEqual(['https://ok.example']);
    expect(plain((nested[0] as { children: InlineNode[] }).children)).toBe('[a b c](javascript:alert(1))');
  });

  it('refuses unsafe URLs in safeUrl directly', () => {
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('/de/blog')).toBe('/de/blog');
    expect(safeUrl(`https://example.org/${'a'.repeat(3000)}`)).toBeNull();
  });

  it.each([
    ['runs of asterisks', '*'.repeat(50_000)],
    ['unclosed openers', '**['.repeat(20_000) + '*('.repeat(20_000)],
    ['unclosed brackets', '['.repeat(50_000)],
    ['labels without URL end', '[a]('.repeat(12_000)],
    ['deep nesting', '**a *'.repeat(5_000) + 'b' + '* c**'.repeat(5_000)],
  ])('stays fast and within the stack on hostile input: %s', (_name, hostile) => {
    const started = performance.now();
    parseMarkdown(hostile);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('markdown beyond the subset (markdown-to-jsx reads CommonMark and GFM)', () => {
  const kinds = (blocks: BlockNode[]) => new Set(blocks.map((b) => b.type));
  const visible = (blocks: BlockNode[]) =>
    blocks
      .flatMap((b) => (b.type === 'list' ? b.items : [b.children]))
      .map(plain)
      .join('\n');

  it('keeps the text of images, code, tables, quotes, task lists and footnotes, never their markup', () => {
    const blocks = parseMarkdown(
      [
        '![Röntgenbild](https://example.org/x.png) und `code`',
        '```\n<script>alert(1)</script>\n```',
        '| Leistung | Preis |\n|---|---|\n| PZR | 90 € |',
        '> Zitat **fett** ~~alt~~',
        '- [ ] offen\n- [x] erledigt',
        'Text[^1]\n\n[^1]: Quelle',
      ].join('\n\n'),
    );
    expect([...kinds(blocks)].sort()).toEqual(['list', 'paragraph']);
    const text = visible(blocks);
    for (const words of [
      'Röntgenbild und code',
      '<script>alert(1)</script>',
      'PZR | 90 €',
      'Zitat fett alt',
      '[ ] offen',
      '[^1]: Quelle',
    ])
      expect(text).toContain(words);
  });

  it('sends every URL the parser reads through the allow-list: autolinks, references and images', () => {
    const blocks = parseMarkdown(
      '<https://example.org/a> <javascript:alert(1)> https://bare.example\n[x][r] [y][s] ![i](javascript:alert(1))\n\n[r]: javascript:alert(1)\n[s]: /de/ok',
    );
    expect(linksOf(blocks)).toEqual(['https://example.org/a']);
  });

  it('clamps every heading level, however written, to h2–h4', () => {
    const blocks = parseMarkdown('##### fünf\n\nSetext\n===\n\nZwei\n---');
    expect(blocks.map((b) => b.type === 'heading' && b.level)).toEqual([4, 2, 2]);
  });

  // The library's scans are quadratic in nesting (1 MB of nested links would take about an hour) and
  // deep emphasis overflows its stack: such a paragraph is shown as the plain text it is.
  it('shows a paragraph whose nesting would make the parser work quadratically as its plain text', () => {
    const hostile = '[a '.repeat(2_000) + 'b' + '](/x)'.repeat(2_000);
    expect(parseMarkdown(hostile)).toEqual([{ type: 'paragraph', children: [text(hostile)] }]);
  });

  // No time is asserted; the test's timeout is the bound.
  it.each([
    ['nested list markers', '1. '.repeat(333_333)],
    ['nested quotes and brackets', '> '.repeat(250_000) + '['.repeat(500_000)],
    ['nested links, paragraph after paragraph', ('[a '.repeat(400) + 'b' + '](/x)'.repeat(400) + '\n\n').repeat(300)],
  ])('parses 1 MB of %s, the text still shown and no link made', { timeout: 60_000 }, (_name, hostile) => {
    const blocks = parseMarkdown(hostile);
    expect(linksOf(blocks)).toEqual([]);
    expect(visible(blocks).length).toBeGreaterThan(hostile.length / 4);
  });
});

describe('markdown of the blog fixtures', () => {
  const published = blogPosts.filter((p) => p.status === 'published');

  it.each(published.map((p) => [p.slug, p] as const))(
    '%s parses in every language to headings, lists and safe links',
    (_slug, post) => {
      for (const lang of LANGUAGES) {
        const source = post.body[lang];
        if (!source) continue;
        const blocks = parseMarkdown(source);
        expect(blocks.some((b) => b.type === 'heading' && b.level === 2)).toBe(true);
        expect(blocks.some((b) => b.type === 'paragraph')).toBe(true);
        for (const href of linksOf(blocks)) expect(href.startsWith(`/${lang}/`), href).toBe(true);
        // Nothing of the syntax leaks into the text a reader sees.
        const visible = blocks
          .flatMap((b) => (b.type === 'list' ? b.items : [b.children]))
          .map(plain)
          .join('\n');
        expect(visible).not.toMatch(/\*\*|\]\(|^#/m);
      }
    },
  );
});
