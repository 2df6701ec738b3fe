import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { blogPosts } from '../../../../content/demo/blog';
import { BlogPostBody } from './BlogPostBody';

const pzr = blogPosts.find((p) => p.slug === 'professionelle-zahnreinigung-ablauf')!;

const meta = preview.meta({
  title: 'Content/BlogPostBody',
  component: BlogPostBody,
  args: { markdown: pzr.body.de },
});

/** A fixture post: headings, a list with bold lead-ins and localized internal links. */
export const FixturePost = meta.story({
  async play({ canvas, canvasElement }) {
    await expect(canvas.getByRole('heading', { level: 2, name: 'So läuft die Behandlung ab' })).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items.length).toBeGreaterThanOrEqual(7);
    await expect(items[0].querySelector('strong')).toHaveTextContent('Befund und Gespräch:');
    await expect(canvas.getByRole('link', { name: 'professionellen Zahnreinigung' })).toHaveAttribute(
      'href',
      '/de/behandlungen/professionelle-zahnreinigung',
    );
    await expect(canvas.getByRole('link', { name: 'online anfragen' })).toHaveAttribute('href', '/de/termin');
    await expect(canvasElement.textContent).not.toMatch(/\*\*|\]\(|## /);
  },
});

const hostile = `## Sicherheit <img src=x onerror="window.__xss = 1">

<script>window.__xss = 1</script> bleibt Text.

- [Gefährlich](javascript:window.__xss=1)
- [Daten](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)
- [Verschachtelt [x](javascript:alert(1))](/de/blog)
- [Extern](https://www.bzaek.de) und [Mail](mailto:info@praxis-dr-berger.de) und [Telefon](tel:+498995456780)
- *Kursiv* und **fett**

1. Erstens
2. Zweitens`;

/** Raw HTML stays text, unsafe links become plain text, safe ones work; nothing runs. */
export const HostileInput = meta.story({
  args: { markdown: hostile },
  async play({ canvas, canvasElement }) {
    await expect(canvasElement.querySelector('script, img, [onerror]')).toBeNull();
    await expect(canvas.getByText(/<script>window.__xss = 1<\/script> bleibt Text./)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Sicherheit <img src=x onerror="window.__xss = 1">',
    );
    await expect(canvas.getByText('Gefährlich').tagName).toBe('LI');
    await expect(canvas.getByText('Daten').tagName).toBe('LI');
    const hrefs = canvas.getAllByRole('link').map((a) => a.getAttribute('href'));
    await expect(hrefs).toEqual(['https://www.bzaek.de', 'mailto:info@praxis-dr-berger.de', 'tel:+498995456780']);
    // CommonMark: the inner link wins, its URL is refused, and the outer brackets stay text.
    await expect(canvas.getByText('[Verschachtelt x](/de/blog)').tagName).toBe('LI');
    const external = canvas.getByRole('link', { name: /Extern/ });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(external).toHaveAccessibleName('Extern (öffnet in neuem Tab)');
    await expect(canvas.getByText('Kursiv').tagName).toBe('EM');
    await expect(canvas.getByText('fett').tagName).toBe('STRONG');
    await expect(canvasElement.querySelector('ol')).toHaveTextContent('ErstensZweitens');
    await expect((window as { __xss?: number }).__xss).toBeUndefined();
  },
});

export const Russian = meta.story({
  args: { markdown: pzr.body.ru! },
  globals: { locale: 'ru' },
  async play({ canvas }) {
    await expect(canvas.getByRole('link', { name: 'Записаться на приём онлайн' })).toHaveAttribute('href', '/ru/appointment');
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(2);
  },
});

export const EnglishExternalLink = meta.story({
  args: { markdown: 'Read the [guidelines](https://www.bzaek.de).' },
  globals: { locale: 'en' },
  async play({ canvas }) {
    await expect(canvas.getByRole('link')).toHaveAccessibleName('guidelines (opens in a new tab)');
  },
});

export const LongText = meta.story({
  args: { markdown: blogPosts.map((p) => p.body.de).join('\n\n') },
  async play({ canvas }) {
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(15);
  },
});

export const Empty = meta.story({
  args: { markdown: '' },
  async play({ canvasElement }) {
    await expect(canvasElement.textContent).toBe('');
  },
});

/** Long URLs and words wrap instead of widening the page on a phone. */
export const Mobile = meta.story({
  args: {
    markdown: `${pzr.body.de}\n\n[https://www.example.org/ein/sehr/langer/pfad/der/nicht/umbricht/wenn/man/nicht/aufpasst](https://www.example.org)`,
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  async play({ canvasElement }) {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
});
