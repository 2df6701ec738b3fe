import { expect } from 'storybook/test';
import { withMaxWidth } from '../../../../.storybook/decorators';
import { chosenFile } from '../../../../.storybook/plays';
import preview from '../../../../.storybook/preview';
import { teamMembers } from '../../../../content/demo/team';
import { ResponsiveImage } from './ResponsiveImage';
import { samplePhoto, samplePhotoWithMobileCrop } from './storyData';

const meta = preview.meta({
  title: 'Media/ResponsiveImage',
  component: ResponsiveImage,
  args: { image: samplePhoto, use: 'treatmentHero' as const },
  decorators: [withMaxWidth('40rem')],
});

/** A photo from the media library: AVIF/WebP variants, the browser takes one narrower than the 2400 px original. */
export const Photo = meta.story({
  globals: { viewport: { value: 'desktop', isRotated: false } },
  async play({ canvas }) {
    const img = canvas.getByRole<HTMLImageElement>('img', { name: samplePhoto.alt.de });
    await expect(img.closest('picture')!.querySelectorAll('source')).toHaveLength(2);
    await expect(await chosenFile(img)).toMatch(/praxis-behandlung-(480|960|1600)\.avif$/);
    // 16:9 box for the treatment hero, whatever the photo's own shape.
    const box = img.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
  },
});

/** The same photo as a team portrait (4:5), cropped around the face (the focal point). */
export const PortraitCrop = meta.story({
  args: { use: 'teamCard' },
  decorators: [withMaxWidth('17rem')],
  async play({ canvas }) {
    const img = canvas.getByRole<HTMLImageElement>('img');
    const box = img.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(4 / 5, 1);
    await expect(getComputedStyle(img).objectPosition).toBe('68% 35%');
    // A variant (which one depends on the test browser's width and what it has cached already).
    await expect(await chosenFile(img)).toMatch(/praxis-behandlung-(480|960|1600)\.avif$/);
  },
});

/** On a phone, the portrait crop of the scene (art direction) replaces the wide picture, in the hero's 4:3 phone box. */
export const MobileCrop = meta.story({
  args: { image: samplePhotoWithMobileCrop },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  async play({ canvas }) {
    const img = canvas.getByRole<HTMLImageElement>('img', { name: samplePhoto.alt.de });
    await expect(await chosenFile(img)).toMatch(/praxis-behandlung-mobil-\d+\.avif$/);
    await expect(getComputedStyle(img).objectPosition).toBe('49% 31%');
    const box = img.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(4 / 3, 1);
  },
});

/** On a desktop, the wide picture. */
export const DesktopWithMobileCrop = meta.story({
  args: { image: samplePhotoWithMobileCrop },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  async play({ canvas }) {
    const img = canvas.getByRole<HTMLImageElement>('img', { name: samplePhoto.alt.de });
    await expect(await chosenFile(img)).toMatch(/praxis-behandlung-\d+\.avif$/);
  },
});

/** The alt text follows the page's language. */
export const English = meta.story({
  globals: { locale: 'en' },
  async play({ canvas }) {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(samplePhoto.alt.en!);
  },
});

/** An illustration (SVG, no variants) stays a plain <img>, lazily loaded. */
export const Illustration = meta.story({
  args: { image: teamMembers[0].photo!, use: 'teamCard', fallbackSize: [400, 400] },
  async play({ canvas }) {
    const img = canvas.getByRole('img', { name: teamMembers[0].photo!.alt.de });
    await expect(img.closest('picture')).toBeNull();
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '400');
  },
});
