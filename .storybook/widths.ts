/**
 * The widths every layout is checked at: phones, tablets, the narrowest desktop, the
 * common laptop and wide screens. In the toolbar as 'w390' … 'w1440'; a story picks one with
 * `globals: atWidth(1280)`. The Vitest run (addon-vitest) sizes the story's frame to it, so a
 * play function measures at that width.
 */
export const WIDTHS = [390, 768, 1024, 1280, 1366, 1440] as const;
export type Width = (typeof WIDTHS)[number];

const HEIGHTS: Record<Width, number> = { 390: 844, 768: 1024, 1024: 768, 1280: 800, 1366: 768, 1440: 900 };

export const widthViewports = Object.fromEntries(
  WIDTHS.map((w) => [`w${w}`, { name: `${w} × ${HEIGHTS[w]}`, styles: { width: `${w}px`, height: `${HEIGHTS[w]}px` } }]),
);

export const atWidth = (width: Width) => ({ viewport: { value: `w${width}`, isRotated: false } });
